import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { islandReady } from './helpers/islands.ts';

/**
 * The EL/EN switcher and the stored choice: the same page in the other language, remembered across reloads
 * and pages, a Greek path opened with English stored shown in English before anything Greek is painted; and
 * the hint offering English to an English-speaking browser on a Greek page. Language state is a desk's and a
 * phone's alike: these run on a desk.
 */
test.describe('language', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });

  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

  test('the switcher shows the same page in the other language and the choice is remembered across reloads and pages', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await islandReady(page, 'header [lang="en"]');
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await stored(page)).toBe('en');
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/en/about');
    // A Greek link followed later still shows English: the stored choice wins over the path.
    await page.goto('/services');
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(page.locator('h1')).toHaveText('Our services');
    await page.getByRole('link', { name: 'EL', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(await stored(page)).toBe('el');
    await expect(page.locator('h1')).toHaveText('Οι υπηρεσίες μας');
  });

  for (const [value, expectedPath, expectedLang] of [
    ['en', '/en/contact', 'en'],
    ['el', '/contact', 'el'],
    ['fr', '/contact', 'el'],
    [null, '/contact', 'el'],
  ] as const) {
    test(`a Greek path opened with ${JSON.stringify(value)} stored shows ${expectedPath}`, async ({ page }) => {
      if (value !== null) await page.addInitScript((v) => localStorage.setItem('language', v), value);
      // Record every paint of Greek text on the way: there must be none when English is stored.
      const greekPainted: string[] = [];
      await page.exposeFunction('__paint', (path: string) => greekPainted.push(path));
      await page.addInitScript(() => {
        new PerformanceObserver(() => {
          if (document.documentElement.lang === 'el' && !document.documentElement.hidden && document.body?.innerText)
            (window as unknown as { __paint: (t: string) => void }).__paint(location.pathname);
        }).observe({ type: 'paint', buffered: true });
      });
      await page.goto('/contact');
      await page.waitForURL((u) => u.pathname === expectedPath);
      await page.waitForLoadState('load');
      await expect(page.locator('html')).toHaveAttribute('lang', expectedLang);
      expect(new URL(page.url()).search).toBe('');
      if (value === 'en') expect(greekPainted).toEqual([]);
    });
  }

  test('an English path stays English when nothing is stored', async ({ page }) => {
    await page.goto('/en/articles');
    expect(new URL(page.url()).pathname).toBe('/en/articles');
    await expect(page.locator('h1')).toHaveText('Useful Articles');
  });

  test.describe('the English hint', () => {
    test.use({ locale: 'en-US' });

    test('appears on a Greek page for an en-US browser with no stored language, and is gone after dismissal', async ({ page }) => {
      await page.goto('/about');
      const hint = page.getByRole('region', { name: 'Language suggestion' });
      await expect(hint).toBeVisible();
      await expect(hint).toHaveAttribute('lang', 'en');
      await hint.getByRole('button', { name: 'Dismiss' }).click();
      await expect(hint).toBeHidden();
      expect(await stored(page)).toBeNull();
      // The head script decides before the first paint whether the hint shows: once loaded, it has decided.
      await page.reload({ waitUntil: 'load' });
      await expect(hint).toBeHidden();
    });

    test('stores English when chosen', async ({ page }) => {
      await page.goto('/services');
      await page.getByRole('link', { name: 'Read in English' }).click();
      await expect(page).toHaveURL(/\/en\/services$/);
      expect(await stored(page)).toBe('en');
    });

    for (const [locale, value] of [
      ['el-GR', null],
      ['en-US', 'el'],
    ] as const)
      test.describe(`${locale} with ${JSON.stringify(value)} stored`, () => {
        test.use({ locale });
        test('does not show it', async ({ page }) => {
          if (value) await page.addInitScript((v) => localStorage.setItem('language', v), value);
          await page.goto('/about', { waitUntil: 'load' });
          await expect(page.getByRole('region', { name: 'Language suggestion' })).toBeHidden();
        });
      });
  });
});
