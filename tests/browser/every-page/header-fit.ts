import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import type { Lang } from '../../../src/i18n/locales.ts';

/** The header's home link shows `shown` whole, in a 64 px bar, the page no wider than the screen; it is named with the full name. */
export async function checkHeaderFit(page: Page, lang: Lang, shown: string) {
  const home = page.getByRole('banner').getByRole('link').first();
  await expect(home).toHaveText(shown, { useInnerText: true });
  await expect(home).toHaveAttribute('aria-label', firm.name[lang]);
  const fit = await page.evaluate(() => {
    const bar = document.querySelector('body > header > div')!;
    const name = bar.querySelector('a')!.getBoundingClientRect();
    return {
      bar: bar.getBoundingClientRect().height,
      top: name.top,
      bottom: name.bottom,
      wide: document.documentElement.scrollWidth > innerWidth,
    };
  });
  expect(fit).toMatchObject({ bar: 64, wide: false });
  expect(fit.top).toBeGreaterThanOrEqual(0);
  expect(fit.bottom).toBeLessThanOrEqual(64);
}
