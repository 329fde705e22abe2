import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, waitForHydration } from '../support/browser.ts';

/**
 * The islands share the visitor's language through one store (src/islands/language-store.ts), kept in
 * step with localStorage 'language', where the next page's head script reads it.
 */
const browser = useBrowser();

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('language'));
const formLanguage = (page: Page) => page.locator('form input[name="language"]').inputValue();

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
