import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';

/**
 * A page is first painted with the whole of its main content, not as a header alone nor as its first lines: on a
 * slow connection the visitor's first sight of a guide is its title and first lines, and the page is then ready to
 * answer a tap rather than laying out the rest of the article. Here the page's document arrives in two parts, as over
 * a slow network: everything before the footer (the header and all of `<main>`) at once, the rest only when the test
 * lets it through. The other files come from the real server. A phone's, as a slow connection is.
 */
test.describe('the first paint on a slow network', { tag: '@phone' }, () => {
  let server: Server;
  let origin: string;
  let letTheRestThrough: () => void;
  /** The last element with an id in the first part: once it is in the document, the first part has been parsed. */
  let lastIdSent = '';

  /** The page's document in two parts; anything else as the real server sends it. */
  async function relay(upstreamBase: string, request: IncomingMessage, response: ServerResponse) {
    const upstream = await fetch(new URL(request.url!, upstreamBase), { headers: { 'accept-encoding': 'identity' } });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (request.headers['sec-fetch-dest'] !== 'document' || !type.startsWith('text/html')) {
      response.writeHead(upstream.status, { 'content-type': type });
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const split = html.indexOf('<footer');
    response.writeHead(upstream.status, { 'content-type': type });
    lastIdSent = [...html.slice(0, split).matchAll(/ id="([^"]+)"/g)].at(-1)![1]!;
    response.write(html.slice(0, split));
    await new Promise<void>((resolve) => (letTheRestThrough = resolve));
    response.end(html.slice(split));
  }

  test.beforeAll(async ({ baseURL }) => {
    server = createServer((request, response) => void relay(baseURL!, request, response));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });

  const paints = (page: Page) => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));

  for (const path of ['/articles/compensation-calculation', '/en/about'])
    test(`the first paint of ${path} waits for all of the main content`, async ({ page }) => {
      lastIdSent = '';
      const arrived = page.goto(origin + path, { waitUntil: 'load' });
      // The header and the main content have been parsed, and the network has nothing more to give.
      // Polled on a timer: while the first paint is held back, animation frames do not run.
      await expect.poll(() => lastIdSent).toBeTruthy();
      await page.waitForFunction((id) => document.getElementById(id) !== null, lastIdSent, { polling: 50 });
      // Nothing announces a paint that does not happen: a second in which one would have come.
      await page.waitForTimeout(1000);
      expect(await paints(page)).toEqual([]);

      letTheRestThrough();
      await arrived;
      await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, undefined, { polling: 50 });
      expect((await page.locator('main h1').boundingBox())?.height).toBeGreaterThan(0);
      expect(await paints(page)).toContain('first-contentful-paint');
    });
});
