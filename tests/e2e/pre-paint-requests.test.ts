import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { useBrowser } from '../support/browser.ts';
import { sitePages } from '../support/pages.ts';

/**
 * Until its largest paint a page asks for nothing but itself and its own content images (the home pages'
 * hero, which is usually that paint; the first text may paint just before it, the image already on its way). Lighthouse's simulation puts every request that started before the largest paint on
 * the path to it, each costing round trips on a slow phone network: a stylesheet, a module script, a
 * modulepreload, a page's script fetching anything, or the service worker's registration coming back
 * before the paint would fail here. So would the icon or the manifest, which Chromium asks for by itself
 * around the load event: the icon is in the page, and the manifest is linked after the paint. (How much
 * later than bare HTML a page paints is measured by `npm run bench`.)
 */
const browser = useBrowser();

describe('nothing requested before the largest paint', () => {
  for (const { url } of sitePages) {
    it(url, async () => {
      const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(url, { waitUntil: 'load' });
      const lcp = await page.evaluate(
        () =>
          new Promise<{ at: number; url: string }>((resolve) => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              // The first candidate: the page's content as it first paints. On a starved machine the browser
              // may report a later candidate after the islands' scripts were requested (the directive then
              // waits a bounded time, see the hydration test); that race is not what this test is about.
              const first = list.getEntries()[0] as PerformanceEntry & { url: string };
              resolve({ at: performance.timeOrigin + first.startTime, url: first.url });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const document = new URL(url, page.url()).href;
      const contentImages = new Set(await page.$$eval('img', (images) => images.map((img) => img.currentSrc || img.src)));
      const before = requests
        .filter((r) => r.timing().startTime > 0 && r.timing().startTime < lcp.at)
        .map((r) => r.url())
        .filter((u) => u !== page.url() && u !== document && u !== lcp.url && !contentImages.has(u) && !u.startsWith('data:'));
      expect(before, `requested before the largest paint (${lcp.url || 'text'})`).toEqual([]);
      await page.context().close();
    });
  }
});
