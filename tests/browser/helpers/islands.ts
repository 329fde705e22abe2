import type { Page } from '@playwright/test';

/**
 * The visitor's first move, for islands that wait for one (`client:interaction`): a Shift key, which moves
 * neither focus nor the page, so a test's own first Tab or tap still starts where the visitor's would.
 */
export async function firstMove(page: Page) {
  await page.keyboard.press('Shift');
}

/**
 * Waits until the island holding `selector` has hydrated and React handles its events. Only an island that
 * hydrates when visible (`client:visible`) is scrolled to first, as a visitor would scroll to it: a closed
 * drawer's island cannot be scrolled into view, and needs no scrolling to hydrate.
 */
export async function islandReady(page: Page, selector: string) {
  const target = page.locator(selector).first();
  const client = await target.evaluate((el) => el.closest('astro-island')?.getAttribute('client'));
  if (client === 'visible') await target.scrollIntoViewIfNeeded();
  if (client === 'interaction') await firstMove(page);
  // Astro removes `ssr` once it has asked React to hydrate, which React does in a transition a moment later: only
  // when React's props sit on the element are its handlers attached, and a key or click no longer lost.
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    const island = el?.closest('astro-island');
    return !!island && !island.hasAttribute('ssr') && Object.keys(el!).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/**
 * Waits until every island of the page a visitor could use has hydrated: those that hydrate by themselves
 * (`client:media` where the query matches this viewport), those that wait for a first move (given one), and
 * those that wait to be visible, each scrolled into view in turn; the page is then scrolled back to the top.
 */
export async function pageHydrated(page: Page) {
  await firstMove(page);
  // The island element itself, not its first child: it has no box of its own (display: contents), and an island
  // may replace its server-rendered child as it hydrates (the what-happened path swaps its form for a question).
  // A page's own islands that hydrate on the first move (the path, the letter) are scrolled through too, as a
  // visitor using them would: what they hold is then laid out (`.when-seen`), as axe's geometry needs.
  const scrolled = page.locator('astro-island[client="visible"], main astro-island[client="interaction"]');
  for (const island of await scrolled.all()) {
    const handle = await island.elementHandle();
    await handle.evaluate((el) => el.firstElementChild?.scrollIntoView({ block: 'nearest' }));
    await page.waitForFunction((el) => !el.hasAttribute('ssr'), handle);
  }
  if ((await scrolled.count()) > 0) await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((island) => {
      const client = island.getAttribute('client');
      const media = client === 'media' ? (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value : undefined;
      const applies = typeof media !== 'string' || matchMedia(media).matches;
      return !applies || !island.hasAttribute('ssr');
    }),
  );
}
