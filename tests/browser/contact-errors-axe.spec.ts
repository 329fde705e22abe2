import { expect, test } from './helpers/sites.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { expectNoViolations } from '../support/axe.ts';
import { islandReady } from './helpers/islands.ts';

/**
 * axe on the contact form showing the errors the server sent back, on a phone and on a desk: each wrong field
 * marked invalid and described by its own message, the form's alert, and no toast repeating them.
 */
test.describe.configure({ mode: 'parallel' });

for (const lang of locales)
  test(`${localizePath(lang, '/contact')}: the form's errors`, async ({ page }, info) => {
    const url = localizePath(lang, '/contact');
    await page.goto(url);
    await islandReady(page, 'main form');
    const form = page.locator('main form');
    await form.locator('input[name="name"]').fill('Test Person');
    await form.locator('input[name="email"]').fill('a@b');
    await form.locator('input[name="phone"]').fill('123');
    await form.locator('textarea[name="message"]').fill('A message long enough to be accepted.');
    await form.locator('button[type="submit"]').click();
    // The server rejects both fields; each is marked invalid and described by its own message.
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(2);
    for (const name of ['email', 'phone']) {
      const describedBy = await form.locator(`[name="${name}"]`).getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/\S{3}/);
    }
    await expect(form.getByRole('alert')).toHaveText(/\S{3}/);
    // The fields say what is wrong, so no toast repeats it (the toasts' own accessibility is checked on success).
    await expect(page.locator('[role="status"]:not(form [role="status"], header [role="status"])')).toHaveCount(0);
    await expectNoViolations(page, `${url} @${info.project.name} form errors`);
  });
