import type { Lang } from '../../src/i18n/locales.ts';
import { format } from '../../src/i18n/lookup.ts';
import { contactPath, field, fillContactForm, submit, toast } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, STRICT_WINDOW_MINUTES, test, type Page } from './helpers/sites.ts';
import { text } from './support.ts';

/**
 * A refusal's own words reach the visitor: the real server refuses (too many messages, a foreign origin)
 * with text in the form's language, and the form's toast shows that text, not the generic failure. The
 * server takes one message per visitor and window.
 */
const words = 'Τράκαρα χθες στην Κηφισίας.';

async function open(page: Page, lang: Lang) {
  await page.goto(contactPath[lang]);
  await islandReady(page, 'main form');
}

async function send(page: Page, lang: Lang) {
  await fillContactForm(page, lang, { name: 'Ελένη Δημητρίου', email: 'eleni@example.gr', phone: '6912345678', message: words });
  return (await submit(page)).status;
}

test.describe('a refused message', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ siteKind: 'strict' });

  for (const lang of ['el', 'en'] as const) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);

    test.describe(`in ${lang}`, () => {
      // A browser whose own language is the other one, so that the answer's language can only come from the form.
      test.use({ locale: lang === 'el' ? 'en-GB' : 'el-GR' });

      test('too many messages (429) shows the server’s words in the toast', async ({ page, context }) => {
        // This visitor's one message of the window, from a page of its own.
        const first = await context.newPage();
        await open(first, 'el');
        expect(await send(first, 'el')).toBe(200);
        await first.close();

        await open(page, lang);
        expect(await send(page, lang)).toBe(429);
        await expect(toast(page, format(t('form.errors.rateLimited'), { minutes: STRICT_WINDOW_MINUTES }))).toHaveCount(1);
        await expect(toast(page, t('form.error'))).toHaveCount(0);
        // Nothing was lost from the form: the visitor can call, or send it later.
        await expect(field(page, lang, 'message')).toHaveValue(words);
      });

      test('a request from another origin (403) shows the server’s words in the toast', async ({ page }) => {
        await open(page, lang);
        // As if the form had been copied onto another site: the request goes on to the real server with that
        // site's Origin (Chromium will not let a page rewrite its own), and the server's answer comes back as it is.
        await page.route('**/functions/v1/send-contact-email', async (route) => {
          const response = await route.fetch({ headers: { ...route.request().headers(), origin: 'https://copied-form.example' } });
          await route.fulfill({ response });
        });
        expect(await send(page, lang)).toBe(403);
        await expect(toast(page, t('form.errors.origin'))).toHaveCount(1);
        await expect(toast(page, t('form.error'))).toHaveCount(0);
      });
    });
  }
});
