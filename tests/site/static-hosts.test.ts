import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { builtFile, distDir, langOfUrl, localizePath, locales } from '../support/built-site.ts';
import { filesUnderSync } from '../../src/lib/files-under.ts';
import { defaultLang, type Lang } from '../../src/i18n/locales.ts';

/**
 * The built site on each static host, by that host's documented rules for finding a file, applied to dist/:
 * every URL of the sitemap must be answered 200 without a redirect, with the page the Node server answers it
 * with, and a missing page in each language with that language's not-found page and status 404.
 *
 * - Netlify: a path is served from the file of that name, else from `<path>.html` (200), else from
 *   `<path>/index.html` after a 301 to `<path>/`; a path with a trailing slash whose `.html` exists is
 *   redirected to the path without it. Redirect rules apply only where no file answers ("shadowing"), and a
 *   rule with status 404 serves its target with 404; otherwise /404.html.
 *   https://docs.netlify.com/manage/routing/redirects/overview/ (rules, shadowing, custom 404 pages);
 *   host behaviour measured in https://github.com/slorber/trailing-slash-guide (Netlify rows).
 * - Cloudflare Workers static assets: `html_handling` ('auto-trailing-slash', the default, and
 *   'drop-trailing-slash', what wrangler.jsonc sets) and `not_found_handling: "404-page"` (the nearest
 *   404.html up the path's folders).
 *   https://developers.cloudflare.com/workers/static-assets/routing/advanced/html-handling/
 *   https://developers.cloudflare.com/workers/static-assets/routing/static-site-generation/
 * - S3 website endpoints behind CloudFront: the viewer-request function deploy/cloudfront-function.js (run
 *   here as it is), then the bucket's index document (index.html) and error document; one bucket per
 *   language, its error document that language's 404 page, behind the cache behaviour `/<lang>/*`.
 *   https://docs.aws.amazon.com/AmazonS3/latest/userguide/IndexDocumentSupport.html
 *   https://docs.aws.amazon.com/AmazonS3/latest/userguide/CustomErrorDocSupport.html
 */
type Answer = { status: 200 | 404; file: string } | { status: 301 | 302 | 307 | 308; location: string };

const isFile = (path: string) => {
  const file = join(distDir, path);
  return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
};
const ok = (path: string): Answer => ({ status: 200, file: path.replace(/^\//, '') });
const moved = (status: 301 | 302 | 307 | 308, location: string): Answer => ({ status, location });

// --- Netlify ---------------------------------------------------------------------------------------------

interface NetlifyRule {
  from: string;
  to: string;
  status: number;
}

const netlifyRules: NetlifyRule[] = [...readFileSync('netlify.toml', 'utf8').matchAll(/\[\[redirects\]\]([^[]*)/g)].map(([, block]) => ({
  from: /from = "([^"]+)"/.exec(block!)![1]!,
  to: /to = "([^"]+)"/.exec(block!)![1]!,
  status: Number(/status = (\d+)/.exec(block!)![1]),
}));

function netlify(path: string): Answer {
  if (path === '/') return ok('index.html');
  if (path.endsWith('/')) {
    const base = path.replace(/\/+$/, '');
    if (isFile(`${base}.html`)) return moved(301, base);
    if (isFile(`${path}index.html`)) return ok(`${path}index.html`);
  } else {
    if (isFile(path)) return ok(path);
    if (isFile(`${path}.html`)) return ok(`${path}.html`);
    if (isFile(`${path}/index.html`)) return moved(301, `${path}/`);
  }
  const rule = netlifyRules.find(({ from }) => (from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) : path === from));
  if (rule && rule.status === 404) return { status: 404, file: rule.to.replace(/^\//, '') };
  return { status: 404, file: '404.html' };
}

// --- Cloudflare Workers static assets --------------------------------------------------------------------

type HtmlHandling = 'auto-trailing-slash' | 'drop-trailing-slash';

const wrangler = JSON.parse(
  readFileSync('wrangler.jsonc', 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1'),
) as { assets: { directory: string; html_handling: HtmlHandling; not_found_handling: string } };

function cloudflareNotFound(path: string): Answer {
  const folders = path.split('/').filter(Boolean);
  for (let depth = folders.length; depth >= 0; depth--) {
    const page = [...folders.slice(0, depth), '404.html'].join('/');
    if (isFile(page)) return { status: 404, file: page };
  }
  return { status: 404, file: '' };
}

function cloudflare(path: string, handling: HtmlHandling): Answer {
  if (path === '/') return ok('index.html');
  const page = /^(.*?)(\/index)?\.html$/.exec(path);
  if (page && isFile(path)) {
    const target = page[2] ? `${page[1]}${handling === 'auto-trailing-slash' ? '/' : ''}` : page[1]!;
    return moved(307, target || '/');
  }
  if (path.endsWith('/')) {
    const base = path.replace(/\/+$/, '');
    if (handling === 'auto-trailing-slash' && isFile(`${base}/index.html`)) return ok(`${base}/index.html`);
    if (isFile(`${base}.html`) || isFile(`${base}/index.html`)) return moved(307, base);
    return cloudflareNotFound(path);
  }
  if (isFile(path)) return ok(path);
  if (isFile(`${path}.html`)) return ok(`${path}.html`);
  if (isFile(`${path}/index.html`)) return handling === 'auto-trailing-slash' ? moved(307, `${path}/`) : ok(`${path}/index.html`);
  return cloudflareNotFound(path);
}

// --- S3 website endpoints behind CloudFront ------------------------------------------------------------

type CloudFrontResult = { uri: string } | { statusCode: number; headers: { location: { value: string } } };
// Run as CloudFront runs it: a script of its own, whose `handler` is called with the viewer's request.
const cloudfrontFunction = runInNewContext(`${readFileSync('deploy/cloudfront-function.js', 'utf8')}; handler`) as (event: {
  request: { uri: string };
}) => CloudFrontResult;

function s3(path: string): Answer {
  const result = cloudfrontFunction({ request: { uri: path } });
  if ('statusCode' in result) return moved(result.statusCode as 301, result.headers.location.value);
  // The cache behaviour `/<lang>/*` sends a language's paths to its bucket, whose error document is its 404.
  const lang = locales.find((l) => l !== defaultLang && path.startsWith(`/${l}/`));
  const errorDocument = lang ? `${lang}/404.html` : '404.html';
  const key = result.uri.endsWith('/') ? `${result.uri}index.html` : result.uri;
  if (isFile(key)) return ok(key);
  if (isFile(`${key}/index.html`)) return moved(302, `${result.uri}/`);
  return { status: 404, file: errorDocument };
}

// --- The checks ------------------------------------------------------------------------------------------

const hosts: [string, (path: string) => Answer][] = [
  ['Netlify', netlify],
  ['Cloudflare, html_handling as wrangler.jsonc sets it', (path) => cloudflare(path, wrangler.assets.html_handling)],
  ['Cloudflare, html_handling auto-trailing-slash (the default)', (path) => cloudflare(path, 'auto-trailing-slash')],
  ['S3 website endpoints behind CloudFront', s3],
];

const sitemapPaths = [...readFileSync(join(distDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
const langOfFile = (file: string) => /<html lang="([a-z]+)"/.exec(readFileSync(join(distDir, file), 'utf8'))?.[1];
const missingPaths = locales.flatMap((lang) => [localizePath(lang, '/no-such-page'), localizePath(lang, '/articles/no-such-guide')]);

it('the Cloudflare configuration is the one the checks follow', () => {
  expect(wrangler.assets).toEqual({ directory: './dist', html_handling: 'drop-trailing-slash', not_found_handling: '404-page' });
});

describe.each(hosts)('%s', (_host, resolve) => {
  it('answers every URL of the sitemap with 200 and no redirect, with the page the Node server sends', () => {
    expect(sitemapPaths.length).toBeGreaterThan(20);
    for (const path of sitemapPaths) {
      const answer = resolve(path);
      expect(answer, path).toEqual(ok(builtFile(path)!.slice(distDir.length + 1)));
      if ('file' in answer) expect(langOfFile(answer.file), path).toBe(langOfUrl(path));
    }
  });

  it.each(missingPaths)('answers %s with 404 and the not-found page of its language', (path) => {
    const answer = resolve(path);
    expect(answer.status).toBe(404);
    expect('file' in answer && langOfFile(answer.file)).toBe(langOfUrl(path) satisfies Lang);
  });

  it('sends a URL with a trailing slash to the URL without one, never to another host', () => {
    expect(resolve('/en/about/')).toMatchObject({ location: '/en/about' });
    const hostile = resolve('//evil.example/');
    expect('location' in hostile ? hostile.location : '/').toMatch(/^\/(?![/\\])/);
  });
});

describe('what is uploaded where the host compresses by itself', () => {
  const built = filesUnderSync(distDir).map((file) => file.slice(distDir.length + 1));
  const precompressed = built.filter((file) => /\.(br|gz)$/.test(file));

  it('Cloudflare: dist/.assetsignore leaves out every .br and .gz copy and the Caddy snippet, and nothing else', () => {
    const patterns = readFileSync(join(distDir, '.assetsignore'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const ignored = (file: string) =>
      patterns.some((pattern) => (pattern.startsWith('*') ? file.endsWith(pattern.slice(1)) : file.split('/').pop() === pattern));
    expect(precompressed.length).toBeGreaterThan(0);
    for (const file of built) expect(ignored(file), file).toBe(precompressed.includes(file) || file === '.headers.caddy');
  });

  it('Netlify: the build writes none (PRECOMPRESS=false), and the command deletes the Caddy snippet', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(/\[build\.environment\][^[]*\n\s*PRECOMPRESS = "false"/.test(toml)).toBe(true);
    expect(/command = "(.*)"/.exec(toml)![1]).toBe('npm run build && rm -f dist/.headers.caddy');
  });
});
