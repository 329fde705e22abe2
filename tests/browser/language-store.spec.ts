import { expect, test, type Page } from './helpers/sites.ts';
import { pageHydrated } from './helpers/islands.ts';
import { text } from './support.ts';

/**
 * The islands share the visitor's language through one store (src/islands/language-store.ts), kept in
 * step with localStorage 'language', where the next page's head script reads it. The switcher sits in
 * the header at every width: tested once, on a desktop.
 */
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('language'));
const formLanguage = (page: Page) => page.locator('main form input[name="language"]');
const switcher = (page: Page, lang: 'el' | 'en') => page.getByRole('group', { name: text(lang, 'lang.label') });

test.describe('the language store', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('a choice made in the switcher reaches the contact form through the store, and localStorage with it', async ({ page }) => {
    await page.goto('/contact');
    await pageHydrated(page);
    expect(await stored(page)).toBeNull();
    await expect(formLanguage(page)).toHaveValue('el');
    // What this page showed as it was left for the English one, kept across the navigation in sessionStorage.
    await page.evaluate(() =>
      addEventListener('pagehide', () => {
        const seen = {
          form: document.querySelector<HTMLInputElement>('main form input[name="language"]')!.value,
          stored: localStorage.getItem('language'),
          highlighted: document.querySelector('header [aria-current="true"][hreflang]')?.getAttribute('hreflang'),
        };
        sessionStorage.setItem('seen', JSON.stringify(seen));
      }),
    );
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/contact'),
      switcher(page, 'el').getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen')))!)).toEqual({
      form: 'en',
      stored: 'en',
      highlighted: 'en',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('on a long guide, the switch opens the other language at the section being read, and at the top above the first section', async ({
    page,
  }) => {
    const tocTargets = () =>
      page
        .locator('nav[aria-labelledby="toc-title"] a')
        .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
    await page.goto('/articles/documents-checklist');
    const greek = await tocTargets();
    await page.goto('/en/articles/documents-checklist');
    await pageHydrated(page);
    const english = await tocTargets();
    expect(english.length).toBe(greek.length);
    expect(english.length).toBeGreaterThan(4);

    // Reading a section in the middle, a little past its heading.
    const reading = Math.floor(english.length / 2);
    await page.evaluate((id) => {
      document.getElementById(id)!.scrollIntoView({ behavior: 'instant' });
      scrollBy({ top: 200, behavior: 'instant' });
    }, english[reading]!);
    // A click as the visitor's: Playwright's own click and focus first scroll the sticky header's link "into view", moving the page.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/articles/documents-checklist'),
      switcher(page, 'en').getByRole('link', { name: 'EL', exact: true }).dispatchEvent('click'),
    ]);
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(greek[reading]);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, greek[reading]!);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);

    // At the top of the page the switch leads to the top of the other language's guide.
    await pageHydrated(page);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/articles/documents-checklist'),
      switcher(page, 'el').getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    expect(new URL(page.url()).hash).toBe('');
  });
});
