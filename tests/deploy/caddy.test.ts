import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caddyAddress, hasCaddy, startCaddy, type RunningCaddy } from '../support/caddy.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { CONNECTION_LIMITS, serverOptions, type ConnectionLimits } from '../../server/edges.ts';
import { FUNCTION_PATH, postPlainForm, startApp, type TestApp } from '../server/support/app.ts';
import { DEFAULT_ANON_KEY } from '../../src/lib/contact/settings-schema.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';

/**
 * The production kit's front: Debian's Caddy with deploy/Caddyfile (its defaults replaced through the
 * environment, as the file allows) in front of the real server (`node server/server.ts`) and a real SMTP
 * peer as the firm's inbox. Pages, not-found pages and the plain form go through Caddy, and every answer Caddy
 * serves itself carries the server's security headers; slow clients are cut as the server would cut them.
 * The JavaScript form through Caddy is a browser test (tests/browser/caddy.spec.ts).
 */
const dist = resolve('dist');

let server: RunningServer;
let inbox: MailPeer;
let caddy: RunningCaddy;
let url = '';

describe.skipIf(!hasCaddy)('Caddy in front of the server (deploy/Caddyfile)', () => {
  beforeAll(async () => {
    if (!existsSync(join(dist, '.build-complete'))) throw new Error('no build in dist/: run `npm run build` first');
    url = await caddyAddress();
    inbox = await startMailPeer();
    server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_TO: 'office@example.gr',
      ALLOWED_ORIGINS: url,
      RATE_LIMIT_MAX: '100',
      REQUEST_LIMIT_MAX: '10000',
    });
    caddy = await startCaddy(url, new URL(server.url).host);
  });

  afterAll(async () => {
    await caddy?.stop();
    await server?.stop();
    await inbox?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { redirect: 'manual', headers });
  /** A request to Caddy from another local address than 127.0.0.1, as from elsewhere. */
  const fromAddress = (localAddress: string, path: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const request = httpRequest(`${url}${path}`, { method, localAddress }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });
  const sitemapPaths = () =>
    [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

  /** The CSP's directives, with script-src's hashes apart: Caddy allows every page's, the server each page's own. */
  const csp = (value: string | null) => {
    const directives = new Map((value ?? '').split('; ').map((d) => [d.split(' ')[0]!, d] as const));
    const scripts = new Set(directives.get('script-src')?.split(' ').slice(1));
    directives.delete('script-src');
    return { directives: Object.fromEntries(directives), scripts };
  };
  const SECURITY = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'x-frame-options',
  ];

  /** The answer carries the server's security headers for the same path. */
  async function expectServersHeaders(path: string, answer: Response) {
    const fromNode = await fetch(server.url + path, { redirect: 'manual' });
    for (const name of SECURITY) expect(answer.headers.get(name), `${name} of ${path}`).toBe(fromNode.headers.get(name));
    const [ours, node] = [csp(answer.headers.get('content-security-policy')), csp(fromNode.headers.get('content-security-policy'))];
    expect(ours.directives, `CSP of ${path}`).toEqual(node.directives);
    for (const hash of node.scripts) expect(ours.scripts, `script-src of ${path}`).toContain(hash);
  }

  it('serves every page of the sitemap, in its language, with 200, compressed, and the security headers', async () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/en/about');
    for (const path of paths) {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-encoding'), path).toBe('br');
      expect(langOf(await answer.text()), path).toBe(path === '/en' || path.startsWith('/en/') ? 'en' : 'el');
      await expectServersHeaders(path, answer);
    }
  });

  it.each([
    ['/en/no-such-page', 'en'],
    ['/en/articles/no-such-guide', 'en'],
    ['/no-such-page', 'el'],
    ['/404', 'el'],
    ['/_headers', 'el'],
    ['/.headers.caddy', 'el'],
  ])('%s: not found, in %s, never cached, with the security headers', async (path, lang) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(langOf(await answer.text())).toBe(lang);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    await expectServersHeaders('/no-such-page', answer);
  });

  it.each([
    ['/en/about/', '/en/about'],
    ['/en/about.html', '/en/about'],
    ['/index.html', '/'],
    ['//evil.example/', null],
  ])('%s: one URL per page, and no redirect elsewhere', async (path, location) => {
    const answer = await get(path);
    if (location === null) expect(answer.headers.get('location')).toBeNull();
    else {
      expect(answer.status).toBe(301);
      expect(new URL(answer.headers.get('location')!, url).pathname).toBe(location);
    }
  });

  it.each([
    ['/deadlines/?accident=2026-11-02&received=x', '/deadlines?accident=2026-11-02&received=x'],
    ['/deadlines.html?accident=2026-11-02', '/deadlines?accident=2026-11-02'],
    ['/en/deadlines/?accident=2026-11-02&received=2026-11-20', '/en/deadlines?accident=2026-11-02&received=2026-11-20'],
    ['/en/deadlines/index.html?accident=2026-11-02', '/en/deadlines?accident=2026-11-02'],
    ['/index.html?utm_source=x', '/?utm_source=x'],
    ['/deadlines/?a=%0d%0aSet-Cookie:%20x', '/deadlines?a=%0d%0aSet-Cookie:%20x'],
  ])('%s: the redirect keeps the query, as the server does (a shared link keeps its dates)', async (path, location) => {
    const [answer, fromNode] = await Promise.all([get(path), fetch(server.url + path, { redirect: 'manual' })]);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(location);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(fromNode.status).toBe(301);
    expect(new URL(fromNode.headers.get('location')!, url).search).toBe(new URL(location, url).search);
  });

  it.each([
    ['/%00', 'el'],
    ['/about%00', 'el'],
    ['/en/%00x', 'en'],
    ['/_astro/%00', 'el'],
    ['/index.html.br%00', 'el'],
    ['/%ff%fe', 'el'],
    ['/en/%c0%af', 'en'],
    [`/${'a'.repeat(300)}`, 'el'],
    [`/en${`/${'a'.repeat(250)}`.repeat(20)}`, 'en'],
  ])('%s: a path no file can have is not found (404 in its language), never a 500', async (path, lang) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(langOf(await answer.text())).toBe(lang);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const fromNode = await fetch(server.url + path, { redirect: 'manual' });
    expect(fromNode.status).toBeGreaterThanOrEqual(400);
    expect(fromNode.status).toBeLessThan(500);
  });

  it.each([' 5', '0x5', '-5', '+5', '9'.repeat(23), 'f'.repeat(18), 'zz'])(
    'a chunked post with the chunk size %j is refused with 400, as the server alone refuses it, never a 5xx',
    async (size) => {
      const { hostname, port } = new URL(url);
      const post = (host: string, portNumber: number) =>
        new Promise<string>((resolve) => {
          let received = '';
          const socket = connect(portNumber, host, () =>
            socket.write(
              // With the function's key, so that the server reads on into the body rather than refusing the key
              // first: without it, a 401 sent before Caddy had read the broken chunk line came through (1 run of 3).
              `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\napikey: ${DEFAULT_ANON_KEY}\r\n` +
                `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${size}\r\nhello\r\n0\r\n\r\n`,
            ),
          );
          socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
          socket.on('error', () => {});
          socket.on('close', () => resolve(received));
        });
      const node = new URL(server.url);
      const [throughCaddy, alone] = await Promise.all([post(hostname, Number(port)), post(node.hostname, Number(node.port))]);
      expect(alone).toMatch(/^HTTP\/1\.1 400 /);
      expect(throughCaddy).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      const head = throughCaddy.slice(0, throughCaddy.indexOf('\r\n\r\n')).toLowerCase();
      expect(head).toContain('\r\nx-content-type-options: nosniff');
      expect(head).toContain('\r\ncache-control: no-store');
    },
  );

  it.each([5_000, 70_000])(
    'a chunked post whose chunk-size line is %i bytes long is refused with 400, never a 502 (review of 1 December, P9)',
    async (length) => {
      const { hostname, port } = new URL(url);
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        const socket = connect(Number(port), hostname, () =>
          socket.write(
            `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\napikey: ${DEFAULT_ANON_KEY}\r\n` +
              `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5;${'a'.repeat(length - 2)}\r\nhello\r\n0\r\n\r\n`,
          ),
        );
        socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
        socket.on('error', () => {});
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase()).toContain('\r\nx-content-type-options: nosniff');
    },
  );

  it('a chunked post with good chunk sizes still reaches the server', async () => {
    const { hostname, port } = new URL(url);
    const body = JSON.stringify({ name: 'Ana', language: 'en' });
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\napikey: ${DEFAULT_ANON_KEY}\r\n` +
            `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => resolve(received));
    });
    // The server read it and refused its content: 422, the missing fields named.
    expect(answer).toMatch(/^HTTP\/1\.1 422 /);
    expect(answer).toContain('"code":"validation_failed"');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'FOO'])('a page answers %s with 405 and Allow: GET, HEAD, never the page', async (method) => {
    const answer = await fetch(`${url}/about`, { method, redirect: 'manual' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(await answer.text()).not.toContain('<html');
    expect((await fetch(`${url}/about`, { method: 'HEAD' })).status).toBe(200);
  });

  it.each(['/index.html.br', '/index.html.gz', '/en/about.html.br', '/404.html.gz'])(
    '%s: a compressed copy is not a file of its own (404)',
    async (path) => {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toContain('text/html');
    },
  );

  it.each(['identity', 'gzip', 'br'])('a page sent as %s says it varies with Accept-Encoding, once', async (encoding) => {
    const answer = await get('/en/about', { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('passes the health check to the server, from this machine', async () => {
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  it('keeps the health check from anyone else: the not-found page, no counts (review of 1 December, O5)', async () => {
    // Another address than HEALTH_FROM's (127.0.0.1 and ::1 by default): a visitor on the internet.
    const answer = await fromAddress('127.0.0.2', '/healthz');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<html lang="el"');
    expect(answer.body).not.toContain('"outbox"');
    expect(answer.body).not.toContain('"smtp"');
    // The contact function is public still.
    expect((await fromAddress('127.0.0.2', FUNCTION_PATH, 'OPTIONS')).status).toBe(204);
  });

  it.each(['/%5c', '/%5C', '/%5b', '/en/%5c', '/a%5cb/c', '/%2a', '/en%5c'])(
    '%s: not found, without an error in Caddy’s log (review of 1 December, O6)',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(langOf(await answer.text())).toBe(path.startsWith('/en/') ? 'en' : 'el');
      expect(caddy.output()).not.toContain('"level":"error"');
    },
  );

  it('the form without JavaScript: a plain POST through Caddy is stored, answered 303 to the sent page, and e-mailed', async () => {
    const before = inbox.messages.length;
    const message = 'Sent without JavaScript, through Caddy.';
    const answer = await postPlainForm(url, message);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/contact/sent');
    const sent = await get('/en/contact/sent');
    expect(sent.status).toBe(200);
    const [mail] = (await inbox.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain(message);
  });
});

/**
 * One client's flood through Caddy: the server's request ceiling answers it, before the body is read, and
 * Caddy relays that answer as it is. Caddy adds no body limit of its own (deploy/Caddyfile says why): a body
 * declared too large gets the server's 413 in the visitor's language, never a 502.
 */
describe.skipIf(!hasCaddy)('a flooding client through Caddy', () => {
  const CEILING = 4;
  let own: RunningServer;
  let front: RunningCaddy;
  let address = '';

  beforeAll(async () => {
    if (!existsSync(join(dist, '.build-complete'))) throw new Error('no build in dist/: run `npm run build` first');
    address = await caddyAddress();
    own = await startServer({ ALLOWED_ORIGINS: address, TRUST_PROXY: '127.0.0.1', REQUEST_LIMIT_MAX: String(CEILING) });
    front = await startCaddy(address, new URL(own.url).host);
  });
  afterAll(async () => {
    await front?.stop();
    await own?.stop();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(address + FUNCTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: 'public-anon-key', 'accept-language': 'en', ...headers },
      body,
    });

  it('gets the server’s 413 for a body declared over the limit, then its 429 past the ceiling, with Retry-After', async () => {
    const tooLarge = await post(JSON.stringify({ message: 'x'.repeat(60_000) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
    for (let i = 1; i < CEILING; i++) expect((await post('{')).status).toBe(400);
    const refused = await post('{');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers.get('content-security-policy')).not.toBeNull();
  });
});

/** The time limits written in deploy/Caddyfile, in milliseconds, by name (read_header, read_body, write). */
function caddyLimits() {
  const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
  const limit = (name: string) => Number(new RegExp(`^\\s*${name} \\{\\$CADDY_[A-Z_]+:(\\d+)s\\}$`, 'm').exec(caddyfile)?.[1]) * 1000;
  return { readHeader: limit('read_header'), readBody: limit('read_body'), write: limit('write') };
}

it('lets the server refuse a slow body first: Caddy’s read_body outlasts the longest the server takes to answer 408', () => {
  const { readHeader, readBody, write } = caddyLimits();
  const { headersTimeout, requestTimeout } = CONNECTION_LIMITS;
  const { connectionsCheckingInterval } = serverOptions(CONNECTION_LIMITS);
  expect(readHeader).toBeLessThanOrEqual(headersTimeout);
  expect(readBody).toBeGreaterThan(readHeader + requestTimeout + connectionsCheckingInterval);
  expect(write).toBeGreaterThan(readBody);
});

/**
 * The first whole HTTP/1.1 answer at the start of `received`, framed by its Content-Length or in chunks
 * (RFC 9112, 6.3): undefined until all of it has come.
 */
function firstAnswer(received: string): string | undefined {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = received.slice(0, end).toLowerCase();
  const length = /\r\ncontent-length: (\d+)/.exec(head);
  if (length) return received.length >= end + 4 + Number(length[1]) ? received.slice(0, end + 4 + Number(length[1])) : undefined;
  if (!head.includes('\r\ntransfer-encoding: chunked')) return undefined;
  const last = received.indexOf('\r\n0\r\n\r\n', end);
  return last < 0 ? undefined : received.slice(0, last + 7);
}

/** The body of a whole answer, without its chunk sizes if it came in chunks. */
function bodyOf(answer: string): string {
  const end = answer.indexOf('\r\n\r\n');
  let rest = answer.slice(end + 4);
  if (!answer.slice(0, end).toLowerCase().includes('\r\ntransfer-encoding: chunked')) return rest;
  let body = '';
  for (;;) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (!(size > 0)) return body;
    body += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/**
 * Slow clients through Caddy, with Caddy's limits and the server's at a fifth of their length (the same
 * proportions, so the same one gives up first): the real application in this process, since its limits
 * are not settings.
 */
describe.skipIf(!hasCaddy)('slow clients through Caddy, at a fifth of the limits', () => {
  const SCALE = 5;
  const caddyfile = caddyLimits();
  const seconds = (ms: number) => `${ms / SCALE / 1000}s`;
  const limits = Object.fromEntries(
    Object.entries(CONNECTION_LIMITS).map(([name, ms]) => [name, ms / SCALE]),
  ) as unknown as ConnectionLimits;
  let app: TestApp;
  let front: RunningCaddy;
  let address = '';

  beforeAll(async () => {
    address = await caddyAddress();
    app = await startApp({ ALLOWED_ORIGINS: address }, { limits });
    front = await startCaddy(address, new URL(app.url).host, {
      CADDY_READ_HEADER: seconds(caddyfile.readHeader),
      CADDY_READ_BODY: seconds(caddyfile.readBody),
      CADDY_WRITE: seconds(caddyfile.write),
    });
  });

  afterAll(async () => {
    await front?.stop();
    await app?.close();
  });

  it('cuts a client that sends its headers too slowly, as the server behind it would', async () => {
    const { hostname, port } = new URL(address);
    // Seconds until Caddy closed the connection, or null if it was still open well after the limit.
    const closedAfter = await new Promise<number | null>((resolve) => {
      const started = Date.now();
      const socket = connect(Number(port), hostname, () => socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`));
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), limits.headersTimeout / 5);
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(null);
      }, limits.headersTimeout * 3);
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(timer);
        resolve(Date.now() - started);
      });
    });
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(limits.headersTimeout * 1.5);
  });

  it('answers a body that never arrives with the server’s 408 and its headers, never an empty 200', async () => {
    const { hostname, port } = new URL(address);
    // A plain form post that promises 200 bytes and sends a few, one more every sixth of the server's limit, until
    // an answer comes: a byte sent after it would reach Caddy as the start of a second request, which it refuses.
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${address}\r\nAccept: text/html\r\n` +
            'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nname=Ana&email=a',
        ),
      );
      const drip = setInterval(() => socket.writable && socket.write('a'), limits.requestTimeout / 6);
      const done = (text: string) => {
        clearInterval(drip);
        socket.destroy();
        resolve(text);
      };
      socket.on('data', (chunk: Buffer) => {
        clearInterval(drip);
        received += chunk.toString();
        const whole = firstAnswer(received);
        if (whole !== undefined) done(whole);
      });
      socket.on('error', () => {});
      socket.on('close', () => done(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const head = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toContain('\r\ncontent-security-policy: ');
    expect(head).toContain('\r\nx-content-type-options: nosniff');
    expect(bodyOf(answer), answer).toBe('Request Timeout');
  });
});
