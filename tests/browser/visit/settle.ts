import type { Page } from '@playwright/test';
import { pageHydrated } from '../helpers/islands.ts';

/**
 * Waits until every island of the page a visitor could use has hydrated: those that hydrate by themselves
 * (`client:media` where the query matches this viewport), those that wait for a first move (given one), and
 * those that wait to be visible, each scrolled into view in turn (the contact form among them); the page is then scrolled back to
 * the top. Checks made after this see the page as a visitor uses it, and a script that was blocked has failed by now.
 */
export async function settle(page: Page) {
  await pageHydrated(page);
  // Astro removes `ssr` when it asks React to hydrate, which React does a moment later: a form is ready when
  // React's props sit on it.
  if ((await page.locator('main form').count()) > 0)
    await page.waitForFunction(() => Object.keys(document.querySelector('main form')!).some((key) => key.startsWith('__reactProps$')));
}
