import type { Page } from '@playwright/test';

/**
 * Waits until every island of the page a visitor could use has hydrated: those that hydrate by themselves
 * (`client:idle`, or `client:media` where the query matches this viewport), and those that wait to be
 * visible, each scrolled into view in turn (the contact form among them); the page is then scrolled back to
 * the top. Checks made after this see the page as a visitor uses it, and a script that was blocked has failed by now.
 */
export async function settle(page: Page) {
  const visible = page.locator('astro-island[client="visible"] > :first-child');
  for (const island of await visible.all()) {
    await island.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => !el.parentElement!.hasAttribute('ssr'), await island.elementHandle());
  }
  if ((await visible.count()) > 0) await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((island) => {
      const client = island.getAttribute('client');
      const media = client === 'media' ? (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value : undefined;
      const applies = typeof media !== 'string' || matchMedia(media).matches;
      return !applies || !island.hasAttribute('ssr');
    }),
  );
  // Astro removes `ssr` when it asks React to hydrate, which React does a moment later: a form is ready when
  // React's props sit on it.
  if ((await page.locator('form').count()) > 0)
    await page.waitForFunction(() => Object.keys(document.querySelector('form')!).some((key) => key.startsWith('__reactProps$')));
}
