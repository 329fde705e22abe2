import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { waitForIsland } from '../support/browser.ts';
import { CONNECTION_LIMITS, serverOptions } from '../../server/edges.ts';
import { FUNCTION_PATH, validMessage } from './support/app.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';

/**
 * The production kit's front: Debian's Caddy with deploy/Caddyfile (its defaults replaced through the
 * environment, as the file allows) in front of the real server (`node server/server.ts`) and a real SMTP
 * peer as the firm's inbox. Pages, not-found pages, the plain form and the JavaScript form in Chromium all go
 * through Caddy, and every answer Caddy serves itself carries the server's security headers.
 */
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const dist = resolve('dist');

let caddy: ChildProcess | undefined;
let caddyHome = '';
let server: RunningServer;
let inbox: MailPeer;
let url = '';
let caddyOutput = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

async function untilAnswering(target: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(target, { redirect: 'manual' });
      return;
    } catch (error) {
      if (Date.now() > deadline || caddy?.exitCode !== null) throw new Error(`Caddy did not start:\n${caddyOutput}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe.skipIf(!existsSync(CADDY))('Caddy in front of the server (deploy/Caddyfile)', () => {
  beforeAll(async () => {
    if (!existsSync(join(dist, '.build-complete'))) throw new Error('no build in dist/: run `npm run build` first');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    inbox = await startMailPeer();
    server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_TO: 'office@example.gr',
      ALLOWED_ORIGINS: url,
      RATE_LIMIT_MAX: '100',
    });
    caddyHome = mkdtempSync(join(tmpdir(), 'caddy-home-'));
    caddy = spawn(CADDY, ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: caddyHome,
        XDG_DATA_HOME: join(caddyHome, 'data'),
        XDG_CONFIG_HOME: join(caddyHome, 'config'),
        SITE_ADDRESS: url,
        SITE_ROOT: dist,
        NODE_UPSTREAM: new URL(server.url).host,
        CADDY_ADMIN: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
    caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
    await untilAnswering(url);
  });

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy!.once('exit', r));
      caddy.kill('SIGTERM');
      await exited;
    }
    await server?.stop();
    await inbox?.close();
    if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { redirect: 'manual', headers });
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

  it('cuts a client that sends its headers too slowly, as the server behind it would (10 s)', async () => {
    const { hostname, port } = new URL(url);
    // Seconds until Caddy closed the connection, or null if it was still open after 30 s.
    const closedAfter = await new Promise<number | null>((resolve) => {
      const started = Date.now();
      const socket = connect(Number(port), hostname, () => socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`));
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 2000);
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(null);
      }, 30_000);
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(timer);
        resolve((Date.now() - started) / 1000);
      });
    });
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(15);
  });

  it('lets the server refuse a slow body first: its read_body outlasts the longest the server takes to answer 408', () => {
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    const seconds = (name: string) => Number(new RegExp(`^\\s*${name} (\\d+)s$`, 'm').exec(caddyfile)?.[1]) * 1000;
    const { headersTimeout, requestTimeout } = CONNECTION_LIMITS;
    const { connectionsCheckingInterval } = serverOptions(CONNECTION_LIMITS);
    expect(seconds('read_header')).toBeLessThanOrEqual(headersTimeout);
    expect(seconds('read_body')).toBeGreaterThan(seconds('read_header') + requestTimeout + connectionsCheckingInterval);
    expect(seconds('write')).toBeGreaterThan(seconds('read_body'));
  });

  it('answers a body that never arrives with the server’s 408 and its headers, never an empty 200', async () => {
    const { hostname, port } = new URL(url);
    // A plain form post that promises 200 bytes and sends a few, one more every 5 s.
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\nAccept: text/html\r\n` +
            'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nname=Ana&email=a',
        ),
      );
      const drip = setInterval(() => socket.writable && socket.write('a'), 5000);
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        resolve(received);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const head = answer.slice(0, answer.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toContain('\r\ncontent-security-policy: ');
    expect(head).toContain('\r\nx-content-type-options: nosniff');
    expect(answer.endsWith('\r\n\r\nRequest Timeout')).toBe(true);
  }, 90_000);

  it('passes the health check to the server', async () => {
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
  });

  it('the form without JavaScript: a plain POST through Caddy is stored, answered 303 to the sent page, and e-mailed', async () => {
    const before = inbox.messages.length;
    const message = 'Sent without JavaScript, through Caddy.';
    const answer = await fetch(url + FUNCTION_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, accept: 'text/html' },
      body: new URLSearchParams({ ...validMessage, message, language: 'en', website: '' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/en/contact/sent');
    const sent = await get('/en/contact/sent');
    expect(sent.status).toBe(200);
    const [mail] = (await inbox.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain(message);
  });

  describe('the form with JavaScript, in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch(chromiumLaunchOptions());
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('sends through Caddy: the success toast, and the e-mail in the inbox', async () => {
      const context = await browser.newContext({ baseURL: url });
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (m) => m.text().includes('Content Security Policy') && blocked.push(m.text()));
      const response = await page.goto('/en/contact');
      expect(response!.status()).toBe(200);
      await waitForIsland(page, 'form');
      const before = inbox.messages.length;
      const message = 'Sent from the browser, through Caddy.';
      await page.getByLabel('Full name', { exact: true }).fill('Ana Papa');
      await page.getByLabel('Email', { exact: true }).fill('ana@example.gr');
      await page.getByLabel('Phone', { exact: true }).fill('+30 690 000 0000');
      await page.getByLabel('Message', { exact: true }).fill(message);
      await page.locator('form button[type="submit"]').click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Your message was sent successfully!' }).count(), { timeout: 15_000 })
        .toBe(1);
      const [mail] = (await inbox.waitFor(before + 1)).slice(before);
      expect(mail!.text).toContain(message);
      expect(blocked).toEqual([]);
      await context.close();
    });
  });
});
