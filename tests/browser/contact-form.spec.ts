import { firm } from '../../src/config/firm.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { startServer } from '../support/server.ts';
import { contactPath, field, fillContactForm, sendButton, toast, toasts } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, mailWith, test } from './helpers/sites.ts';
import { text } from './support.ts';

/**
 * The contact form end to end: Chromium, the real server, and a real SMTP peer as the firm's inbox. On a
 * phone, where most visitors write it.
 */
test.describe('the contact form', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ siteKind: 'inbox' });
  const visitors = {
    el: {
      name: 'Μαρία Παπαδάκη',
      email: 'maria@example.gr',
      phone: '+30 690 123 4567',
      message: 'Με χτύπησε αυτοκίνητο στη διάβαση. <b>Βοήθεια</b>',
    },
    en: {
      name: 'John O’Brien',
      email: 'john@example.com',
      phone: '+44 7700 900123',
      message: 'Hit by a car in Athens yesterday & injured.',
    },
  } as const;

  for (const lang of ['el', 'en'] as const) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);

    test(`in ${lang}: sending state, success toast, cleared fields, a lasting note, and the e-mail in the inbox`, async ({
      page,
      site,
    }) => {
      const values = visitors[lang];
      await page.goto(contactPath[lang]);
      await islandReady(page, 'main form');
      await fillContactForm(page, lang, values);
      // Hold the request briefly so the sending state can be seen; it still reaches the real server.
      await page.route('**/functions/v1/send-contact-email', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const button = sendButton(page);
      await button.click();
      await expect(button).toHaveText(t('form.sending'));
      await expect(button).toBeDisabled();
      await expect(toast(page, t('form.success'))).toHaveCount(1);
      await expect(button).toHaveText(t('form.send'));
      for (const name of ['name', 'email', 'phone', 'message'] as const) await expect(field(page, lang, name)).toHaveValue('');
      // Besides the toast, a polite note in the form says the message went through, and stays once the toast has gone.
      const note = page.locator('main form [role="status"]').filter({ hasText: t('form.result.sentText') });
      await expect(note).toBeVisible();
      await expect(toast(page, t('form.success'))).toHaveCount(0);
      await expect(note).toBeVisible();

      const mail = await mailWith(site.inbox, values.message);
      for (const value of Object.values(values)) expect(mail.text).toContain(value);
      expect(mail.headers.get('reply-to')).toContain(values.email);
      expect(mail.headers.get('subject')).toContain(values.name);
      expect(mail.html).not.toContain('<b>Βοήθεια</b>');
    });

    test(`in ${lang}: a field error is shown beside its field with no toast, clears as it is corrected, and the success that follows stands alone`, async ({
      page,
    }) => {
      await page.goto(contactPath[lang]);
      await islandReady(page, 'main form');
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await fillContactForm(page, lang, { name: 'Ana Papa', email: 'ana@example.gr', phone: 'abc', message: `Hello, ${lang}` });
      await sendButton(page).click();
      const phone = field(page, lang, 'phone');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await phone.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(dictionaries[lang]['form.errors.invalidPhone']);
      await expect(page.getByRole('alert').filter({ hasText: t('form.errors.title') })).toHaveCount(1);
      // Nothing was sent, so nothing says "error sending": the marked field and the alert above the form say it all.
      await expect(toasts(page)).toHaveCount(0);
      // Focus leaves the send button for the field to fix, on screen.
      await expect(phone).toBeFocused();
      await expect(phone).toBeInViewport({ ratio: 1 });
      await expect(phone).toHaveValue('abc');
      expect(errors.some((e) => e.includes('Error sending contact message'))).toBe(true);

      // Corrected: the verdict goes with the first keystroke, before any new attempt.
      await phone.fill('6912345678');
      expect(await phone.getAttribute('aria-invalid')).toBeNull();
      await sendButton(page).click();
      await expect(toast(page, t('form.success'))).toHaveCount(1);
      await expect(toasts(page)).toHaveText([t('form.success')]);
    });

    // The review of 1 December 2026, H1 and L3: a four-row box showed three lines of a nine-line message.
    test(`in ${lang}: a long message written for the visitor is seen whole in the box, which says which fields are required`, async ({
      page,
    }) => {
      const lines = Array.from({ length: 14 }, (_, i) =>
        lang === 'el' ? `Γραμμή ${i + 1} του μηνύματος.` : `Line ${i + 1} of the message.`,
      );
      await page.goto(`${contactPath[lang]}#${new URLSearchParams({ message: lines.join('\n') }).toString()}`);
      const box = field(page, lang, 'message');
      // Whole before the form's script runs, and after.
      await expect(box).toHaveValue(lines.join('\n'));
      expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      await islandReady(page, 'main form');
      await box.press('Control+End');
      await box.pressSequentially('\n+1\n+2');
      expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      // Empty, it is four rows tall, as the specification has it.
      await box.fill('');
      const rows = await box.evaluate((el) => {
        const style = getComputedStyle(el);
        return (el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
      });
      expect(Math.round(rows)).toBe(4);
      await expect(box).toHaveAttribute('rows', '4');
      // "Fields marked * are required", and the optional call time has no *.
      await expect(page.locator('main form')).toContainText(t('form.required'));
      for (const name of ['name', 'email', 'phone', 'message'] as const)
        await expect(page.locator(`label[for="${await field(page, lang, name).getAttribute('id')}"] + span`)).toHaveText('*');
      await expect(page.locator('label', { hasText: t('form.callTime') }).locator('+ span')).toHaveCount(0);
      // The office closes at 18:00: no evening call is offered.
      await expect(page.getByLabel(t('form.callTime')).locator('option')).toHaveText([
        t('form.callTime.unset'),
        t('form.callTime.morning'),
        t('form.callTime.midday'),
        t('form.callTime.afternoon'),
        t('form.callTime.any'),
      ]);
    });

    test(`in ${lang}: a 500 from something between the visitor and the function shows the form’s own failure text, never the stranger’s words`, async ({
      page,
    }) => {
      await page.goto(contactPath[lang]);
      await islandReady(page, 'main form');
      // A proxy in front of the function answering for it, as one that lost its upstream might.
      await page.route('**/functions/v1/send-contact-email', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await fillContactForm(page, lang, { name: 'Ana Papa', email: 'ana@example.gr', phone: '6912345678', message: 'Hello' });
      await sendButton(page).click();
      await expect(toasts(page)).toHaveText([t('form.error')]);
      await expect(page.locator('body')).not.toContainText('boom');
      // The words stay in the form for another try.
      await expect(field(page, lang, 'message')).toHaveValue('Hello');
    });
  }

  test('with the function unreachable (the network fails): the message is kept on the device and the visitor told so', async ({
    page,
    site,
  }) => {
    const own = await startServer({ SMTP_URL: `smtp://127.0.0.1:${site.inbox.port}` });
    try {
      await page.goto(`${own.url}/contact`);
      await islandReady(page, 'main form');
      await fillContactForm(page, 'el', { name: 'Νίκος', email: 'nikos@example.gr', phone: '6900000000', message: 'Δοκιμή' });
      await field(page, 'el', 'message').focus(); // loads the sender before the server goes away
      await page.waitForLoadState('networkidle');
      // Gone at once, as a dropped connection leaves it: a graceful stop would wait for the worker's precache downloads.
      const gone = new Promise((resolve) => own.process.once('exit', resolve));
      own.process.kill('SIGKILL');
      await gone;
      await sendButton(page).click();
      // Not the failure toast: a network failure keeps the message (offline-message.spec.ts sends it later).
      const kept = page.locator('[data-kept-message]');
      await expect(kept).toHaveCount(1);
      await expect(kept).toContainText(text('el', 'form.offline.title'));
      await expect(kept).toContainText('Δοκιμή');
      await expect(toast(page, text('el', 'form.error'))).toHaveCount(0);
    } finally {
      await own.stop();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('works: an ordinary post, a 303 to the site’s sent page, and the e-mail', async ({ page, site }) => {
      await page.goto('/en/contact');
      const words = 'Sent without JavaScript.';
      await fillContactForm(page, 'en', { name: 'No Script', email: 'noscript@example.com', phone: '210 123 4567', message: words });
      await Promise.all([page.waitForURL(`${site.url}/en/contact/sent`), sendButton(page).click()]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'form.result.sentTitle'));
      await expect(page.getByRole('main').getByRole('link', { name: text('en', 'form.result.back') })).toHaveAttribute(
        'href',
        '/en/contact',
      );
      await expect(page.getByRole('main').getByRole('link', { name: firm.mobile.display }).first()).toHaveAttribute(
        'href',
        `tel:${firm.mobile.tel}`,
      );
      expect((await mailWith(site.inbox, words)).text).toContain(words);
    });
  });
});
