import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import { localizePath, type Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';

/**
 * Contact: the office hours (in the footer too), the privacy notice linked beside the form's send button, and the
 * form's fields as the specification has them (docs/requirements.md): all four required, e-mail and phone with
 * their input types, the message four rows high.
 */
export async function checkContact(page: Page, lang: Lang) {
  const hours = `${firm.hours[0]!.opens} – ${firm.hours[0]!.closes}`;
  expect(await page.locator('main').innerText()).toContain(hours);
  expect(await page.getByRole('contentinfo').innerText()).toContain(hours);
  await expect(page.locator('main form').getByRole('link', { name: dictionaries[lang]['footer.privacy'] })).toHaveAttribute(
    'href',
    localizePath(lang, '/privacy'),
  );
  const form = page.locator('main form').first();
  for (const name of ['name', 'email', 'phone', 'message']) await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
  await expect(form.locator('input[name="email"]')).toHaveAttribute('type', 'email');
  await expect(form.locator('input[name="phone"]')).toHaveAttribute('type', 'tel');
  await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '4');
}
