import type { Lang } from '../../src/i18n/locales.ts';
import { contactPath, field, fillContactForm, submit, toast } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, mailsWith, mailWith, test, type BrowserContext } from './helpers/sites.ts';
import { text } from './support.ts';

/**
 * The form's idempotency key after a refused attempt, in Chromium against the real server and inbox: the
 * same words sent again carry the same key (the server can tell a repeat), and words changed in any way
 * carry a new one, so the server never takes the edited message for a repeat of the first. The refusal is
 * the server's real 409: a key that already names a stored message with other words.
 */

/**
 * A page whose first idempotency key is `key` (later ones are the browser's own random UUIDs): the only way
 * for a test to have two forms name one message, which is what a 409 answers.
 */
async function open(context: BrowserContext, lang: Lang, key: string) {
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
  await page.goto(contactPath[lang]);
  await islandReady(page, 'main form');
  return page;
}

const visitor = { name: 'Ελένη Δημητρίου', email: 'eleni@example.gr', phone: '6912345678' };

test.describe('after a refused attempt', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ siteKind: 'inbox' });

  for (const [lang, key] of [
    ['el', '6f1d2c3b-4a59-4e87-9d10-2b3c4d5e6f01'],
    ['en', '6f1d2c3b-4a59-4e87-9d10-2b3c4d5e6f02'],
  ] as const) {
    const t = (name: Parameters<typeof text>[1]) => text(lang, name);

    test(`in ${lang}: a 409 in the form’s language; the same words again reuse the key; changed words send with a new key, and arrive`, async ({
      browser,
      site,
      extraHTTPHeaders,
    }) => {
      const firstWords = `First words, ${lang}: a crash on Kifisias.`;
      const first = await browser.newContext({ baseURL: site.url, extraHTTPHeaders });
      const sentFirst = await open(first, lang, key);
      await fillContactForm(sentFirst, lang, { ...visitor, message: firstWords });
      expect(await submit(sentFirst)).toEqual({ status: 200, key });
      await mailWith(site.inbox, firstWords);
      await first.close();

      // A browser whose own language is the other one: the answer's language can only come from the form.
      const context = await browser.newContext({ baseURL: site.url, extraHTTPHeaders, locale: lang === 'el' ? 'en-GB' : 'el-GR' });
      const page = await open(context, lang, key);
      const otherWords = `Other words, ${lang}, under the same key.`;
      await fillContactForm(page, lang, { ...visitor, message: otherWords });
      expect(await submit(page)).toEqual({ status: 409, key });
      await expect(toast(page, t('form.errors.changedRepeat'))).toHaveCount(1);
      await expect(toast(page, t('form.error'))).toHaveCount(0);
      await expect(field(page, lang, 'message')).toHaveValue(otherWords);

      // Unchanged: the same message, so the same key (and the same answer).
      expect(await submit(page)).toEqual({ status: 409, key });

      // One character more: another message, another key, and it is stored and e-mailed.
      const edited = `Other words, ${lang}, under the same key!`;
      await field(page, lang, 'message').fill(edited);
      const sent = await submit(page);
      expect(sent.status).toBe(200);
      expect(sent.key).not.toBe(key);
      await expect(toast(page, t('form.success'))).toHaveCount(1);
      await mailWith(site.inbox, edited);
      // The refused words were never e-mailed: the first message and the edited one are all the inbox holds of this visitor.
      expect(mailsWith(site.inbox, otherWords)).toHaveLength(0);
      await context.close();
    });
  }
});
