import { expect, test } from './helpers/sites.ts';
import { text } from './support.ts';

/**
 * The "not sent" page's script (readNotSent, src/lib/contact/not-sent.ts): what only the address holds, put on
 * the page where JavaScript runs. The codes come from the contract's one list; anything else is left out.
 */
test.describe('the not-sent page with JavaScript', { tag: '@phone' }, () => {
  test('puts back what the visitor wrote, marks the exact problem of each field, and clears the address', async ({ page }) => {
    await page.goto('/en/contact/not-sent/check-phone?error=validation_failed&phone=invalid_phone#name=Ana%20Papa&phone=abc&message=Hello');
    const phone = page.locator('form [name="phone"]');
    await expect(phone).toHaveValue('abc');
    await expect(page.locator('form [name="name"]')).toHaveValue('Ana Papa');
    await expect(page.locator('form [name="message"]')).toHaveValue('Hello');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAttribute('aria-describedby', 'retry-phone-invalid_phone');
    await expect(page.locator('#retry-phone-invalid_phone')).toBeVisible();
    await expect(page.locator('#retry-phone-rule')).toBeHidden();
    await expect(phone).toBeFocused();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
  });

  test('puts back the call time chosen, and names a refused call time as the field to correct', async ({ page }) => {
    await page.goto('/en/contact/not-sent/check-phone?error=validation_failed&phone=invalid_phone#name=Ana&phone=abc&callTime=morning');
    await expect(page.locator('form [name="callTime"]')).toHaveValue('morning');

    await page.goto('/en/contact/not-sent/check-callTime?error=validation_failed&callTime=invalid_call_time#name=Ana&callTime=night');
    await expect(page.getByRole('alert')).toContainText(text('en', 'form.callTime'));
    const time = page.locator('form [name="callTime"]');
    await expect(time).toHaveValue('');
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#retry-callTime-invalid_call_time')).toBeVisible();
    await expect(page.locator('#retry-callTime-invalid_call_time')).toHaveText(text('en', 'form.errors.invalidCallTime'));
    await expect(time).toBeFocused();
  });

  test('states the minutes to wait of a rate limit, and ignores codes that are not the contract’s', async ({ page }) => {
    await page.goto('/en/contact/not-sent/too-many?error=rate_limited&minutes=7');
    const problem = page.locator('[data-problem="rate_limited"]');
    await expect(problem).toBeVisible();
    await expect(problem.locator('[data-minutes]')).toHaveText('7');

    await page.goto('/en/contact/not-sent/check-name?error=drop_tables&name=evil');
    await expect(page.locator('[data-field-problem]:visible')).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText(text('en', 'form.name'));
  });
});
