import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser, waitForHydration } from '../support/browser.ts';

/**
 * The islands share the visitor's language through one store (src/islands/language-store.ts), kept in
 * step with localStorage 'language' and with the visitor's other tabs.
 */
const browser = useBrowser();

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('language'));
const formLanguage = (page: Page) => page.locator('form input[name="language"]').inputValue();
const highlighted = (page: Page) => page.locator('header [aria-current="true"][hreflang]').getAttribute('hreflang');

describe('the language store', () => {
  it('a choice made in the switcher reaches the contact form through the store, and localStorage with it', async () => {
    const page = await browser.newPage();
    await page.goto('/contact');
    await waitForHydration(page);
    expect(await stored(page)).toBeNull();
    expect(await formLanguage(page)).toBe('el');
    // What this page showed as it was left for the English one, kept across the navigation in sessionStorage.
    await page.evaluate(() =>
      addEventListener('pagehide', () => {
        const seen = {
          form: document.querySelector<HTMLInputElement>('form input[name="language"]')!.value,
          stored: localStorage.getItem('language'),
          highlighted: document.querySelector('header [aria-current="true"][hreflang]')?.getAttribute('hreflang'),
        };
        sessionStorage.setItem('seen', JSON.stringify(seen));
      }),
    );
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/contact'),
      page.getByRole('group', { name: 'Γλώσσα' }).getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen')))!)).toEqual({
      form: 'en',
      stored: 'en',
      highlighted: 'en',
    });
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it("another tab's choice arrives: a page without unsent words shows itself in the chosen language", async () => {
    const first = await browser.newPage();
    const context = first.context();
    await first.goto('/about');
    await waitForHydration(first);
    const second = await open(context, '/articles');

    await Promise.all([
      second.waitForURL((url) => url.pathname === '/en/articles'),
      second.getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    await first.waitForURL((url) => url.pathname === '/en/about');
    expect(await first.getAttribute('html', 'lang')).toBe('en');
    await waitForHydration(first);
    expect(await highlighted(first)).toBe('en');
    expect(await stored(first)).toBe('en');

    // And back: Greek chosen in the second tab brings the first back to Greek.
    await waitForHydration(second);
    await Promise.all([
      second.waitForURL((url) => url.pathname === '/articles'),
      second.getByRole('link', { name: 'EL', exact: true }).click(),
    ]);
    await first.waitForURL((url) => url.pathname === '/about');
    expect(await first.getAttribute('html', 'lang')).toBe('el');
    expect(await stored(first)).toBe('el');
    await context.close();
  });

  it("another tab's choice leaves a form with unsent words where it is; its islands follow the store", async () => {
    const first = await browser.newPage();
    const context = first.context();
    await first.goto('/contact');
    await waitForHydration(first);
    await first.getByLabel('Μήνυμα', { exact: true }).fill('Με χτύπησε μηχανή στη Συγγρού.');
    const second = await open(context, '/about');

    await Promise.all([
      second.waitForURL((url) => url.pathname === '/en/about'),
      second.getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    // The choice reached the first tab's store: its switcher shows English, its form will ask for answers in English...
    await expect.poll(() => highlighted(first)).toBe('en');
    expect(await formLanguage(first)).toBe('en');
    expect(await stored(first)).toBe('en');
    // ...and the visitor's words are still there, on the same page.
    expect(new URL(first.url()).pathname).toBe('/contact');
    expect(await first.getByLabel('Μήνυμα', { exact: true }).inputValue()).toBe('Με χτύπησε μηχανή στη Συγγρού.');
    await context.close();
  });

  it('a cleared storage means Greek, as any value that is not a language of ours', async () => {
    const first = await browser.newPage();
    const context = first.context();
    await first.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('language', 'en');
      }
    });
    await first.goto('/en/about');
    await waitForHydration(first);
    expect(await highlighted(first)).toBe('en');
    const second = await open(context, '/en/articles');
    await second.evaluate(() => localStorage.clear());
    await first.waitForURL((url) => url.pathname === '/about');
    expect(await first.getAttribute('html', 'lang')).toBe('el');
    await context.close();
  });
});

describe('switching language on a long guide', () => {
  const tocTargets = (page: Page) =>
    page
      .locator('nav[aria-labelledby="toc-title"] a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));

  it('opens the other language at the section being read, and at the top above the first section', async () => {
    const page = await browser.newPage();
    await page.goto('/articles/documents-checklist');
    const greek = await tocTargets(page);
    await page.goto('/en/articles/documents-checklist');
    await waitForHydration(page);
    const english = await tocTargets(page);
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
      page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'EL', exact: true }).dispatchEvent('click'),
    ]);
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(greek[reading]);
    const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, greek[reading]!);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);

    // At the top of the page the switch leads to the top of the other language's guide.
    await waitForHydration(page);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en/articles/documents-checklist'),
      page.getByRole('group', { name: 'Γλώσσα' }).getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });
});
