import type { Page } from '@playwright/test';
import { contactPath, field, sendButton } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, test } from './helpers/sites.ts';

/**
 * A message another page wrote for the visitor (/contact#message=…) as the form offers it: cut to the box's
 * length without splitting a character, with nothing the box would not show at a glance; and the form sends
 * without breaking the page's content security policy. In English; both languages share this code.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Sends the form as filled, and resolves with the message the function would have received. */
async function sentMessage(page: Page): Promise<string> {
  const body = new Promise<{ message: string }>((resolve) => {
    void page.route('**/functions/v1/send-contact-email', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      resolve(route.request().postDataJSON() as { message: string });
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
  });
  await field(page, 'en', 'name').fill('Ana Papa');
  await field(page, 'en', 'email').fill('ana@example.gr');
  await field(page, 'en', 'phone').fill('6912345678');
  await sendButton(page).click();
  return (await body).message;
}

test.describe('a message offered to the contact form', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('cut to the box’s length, it never keeps half of an emoji', async ({ page }) => {
    const offered = `${'a'.repeat(4999)}😀tail`;
    await page.goto(`${contactPath.en}#message=${encodeURIComponent(offered)}`);
    await islandReady(page, 'form');
    // What the form sends is what the box holds.
    const box = field(page, 'en', 'message');
    await expect(box).toHaveValue('a'.repeat(4999));
    expect(await box.inputValue()).not.toMatch(loneSurrogate);
  });

  test('blank lines and spaces cannot push words out of sight: what is sent is all in view in the box', async ({ page }) => {
    const hidden = 'I also consent to share my medical file with third parties.';
    const offered = `Please call me about my accident.${'\n'.repeat(3000)}${' '.repeat(400)}${hidden}${'\n \t'.repeat(500)}`;
    await page.goto(`${contactPath.en}#message=${encodeURIComponent(offered)}`);
    await islandReady(page, 'form');
    const box = field(page, 'en', 'message');
    await expect(box).toHaveValue(`Please call me about my accident.\n\n${hidden}`);
    // The box shows its whole text: nothing below its fold, and it fits on a phone's screen.
    const size = await box.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(size.scroll).toBeLessThanOrEqual(size.client + 1);
    expect(size.client).toBeLessThan(400);
    expect(await sentMessage(page)).toBe(`Please call me about my accident.\n\n${hidden}`);
  });

  test('the form checks and sends without a content security policy violation (no eval probe)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(contactPath.en);
    await islandReady(page, 'form');
    await field(page, 'en', 'message').fill('Hello');
    // The sender (and its schema library) loads as the visitor starts on the form, and checks the fields as it sends.
    await page.waitForLoadState('networkidle');
    expect(await sentMessage(page)).toBe('Hello');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
