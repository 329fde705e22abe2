import { expect, test } from './helpers/sites.ts';
import { expectNoViolations } from '../support/axe.ts';
import { sitePages } from '../support/pages.ts';
import { deskPaths } from './every-page/desk-pages.ts';

/**
 * Every page at 1280 px as Lighthouse's accessibility audit, or an auditor's axe, sees it: loaded and not
 * scrolled, so the blocks of a long page far from the screen are still held back from layout
 * (content-visibility, src/styles/guide.css). every-page.spec.ts runs axe over the page laid out whole, as a
 * reader who scrolled sees it; this is the other half, what a tool that does not scroll reports.
 *
 * A page already loaded at 1280 px elsewhere is checked in that load, before anything scrolls it: the desk's
 * pages in every-page.spec.ts (every-page/desk-pages.ts), every guide in reading.spec.ts. Here, the rest, each
 * a navigation in the worker's reading tab (as every-page.spec.ts does, and for the same reason: a context per
 * page costs a renderer and axe compiled again).
 */
const deskLoaded = (path: string) => path.startsWith('/articles/') || (deskPaths as readonly string[]).includes(path);

test.describe('axe on every page as loaded, not scrolled', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { url } of sitePages.filter(({ path }) => !deskLoaded(path))) {
    test(url, async ({ readingPage: page }) => {
      expect((await page.goto(url, { waitUntil: 'load' }))?.status()).toBe(200);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await expectNoViolations(page, url, { asLoaded: true });
    });
  }
});
