import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../src/lib/files-under.ts';
import { serverUrl } from './server-url.ts';

/**
 * What the real server sends: security headers on pages, assets, the 404 page and the contact function;
 * caching and revalidation; compression negotiation. (That no page reaches another origin is seen in a browser:
 * tests/browser/every-page.spec.ts.)
 * Raw node:http requests, so that Accept-Encoding is exactly what each test says.
 */
interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, serverUrl()), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const header = (r: Raw, name: string) => {
  const value = r.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** CSP as directive => sources. */
function parseCsp(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** The security headers every response must carry. */
function expectSecurityHeaders(r: Raw, what: string) {
  const csp = header(r, 'content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const directives = parseCsp(csp!);
  expect(directives.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives.get('form-action')?.[0], `${what}: form-action`).toBe("'self'");
  const scripts = directives.get('script-src') ?? directives.get('default-src')!;
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(
    scripts.every(
      (s) => s === "'self'" || s === "'wasm-unsafe-eval'" || /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(s) || /^'nonce-/.test(s),
    ),
    `${what}: script-src ${scripts.join(' ')}`,
  ).toBe(true);
  expect(directives.get('object-src') ?? directives.get('default-src'), `${what}: object-src`).not.toContain('*');

  const hsts = header(r, 'strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${what}: Strict-Transport-Security max-age`).toBeGreaterThanOrEqual(31536000);
  expect(header(r, 'x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(header(r, 'referrer-policy'), `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const permissions = header(r, 'permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${what}: Permissions-Policy denies ${feature}`).toMatch(new RegExp(`(^|,\\s*)${feature}=\\(\\)`));
  }
  expect(header(r, 'cross-origin-opener-policy'), `${what}: Cross-Origin-Opener-Policy`).toBe('same-origin');
}

/** The first two scripts of a page, as the server names them (its styles are inline: no stylesheet to fetch). */
async function assetsOf(path: string): Promise<string[]> {
  const html = (await raw(path)).body.toString('utf8');
  const scripts = [...html.matchAll(/\s(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const assets = [...new Set(scripts)].slice(0, 2);
  expect(assets, `${path} loads two scripts under /_astro/`).toHaveLength(2);
  return assets;
}

describe('security headers', () => {
  it('on a page, with a hash in script-src for every inline script of that page', async () => {
    for (const path of ['/', '/en/contact', '/articles/car-accident-guide', '/en/privacy', '/legal']) {
      const r = await raw(path);
      expect(r.status).toBe(200);
      expectSecurityHeaders(r, path);
      const scripts = parseCsp(header(r, 'content-security-policy')!).get('script-src')!;
      const html = r.body.toString('utf8');
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
        const hash = `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`;
        expect(scripts, `${path}: inline script ${match[1]!.slice(0, 50)}…`).toContain(hash);
      }
    }
  });

  it('on assets: scripts are cached for a year, immutable', async () => {
    for (const asset of await assetsOf('/')) {
      const r = await raw(asset);
      expect(r.status, asset).toBe(200);
      expectSecurityHeaders(r, asset);
      const cache = header(r, 'cache-control') ?? '';
      expect(cache, asset).toMatch(/\bimmutable\b/);
      expect(cache, asset).toMatch(/\bmax-age=31536000\b/);
      expect(header(r, 'content-type'), asset).toMatch(/^(text|application)\/javascript/);
    }
  });

  it('on HTML: no-cache with an ETag, and 304 on If-None-Match', async () => {
    for (const path of ['/', '/en/about']) {
      const first = await raw(path);
      expect(header(first, 'cache-control'), path).toMatch(/\bno-cache\b/);
      const etag = header(first, 'etag');
      expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await raw(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(header(again, 'etag')).toBe(etag);
      expectSecurityHeaders(again, `${path} (304)`);
      const changed = await raw(path, { headers: { 'If-None-Match': '"something-else"' } });
      expect(changed.status).toBe(200);
    }
  });

  it('on the not-found page, in both languages', async () => {
    for (const path of ['/no-such-page', '/en/no-such-page']) {
      const r = await raw(path);
      expect(r.status, path).toBe(404);
      expect(header(r, 'content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(r, path);
    }
  });

  it('on the contact function: the CORS preflight and a rejected POST', async () => {
    const origin = new URL(serverUrl()).origin;
    const preflight = await raw('/functions/v1/send-contact-email', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, authorization, apikey',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expectSecurityHeaders(preflight, 'OPTIONS function');

    const rejected = await raw('/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Authorization: 'Bearer public-anon-key', apikey: 'public-anon-key' },
      body: JSON.stringify({ name: '', email: 'not-an-address', phone: '1', message: '' }),
    });
    expect(rejected.status).toBeGreaterThanOrEqual(400);
    expect(rejected.status).toBeLessThan(500);
    expectSecurityHeaders(rejected, 'POST function (invalid body)');
  });
});

describe('compression', () => {
  const decode = (r: Raw) => {
    const encoding = header(r, 'content-encoding');
    if (encoding === 'br') return brotliDecompressSync(r.body);
    if (encoding === 'gzip') return gunzipSync(r.body);
    return r.body;
  };

  it('sends brotli when asked, gzip when only gzip is asked, identity otherwise, always with Vary: Accept-Encoding', async () => {
    for (const path of ['/', '/en/articles/compensation-calculation', ...(await assetsOf('/en'))]) {
      const identity = await raw(path);
      expect(header(identity, 'content-encoding'), `${path} without Accept-Encoding`).toBeUndefined();
      expect(header(identity, 'vary'), path).toMatch(/accept-encoding/i);

      const explicitIdentity = await raw(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(header(explicitIdentity, 'content-encoding'), `${path} with identity`).toBeUndefined();

      const br = await raw(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(header(br, 'content-encoding'), `${path} with br`).toBe('br');
      expect(header(br, 'vary'), path).toMatch(/accept-encoding/i);
      expect(br.body.length).toBeLessThan(identity.body.length);
      expect(decode(br).equals(identity.body), `${path}: brotli body decodes to the file`).toBe(true);

      const gzip = await raw(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(header(gzip, 'content-encoding'), `${path} with gzip`).toBe('gzip');
      expect(header(gzip, 'vary'), path).toMatch(/accept-encoding/i);
      expect(decode(gzip).equals(identity.body), `${path}: gzip body decodes to the file`).toBe(true);
    }
  });

  it('has every compressed copy in the build decode to the file beside it, however many builds its cache has seen', async () => {
    const copies = (await filesUnder('dist')).filter((file) => /\.(br|gz)$/.test(file));
    expect(copies.length).toBeGreaterThan(50);
    for (const copy of copies) {
      const file = copy.replace(/\.(br|gz)$/, '');
      expect(existsSync(file), copy).toBe(true);
      const decoded = copy.endsWith('.br') ? brotliDecompressSync(readFileSync(copy)) : gunzipSync(readFileSync(copy));
      expect(decoded.equals(readFileSync(file)), `${copy} decodes to ${file}`).toBe(true);
    }
  });
});
