import { expect, test, type Page } from './helpers/sites.ts';
import { searchBundle } from '../../src/config/search.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { searchFilesIn } from '../../src/integrations/build-output/search-index.ts';
import { distDir } from '../support/built-site.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';
import { islandReady } from './helpers/islands.ts';
import { oneWidthEach, sameAtEveryWidth, shot, text } from './support.ts';

/**
 * The site's search, as a visitor uses it: in the header on a desk, in the menu's drawer on a phone, over the index
 * the build wrote (dist/pagefind/). A word finds its pages typed with or without its accents, in capitals, or a
 * Greek initialism in Latin letters; a result opens the page at its section; after one visit it works offline.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The search box of the page, hydrated, the drawer opened first on a phone. */
async function searchBox(page: Page, lang: Lang) {
  await islandReady(page, '[data-testid="site-search"] input');
  if (isPhone(page)) await page.locator('#menu-button').click();
  const box = page.getByRole('searchbox', { name: text(lang, 'search.label') });
  await expect(box).toBeVisible();
  return box;
}

/** Types `query` anew; returns the results' box once its count is shown. */
async function search(page: Page, lang: Lang, query: string) {
  const box = await searchBox(page, lang);
  await box.fill(query);
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('status')).toHaveText(/\d/, { timeout: 15_000 });
  return results;
}

/** The pages a search listed, by the path of their link. */
const resultPaths = (results: ReturnType<Page['getByTestId']>) =>
  results.locator('ol > li > a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

const cases: { lang: Lang; queries: string[]; finds: string }[] = [
  // «Επικουρικό» (the Auxiliary Fund) as written, without its accent, and in capitals.
  { lang: 'el', queries: ['επικουρικό', 'επικουρικο', 'ΕΠΙΚΟΥΡΙΚΟ'], finds: '/articles/uninsured-hit-run' },
  // The ambulance service: the guides write ΕΚΑΒ, a phone's keyboard left on Latin types EKAB.
  { lang: 'el', queries: ['ΕΚΑΒ', 'εκαβ', 'EKAB'], finds: '/articles/car-accident-guide' },
  { lang: 'en', queries: ['auxiliary fund', 'AUXILIARY FUND'], finds: '/en/articles/uninsured-hit-run' },
  // The English guides write the Greek initialisms in Greek letters.
  { lang: 'en', queries: ['EKAB', 'ΕΚΑΒ'], finds: '/en/articles/car-accident-guide' },
];

test.describe('search', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [i, { lang, queries, finds }] of cases.entries())
    test(`in ${lang}: ${queries.map((q) => `«${q}»`).join(', ')} each find ${finds}`, oneWidthEach(i), async ({ page }) => {
      await page.goto(localizePath(lang, '/about'));
      for (const query of queries) {
        const results = await search(page, lang, query);
        expect(await resultPaths(results), query).toContain(finds);
        // Once open on a phone the drawer stays open for the next query.
        if (isPhone(page)) await page.reload();
      }
    });

  for (const lang of ['el', 'en'] as const)
    test(
      `in ${lang}: a result opens its page at the section found, under the header`,
      oneWidthEach(locales.indexOf(lang)),
      async ({ page }) => {
        await page.goto(localizePath(lang, '/'));
        const results = await search(page, lang, lang === 'el' ? 'επικουρικο κεφαλαιο' : 'auxiliary fund');
        await shot(page, `search-${lang}-${isPhone(page) ? 375 : 1280}`, { fullPage: false });
        const section = results.locator('ol ul a').first();
        const href = await section.getAttribute('href');
        expect(href).toMatch(/#./);
        const title = (await section.textContent())!.trim();
        await section.click();
        const anchor = decodeURIComponent(new URL(href!, page.url()).hash.slice(1));
        await expect(page).toHaveURL(new RegExp(`${new URL(href!, page.url()).pathname}#`));
        const heading = page.locator(`[id="${anchor}"]`);
        await expect(heading).toHaveText(title);
        await expect(heading).toBeInViewport();
        // Not under the sticky header.
        const headerBottom = await page.locator('body > header').evaluate((h) => h.getBoundingClientRect().bottom);
        expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
      },
    );

  test('a rule of the register of the law is a section of its own', oneWidthEach(1), async ({ page }) => {
    await page.goto('/en/law');
    const results = await search(page, 'en', 'Auxiliary Fund');
    const rule = results.locator('ol > li').filter({ has: page.locator('a[href="/en/law"]') });
    await expect(rule.locator('ul a').first()).toHaveAttribute('href', /^\/en\/law#[a-z-]+-title$/);
  });

  test('a word found nowhere says so, with a link to the guides', sameAtEveryWidth, async ({ page }) => {
    await page.goto('/en');
    await (await searchBox(page, 'en')).fill('zzyzx');
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('status')).toHaveText(text('en', 'search.none').replace('{query}', 'zzyzx'), { timeout: 15_000 });
    await expect(results.getByRole('link', { name: text('en', 'search.allGuides') })).toHaveAttribute('href', '/en/articles');
  });

  test('nothing of the search is fetched before the box is focused', sameAtEveryWidth, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(searchBundle)) fetched.push(request.url());
    });
    await page.goto('/articles/car-accident-guide');
    await islandReady(page, '[data-testid="site-search"] input');
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await searchBox(page, 'el').then((box) => box.focus());
    await expect.poll(() => fetched.some((url) => url.endsWith('/wasm.el.pagefind'))).toBe(true);
    // The index of the page's language only.
    expect(fetched.filter((url) => /[/.]en[._]/.test(url))).toEqual([]);
  });
});

test.describe('search offline', () => {
  test.use({ serviceWorkers: 'allow' });
  let files: Awaited<ReturnType<typeof searchFilesIn>>;
  test.beforeAll(async () => {
    files = await searchFilesIn(distDir);
  });

  for (const lang of ['el', 'en'] as const)
    test(`in ${lang}: after one visit, search works without a network`, oneWidthEach(locales.indexOf(lang)), async ({ page, context }) => {
      await page.goto(localizePath(lang, '/contact'));
      await waitForServiceWorker(page);
      // The worker keeps the index of the page's language once the page has loaded: every file of it, and no other's.
      const kept = () =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith('search-'));
          return names.length ? (await (await caches.open(names[0]!)).keys()).map((r) => new URL(r.url).pathname).sort() : [];
        });
      await expect.poll(kept, { timeout: 30_000 }).toEqual([...files[lang]].sort());
      await context.setOffline(true);
      await page.goto(localizePath(lang, '/contact'), { waitUntil: 'domcontentloaded' });
      const results = await search(page, lang, lang === 'el' ? 'επικουρικο' : 'auxiliary fund');
      expect(await resultPaths(results)).toContain(localizePath(lang, '/articles/uninsured-hit-run'));
    });
});
