import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, startApp, type TestApp } from './support/app.ts';
import { rawRequest, type RawResponse } from './support/raw-http.ts';

/**
 * The server at its edges, as an attacker or an odd client would reach it: request targets that try to
 * turn the trailing-slash redirect into an open redirect, Accept-Encoding with quality values,
 * conditional requests with lists and weak tags, and HEAD. Raw sockets, so every byte is what the test says.
 */
const script = 'console.log("the site\'s script");\n'.repeat(40);
const page = (title: string) => `<!doctype html><html lang="el"><title>${title}</title><h1>${title}</h1></html>`;

let server: TestApp;

beforeAll(async () => {
  server = await startApp(
    {},
    {
      files: {
        '/about.html': page('Γραφείο'),
        '/en.html': page('Home'),
        '/en/about.html': page('About'),
        '/en/about.html.gz': gzipSync(page('About')),
        '/404.html': page('Δεν βρέθηκε'),
        '/en/404.html': page('Not found'),
        '/_headers': '/*\n  X-Frame-Options: DENY\n',
        '/_astro/app.js': script,
        '/_astro/app.js.br': brotliCompressSync(script),
        '/_astro/app.js.gz': gzipSync(script),
      },
    },
  );
});
afterAll(async () => {
  await server?.close();
});

const get = (target: string | Buffer, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, target, { method, headers });

/** Where a browser on our site would go with this Location, or null when the answer has none. */
function browserTarget(response: RawResponse): URL | null {
  const location = response.headers.location;
  return location === undefined ? null : new URL(location, `${SITE_ORIGIN}/some/page`);
}

describe('no open redirect', () => {
  const long = 'a'.repeat(12_000);
  const hostile: (string | Buffer)[] = [
    '//evil.example/',
    '//evil.example',
    '//evil.example/about/',
    '///evil.example//',
    '/%2F%2Fevil.example/',
    '/%2f%2fevil.example/',
    '/%2F/evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/\\evil.example/',
    '/\\\\evil.example/',
    '/\\/evil.example/',
    '/%09/evil.example/',
    '/%0D%0A/evil.example/',
    '/%0a//evil.example/',
    '/about/%0d%0aLocation:%20https://evil.example/',
    '/%20//evil.example/',
    '/./evil.example/',
    '/.//evil.example/',
    '/../evil.example/',
    '/%2e%2e/%2e%2e/etc/passwd/',
    '/about/../../evil.example/',
    '/@evil.example/',
    '/https:/evil.example/',
    '/https:%2F%2Fevil.example/',
    'http://evil.example/about/',
    'https://evil.example//',
    `/${long}/`,
    `/${'/'.repeat(12_000)}x/`,
    `/${'/'.repeat(12_000)}`,
    '/%/',
    '/%zz/',
    '/%E0%A4%A/',
    '/%C0%AF%C0%AFevil.example/',
    '/Ελληνικά/',
    Buffer.from('/\u00e9vil/', 'latin1'),
    Buffer.from([0x2f, 0xce, 0xb5, 0x2f]),
    '/about/?next=//evil.example',
    '/en/?%0d%0aSet-Cookie:x=1',
  ];

  it.each(hostile.map((target) => [String(target).slice(0, 60), target] as const))(
    '%s: 400, 404 or a redirect to a path of our own',
    async (_label, target) => {
      const response = await get(target);
      expect(response.status, `status of ${String(target).slice(0, 60)}`).toBeLessThan(500);
      expect([301, 400, 404]).toContain(response.status);
      const goesTo = browserTarget(response);
      if (response.status === 301) {
        expect(goesTo?.origin).toBe(SITE_ORIGIN);
        expect(response.headers.location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      } else {
        expect(goesTo).toBeNull();
      }
    },
  );

  it('a path longer than the server reads is refused with a 4xx, not a crash', async () => {
    const response = await get(`/${'b'.repeat(20_000)}/`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it.each([
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/en/', '/en'],
    ['/en/about/', '/en/about'],
    ['//', '/'],
    ['/%61bout/', '/about'],
    ['/about/?utm_source=letter&x=1', '/about?utm_source=letter&x=1'],
  ])('the canonical redirect still works: %s => %s', async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('a trailing slash on a path that is no page is not found, in the language of the path', async () => {
    const greek = await get('/no-such-page/');
    expect(greek.status).toBe(404);
    expect(greek.body.toString()).toContain('Δεν βρέθηκε');
    const english = await get('/en/no-such-page/');
    expect(english.status).toBe(404);
    expect(english.body.toString()).toContain('Not found');
  });
});

describe('Accept-Encoding by its quality values', () => {
  const decode = (r: RawResponse) =>
    r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.body)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.body)
        : r.body;

  it.each([
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['gzip;q=0, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    // @fastify/static reads a bare `*` as gzip; any coding it holds is a right answer.
    ['*', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0, *;q=0', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('%s => %s', async (accept, encoding) => {
    const response = await get('/_astro/app.js', accept === null ? {} : { 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(response).toString()).toBe(script);
  });

  it('the not-found page honours them too', async () => {
    const response = await get('/missing', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('conditional requests', () => {
  let etag: string;
  beforeAll(async () => {
    etag = (await get('/about')).headers.etag!;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  });

  /** The tag in its other form, weak for a strong one and strong for a weak one: If-None-Match compares weakly. */
  const otherForm = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : `W/${tag}`);

  it.each([
    ['the tag itself', (tag: string) => tag],
    ['the other form of the tag (weak or strong)', otherForm],
    ['a list holding the tag', (tag: string) => `"old-version", ${tag}, "another"`],
    ['a list holding its other form', (tag: string) => `"old-version",${otherForm(tag)}`],
    ['*', () => '*'],
  ])('If-None-Match with %s answers 304 with no body', async (_label, ifNoneMatch) => {
    for (const method of ['GET', 'HEAD']) {
      const response = await get('/about', { 'If-None-Match': ifNoneMatch(etag) }, method);
      expect(response.status).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.body.length).toBe(0);
    }
  });

  it('If-None-Match with other tags answers 200 with the page', async () => {
    const response = await get('/about', { 'If-None-Match': '"old-version", W/"another"' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('Γραφείο');
  });
});

describe('HEAD', () => {
  const comparable = (headers: Record<string, string>) => {
    const { date: _date, connection: _connection, ...rest } = headers;
    return rest;
  };

  it.each([
    ['a page', '/about', {}],
    ['an asset, compressed', '/_astro/app.js', { 'Accept-Encoding': 'br' }],
    ['the not-found page', '/missing', { 'Accept-Encoding': 'gzip' }],
    ['a redirect', '/en/about/', {}],
    ['the health check', '/healthz', {}],
  ] as const)('%s: the same status and headers as GET, and no body', async (_label, path, headers) => {
    const [got, head] = [await get(path, headers), await get(path, headers, 'HEAD')];
    expect(head.status).toBe(got.status);
    expect(comparable(head.headers)).toEqual(comparable(got.headers));
    expect(head.body.length).toBe(0);
  });
});

describe('answers that echo nothing and carry the security headers', () => {
  const expectSecured = (response: RawResponse) => {
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options'])
      expect(response.headers[name], name).toBeTruthy();
  };

  it.each(['/%zz', '/%zz/', '/en/%E0%A4%A', '/%', '/about/%C0'])(
    'a path that cannot be decoded (%s): 400, nothing of the path',
    async (target) => {
      const response = await get(target);
      expect(response.status).toBe(400);
      expectSecured(response);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.toString()).toBe('Bad Request');
    },
  );

  it.each([
    ['a header name with a control character', { method: 'GET', headers: { 'X-Evil\u0001<script>': 'x' } }, 400],
    ['a method that is no token', { method: 'G<script>T', headers: {} }, 400],
    ['headers larger than the server reads', { method: 'GET', headers: { 'X-Evil': `<script>${'a'.repeat(20_000)}` } }, 431],
  ] as const)('%s: %i from the server itself, secured, nothing echoed', async (_label, options, status) => {
    const response = await rawRequest(server.url, '/about<script>', options);
    expect(response.status).toBe(status);
    expectSecured(response);
    expect(response.body.toString()).not.toMatch(/script|evil/i);
  });

  it.each(['/', '/functions/v1/send-contact-email'])(
    'an HTTP/1.1 request without Host (%s): 400 from the server, secured',
    async (target) => {
      const response = await rawRequest(server.url, target, { host: false });
      expect(response.status).toBe(400);
      expectSecured(response);
      expect(response.body.toString()).toBe('Bad Request');
    },
  );

  it("the static hosts' headers file is not a page of this server", async () => {
    for (const target of ['/_headers', '/_headers/', '/_redirects']) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString()).not.toContain('X-Frame-Options');
    }
  });

  it.each(['/_astro/app.js.br', '/_astro/app.js.gz', '/en/about.html.gz'])(
    '%s: a compressed copy is how a file is sent, not a file of its own (404)',
    async (target) => {
      const response = await get(target, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status).toBe(404);
      expect(response.body.toString()).toMatch(/Δεν βρέθηκε|Not found/);
    },
  );

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'a page answers %s with 405 and Allow: GET, HEAD, never the page',
    async (method) => {
      const response = await get('/about', {}, method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectSecured(response);
      expect(response.body.toString()).not.toContain('Γραφείο');
    },
  );

  it("a page's own file name redirects to its URL, and the error pages' are not found", async () => {
    for (const [target, location] of [
      ['/about.html', '/about'],
      ['/en/about.html', '/en/about'],
      ['/index.html', '/'],
      ['/en.html', '/en'],
    ]) {
      const response = await get(target!);
      expect(response.status, target).toBe(301);
      expect(response.headers.location).toBe(location);
    }
    for (const target of ['/404.html', '/en/404.html', '/en/404', '/404']) expect((await get(target)).status, target).toBe(404);
  });
});
