import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import { mainNav } from '../../../src/config/navigation.ts';
import { localizePath, type Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';

/**
 * What every page holds around its own content: its language and title, one h1, one of each landmark, the
 * skip link first, the header marking the page's section and language, and a footer that names the lawyer,
 * says which phone is for what and links to the two notices.
 */
export async function checkChrome(page: Page, lang: Lang, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect(await page.title()).toMatch(/\S{3}/);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('main')).toHaveId('main');
  const firstFocusable = page.locator('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').first();
  await expect(firstFocusable).toHaveAttribute('href', '#main');

  // The header marks the page's own section; the notices, reached from the footer, mark none.
  const section = path === '/' ? '/' : `/${path.split('/')[1]}`;
  const current = page.locator('header nav a[aria-current="page"]');
  if (mainNav.some((link) => link.path === section)) {
    await expect(current).toHaveCount(1);
    expect(new URL(await current.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(localizePath(lang, section));
  } else await expect(current).toHaveCount(0);
  await expect(page.locator(`header [aria-current="true"][lang="${lang}"]`)).toHaveCount(1);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  const text = await footer.innerText();
  // The specification's year, not a stale one (docs/requirements.md).
  expect(text).toContain('© 2024');
  const lawyer = firm.lawyers[0];
  for (const fact of [lawyer.name[lang], lawyer.role[lang], lawyer.barRegistration]) expect(text).toContain(fact);
  expect(text).toContain(`${dictionaries[lang]['footer.phone.office']}\n${firm.landline.display}`);
  expect(text).toContain(`${dictionaries[lang]['footer.phone.mobile']}\n${firm.mobile.display}`);
  for (const [key, notice] of [
    ['footer.privacy', '/privacy'],
    ['footer.legal', '/legal'],
  ] as const) {
    const link = footer.getByRole('link', { name: dictionaries[lang][key] });
    expect(new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(localizePath(lang, notice));
  }
}
