import { expect, type Locator, type Page } from '@playwright/test';
import { localizePath, type Lang } from '../../src/i18n/locales.ts';
import { dictionaries, type UiKey } from '../../src/i18n/ui/index.ts';
import { typeset } from '../../src/lib/typography.ts';

/** A page's UI string as the page shows it (typeset, so with its no-break spaces). */
export const text = (lang: Lang, key: UiKey) => dictionaries[lang][key];

export { localizePath };

/**
 * That a locator shows these words (or, for a list of elements, each its own) as the page prints them: typeset
 * as the build typesets every text (no-break spaces after short words and in numbers with units), so a test
 * writes the words as an editor wrote them.
 */
export const expectText = (locator: Locator, words: string | readonly string[]) =>
  expect(locator).toHaveText(typeof words === 'string' ? typeset(words) : words.map(typeset));

/** Visible text with no-break spaces as plain ones, for comparing with what a person types. */
export const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

/** Waits until the service worker is active and its precache complete: from then on the site works offline. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated')
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
}

/**
 * The details of a test whose behaviour is the same at every width: it runs on the phone alone, and on both
 * projects only when screenshots are asked for (SHOTS_DIR), since the reviewer looks at both sizes.
 */
export const sameAtEveryWidth = { tag: process.env.SHOTS_DIR ? [] : ['@phone'] };

/**
 * The details of one of a set of such tests (a language each, a case each): the set takes turns, its first on the
 * phone, its next on the desk, so that each width still runs the set's kind of check, and each test runs once. The
 * runs of every test on both devices were a third of the browser lane's time and found nothing a width changes.
 */
export const oneWidthEach = (index: number) => ({
  tag: process.env.SHOTS_DIR ? [] : [index % 2 === 0 ? '@phone' : '@desktop'],
});

/** Where screenshots go when asked for (SHOTS_DIR=/tmp/shots npx playwright test): the reviewer looks at them. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // From the top, so that the sticky header sits where a visitor sees it, not where the test last scrolled.
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: options.fullPage ?? true });
}
