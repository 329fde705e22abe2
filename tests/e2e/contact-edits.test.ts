import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { waitForIsland } from '../support/browser.ts';
import { useSiteWithInbox } from '../support/site-with-inbox.ts';

/**
 * The form's idempotency key after a refused attempt, in Chromium against the real server and inbox: the
 * same words sent again carry the same key (the server can tell a repeat), and words changed in any way
 * carry a new one, so the server never takes the edited message for a repeat of the first. The refusal is
 * the server's real 409: a key that already names a stored message with other words.
 */
const site = useSiteWithInbox();

const pages = { el: '/contact', en: '/en/contact' } as const;
const labels = {
  el: { name: 'Ονοματεπώνυμο', email: 'Email', phone: 'Τηλέφωνο', message: 'Μήνυμα' },
  en: { name: 'Full name', email: 'Email', phone: 'Phone', message: 'Message' },
} as const;

/**
 * A page whose first idempotency key is `key` (later ones are the browser's own random UUIDs): the only way
 * for a test to have two forms name one message, which is what a 409 answers.
 */
async function open(context: BrowserContext, lang: 'el' | 'en', key: string): Promise<Page> {
  await context.addInitScript((first) => {
    const random = crypto.randomUUID.bind(crypto);
    let next: string | null = first;
    crypto.randomUUID = () => {
      const value = next ?? random();
      next = null;
      return value as ReturnType<Crypto['randomUUID']>;
    };
  }, key);
  const page = await context.newPage();
  await page.goto(pages[lang]);
  await waitForIsland(page, 'form');
  return page;
}

async function fill(page: Page, lang: 'el' | 'en', message: string) {
  const l = labels[lang];
  await page.getByLabel(l.name, { exact: true }).fill('Ελένη Δημητρίου');
  await page.getByLabel(l.email, { exact: true }).fill('eleni@example.gr');
  await page.getByLabel(l.phone, { exact: true }).fill('6912345678');
  await page.getByLabel(l.message, { exact: true }).fill(message);
}

/** Submits the form; the status of the function's answer and the key the form sent. */
async function submit(page: Page): Promise<{ status: number; key: string }> {
  const answer = page.waitForResponse('**/functions/v1/send-contact-email');
  await page.locator('form button[type="submit"]').click();
  const response = await answer;
  return { status: response.status(), key: (response.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey };
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('after a refused attempt', () => {
  it.each([
    ['el', '6f1d2c3b-4a59-4e87-9d10-2b3c4d5e6f01'],
    ['en', '6f1d2c3b-4a59-4e87-9d10-2b3c4d5e6f02'],
  ] as const)(
    'in %s: a 409 in the form’s language; the same words again reuse the key; changed words send with a new key, and arrive',
    async (lang, key) => {
      const firstMessage = `First words, ${lang}: a crash on Kifisias.`;
      const delivered = site.inbox.messages.length;
      const first = await site.newContext();
      const sentFirst = await open(first, lang, key);
      await fill(sentFirst, lang, firstMessage);
      expect(await submit(sentFirst)).toEqual({ status: 200, key });
      await site.inbox.waitFor(delivered + 1);
      await first.close();

      // A browser whose own language is the other one: the answer's language can only come from the form.
      const context = await site.newContext({ locale: lang === 'el' ? 'en-GB' : 'el-GR' });
      const page = await open(context, lang, key);
      const before = delivered + 1;
      await fill(page, lang, `Other words, ${lang}, under the same key.`);
      expect(await submit(page)).toEqual({ status: 409, key });
      const words = dictionaries[lang]['form.errors.changedRepeat'];
      await expect.poll(() => toast(page, words).count(), { timeout: 10_000 }).toBe(1);
      expect(await toast(page, dictionaries[lang]['form.error']).count()).toBe(0);
      expect(await page.getByLabel(labels[lang].message, { exact: true }).inputValue()).toBe(`Other words, ${lang}, under the same key.`);

      // Unchanged: the same message, so the same key (and the same answer).
      expect(await submit(page)).toEqual({ status: 409, key });

      // One character more: another message, another key, and it is stored and e-mailed.
      const edited = `Other words, ${lang}, under the same key!`;
      await page.getByLabel(labels[lang].message, { exact: true }).fill(edited);
      const sent = await submit(page);
      expect(sent.status).toBe(200);
      expect(sent.key).not.toBe(key);
      await expect.poll(() => toast(page, dictionaries[lang]['form.success']).count(), { timeout: 10_000 }).toBe(1);
      const mails = (await site.inbox.waitFor(before + 1)).slice(before);
      expect(mails.map((mail) => mail.text.includes(edited))).toEqual([true]);
      await context.close();
    },
  );
});
