import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { localizePath, shot } from './support.ts';

const lang = (path: string) => (path.startsWith('/en/') ? 'en' : 'el');

/**
 * A 1280×900 screen zoomed to 200 % and 400 % (640×450 and 320×225 CSS px, WCAG 1.4.10): the header and the call
 * bar stay in the page instead of over it, so that the reader keeps the screen, and what has focus is never under
 * either (WCAG 2.4.11).
 */
const zooms = [
  { zoom: 200, viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 },
  { zoom: 400, viewport: { width: 320, height: 225 }, deviceScaleFactor: 4 },
];

/** The share of the screen the header and the call bar cover, as laid out now. */
function covered(page: Page) {
  return page.evaluate(() => {
    let area = 0;
    for (const bar of document.querySelectorAll('body > header, [data-callbar]')) {
      const r = bar.getBoundingClientRect();
      const width = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
      const height = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
      area += width * height;
    }
    return area / (innerWidth * innerHeight);
  });
}

for (const { zoom, viewport, deviceScaleFactor } of zooms)
  test.describe(`at ${zoom} % zoom`, { tag: '@desktop' }, () => {
    test.use({ viewport, deviceScaleFactor });

    for (const path of [localizePath('el', '/articles/car-accident-guide'), localizePath('en', '/articles/car-accident-guide')])
      test(`${path}: the header and the call bar scroll away, and a link with focus in mid-page is seen whole`, async ({ page }) => {
        await page.goto(path);
        await shot(page, `zoom-${zoom}-${lang(path)}-top`, { fullPage: false });
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 2));
        expect(await covered(page), 'share of the screen under the header and the call bar').toBe(0);
        // A link about halfway down, reached as a keyboard user reaches it: focus scrolls it into view.
        const link = page.locator('main a[href]').nth(Math.floor((await page.locator('main a[href]').count()) / 2));
        await link.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const seen = await link.evaluate((el) => {
          const r = el.getClientRects()[0]!;
          const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 8), r.top + r.height / 2);
          return el === document.activeElement && !!hit && (hit === el || el.contains(hit));
        });
        expect(seen, 'the focused link is on top where it is drawn').toBe(true);
        // Where the focused link is (shot() would scroll back to the top).
        if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/zoom-${zoom}-${lang(path)}-middle.png` });
      });
  });
