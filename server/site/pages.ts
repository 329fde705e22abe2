import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLang, splitPath } from '../../src/i18n/locales.ts';
import { serviceWorkerUrl } from '../../src/config/offline.ts';
import { inlineScriptHashes } from '../../src/lib/security-headers.ts';
import { trimTrailingSlashes } from '../../src/lib/trailing-slashes.ts';
import { plainText } from '../edges.ts';

/**
 * The built site, served from `distDir` by @fastify/static (its brotli and gzip copies, ETag and
 * conditional requests, HEAD). What is ours is the site's URL shape (build.format 'file': '/en/about' is
 * en/about.html, '/about/' and '/about.html' redirect to '/about'), which files are pages at all, the
 * caching of each kind of file, each page's script hashes for its CSP, and the not-found page of the
 * path's language. In production Caddy serves the pages (deploy/Caddyfile) by the same rules.
 */
// JavaScript's registered type (RFC 9239), which @fastify/send's table still gives as application/javascript.
send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);

export const sitePages = fp(async function sitePages(app: FastifyInstance, { distDir }: { distDir: string }) {
  const scriptHashes = pageScriptHashes();

  await app.register(fastifyStatic, {
    root: distDir,
    // Only the route below serves files: it alone knows which paths are pages.
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const file = path.replace(/\.(br|gz)$/, '');
      const urlPath = '/' + relative(distDir, file).split(sep).join('/');
      reply.header('cache-control', reply.statusCode >= 400 ? 'no-store' : cacheControlFor(urlPath));
      if (file.endsWith('.html')) reply.cspScriptHashes = scriptHashes(file);
    },
  });

  /** The built file a URL path names, relative to distDir, if it is one to answer with 200. '/about' => 'about.html'. */
  function fileFor(pathname: string): string | undefined {
    // '/about/' and '/about.html' are redirected to '/about' (one URL per page); the 404 and 500 pages never
    // answer 200; brotli and gzip copies are how a file is sent, not files of their own; dot files and the
    // static hosts' rules (_headers) are instructions, not pages.
    if (pathname.length > 1 && pathname.endsWith('/')) return undefined;
    if (/\.(html|br|gz)$/.test(pathname) || /^\/(?:[a-z]{2}\/)?(?:404|500)$/.test(pathname)) return undefined;
    if (/\/\.|\/\/|\\|\0/.test(pathname) || STATIC_HOST_FILES.has(pathname)) return undefined;
    if (pathname === '/') return 'index.html';
    for (const candidate of [`${pathname}.html`, pathname]) if (isFile(join(distDir, candidate))) return candidate.slice(1);
    return undefined;
  }

  /**
   * Where '/about/' (or '/about//', or the file's own name '/about.html') redirects: '/about', but only when
   * that is a page of the built site.
   * The target is therefore always a path of our own, whatever the request held: '//evil.example/',
   * '/%2F%2Fevil.example/', '/%5Cevil.example/' or a path with tabs or line breaks, which a browser would
   * read as another host, name no built page and are not found. Null when there is nothing to redirect to.
   */
  function canonicalPath(pathname: string): string | null {
    const withoutSlash = pathname.length > 1 && pathname.endsWith('/') ? trimTrailingSlashes(pathname) || '/' : null;
    const withoutHtml = /\.html$/.test(pathname) ? pathname.replace(/(?:\/index)?\.html$/, '') || '/' : null;
    const target = withoutSlash ?? withoutHtml;
    if (target === null) return null;
    return fileFor(target) ? target : null;
  }

  /** The 404 or 500 page, through @fastify/static (compressed as asked); never cached, never a 304 or a range. */
  function sendErrorPage(reply: FastifyReply, file: string, status: 404 | 500) {
    return reply.code(status).sendFile(file, { etag: false, lastModified: false, acceptRanges: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const { lang } = splitPath(pathOf(request.url) ?? '/');
    const page = [...(lang === defaultLang ? [] : [`${lang}/404.html`]), '404.html'].find((file) => isFile(join(distDir, file)));
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendErrorPage(reply, page, 404);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Fastify's own messages may quote the request (a content type, a path): the status text says enough.
    if (status < 500) return reply.code(status).type('text/plain; charset=utf-8').send(plainText(status));
    request.log.error({ err: error }, 'request failed');
    if (!isFile(join(distDir, '500.html')))
      return reply.code(500).type('text/plain; charset=utf-8').send('Unexpected Application Error!\nInternal Server Error');
    return sendErrorPage(reply, '500.html', 500);
  });

  // Fastify answers HEAD through this route too, with GET's headers.
  app.route({
    method: 'GET',
    url: '/*',
    handler(request, reply) {
      const pathname = pathOf(request.url);
      const target = pathname === null ? null : canonicalPath(pathname);
      if (target !== null) return reply.redirect(encodeURI(target) + queryOf(request.url), 301);
      const file = pathname === null ? undefined : fileFor(pathname);
      if (file !== undefined) return reply.sendFile(file);
      reply.callNotFound();
    },
  });

  // Pages and files are read, never posted to, as a static host (and deploy/Caddyfile) answers.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: (_request, reply) => reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send(plainText(405)),
  });
});

/** Files the build writes for static hosts (their headers rules): instructions to a host, never pages of this one. */
const STATIC_HOST_FILES = new Set(['/_headers', '/_redirects']);

/** Whether `path` is a file; a name the file system refuses (too long, say) names none. */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

function cacheControlFor(urlPath: string): string {
  // Astro fingerprints everything under /_astro/: a changed file gets a new name.
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // The browser checks these for a new deploy: they must always be revalidated, like the pages.
  if (urlPath.endsWith('.html') || urlPath === serviceWorkerUrl || urlPath.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * The hashes of a page's inline scripts, for its CSP, read from the file once per version of it (a new
 * build under a running server gets its own), since the page itself is streamed from disk.
 */
function pageScriptHashes() {
  const known = new Map<string, { version: string; hashes: string[] }>();
  return (file: string): string[] => {
    const stat = statSync(file);
    const version = `${stat.size}-${stat.mtimeMs}`;
    let entry = known.get(file);
    if (entry?.version !== version) {
      entry = { version, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) };
      known.set(file, entry);
    }
    return entry.hashes;
  };
}

/** URL path of a request, decoded; null if it cannot be decoded. '/a%20b?x=1' => '/a b'. */
function pathOf(url: string): string | null {
  const query = url.indexOf('?');
  const raw = query < 0 ? url : url.slice(0, query);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The query of a request URL, kept across a redirect only when it is plain printable ASCII. */
function queryOf(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 && /^\?[\x21-\x7e]*$/.test(url.slice(query)) ? url.slice(query) : '';
}
