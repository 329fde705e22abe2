import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import { localizePath, type Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';

/** Contact: the office hours (in the footer too), and the privacy notice linked beside the form's send button. */
export async function checkContact(page: Page, lang: Lang) {
  const hours = `${firm.hours[0]!.opens} – ${firm.hours[0]!.closes}`;
  expect(await page.locator('main').innerText()).toContain(hours);
  expect(await page.getByRole('contentinfo').innerText()).toContain(hours);
  await expect(page.locator('form').getByRole('link', { name: dictionaries[lang]['footer.privacy'] })).toHaveAttribute(
    'href',
    localizePath(lang, '/privacy'),
  );
}
