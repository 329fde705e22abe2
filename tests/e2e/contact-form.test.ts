import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firm } from '../../src/config/firm.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { waitForIsland } from '../support/browser.ts';
import { useSiteWithInbox } from '../support/site-with-inbox.ts';
import { startServer } from '../support/server.ts';

/**
 * The contact form end to end: Debian's Chromium, the real server started for this file, and a real
 * SMTP peer as the firm's inbox.
 */
const site = useSiteWithInbox();

async function open(url: string, javaScriptEnabled = true): Promise<Page> {
  const context = await site.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(url);
  if (javaScriptEnabled) await waitForIsland(page, 'form');
  return page;
}

const labels = {
  el: {
    name: 'Ονοματεπώνυμο',
    email: 'Email',
    phone: 'Τηλέφωνο',
    message: 'Μήνυμα',
    send: 'Αποστολή μηνύματος',
    sending: 'Αποστολή...',
    ok: 'Το μήνυμά σας εστάλη επιτυχώς!',
    fail: 'Σφάλμα κατά την αποστολή.',
    sent: 'Δικηγόρος του γραφείου θα επικοινωνήσει μαζί σας σύντομα.',
  },
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending...',
    ok: 'Your message was sent successfully!',
    fail: 'Error sending message. Please try again.',
    sent: 'A lawyer from the office will contact you soon.',
  },
} as const;

/** The texts of the toasts on screen (react-hot-toast renders each as a polite status outside the form). */
const toasts = (page: Page) =>
  page
    .locator('[role="status"]:not(form [role="status"])')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText.trim()).filter(Boolean));

async function fill(page: Page, lang: 'el' | 'en', values: { name: string; email: string; phone: string; message: string }) {
  const l = labels[lang];
  await page.getByLabel(l.name, { exact: true }).fill(values.name);
  await page.getByLabel(l.email, { exact: true }).fill(values.email);
  await page.getByLabel(l.phone, { exact: true }).fill(values.phone);
  await page.getByLabel(l.message, { exact: true }).fill(values.message);
}

describe('the contact form', () => {
  it.each([
    [
      'el',
      '/contact',
      {
        name: 'Μαρία Παπαδάκη',
        email: 'maria@example.gr',
        phone: '+30 690 123 4567',
        message: 'Με χτύπησε αυτοκίνητο στη διάβαση. <b>Βοήθεια</b>',
      },
    ],
    [
      'en',
      '/en/contact',
      { name: 'John O’Brien', email: 'john@example.com', phone: '+44 7700 900123', message: 'Hit by a car in Athens yesterday & injured.' },
    ],
  ] as const)(
    'in %s: sending state, success toast, cleared fields, a lasting note, and the e-mail in the inbox',
    async (lang, url, values) => {
      const l = labels[lang];
      const page = await open(url);
      const before = site.inbox.messages.length;
      await fill(page, lang, values);
      const button = page.locator('form button[type="submit"]');
      // Hold the request briefly so the sending state can be seen; it still reaches the real server.
      await page.route('**/functions/v1/send-contact-email', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await button.click();
      await expect.poll(() => button.innerText()).toBe(l.sending);
      expect(await button.isDisabled()).toBe(true);
      await expect.poll(() => page.getByRole('status').filter({ hasText: l.ok }).count(), { timeout: 10_000 }).toBe(1);
      expect(await button.innerText()).toBe(l.send);
      for (const field of [l.name, l.phone, l.message]) expect(await page.getByLabel(field, { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel(l.email, { exact: true }).inputValue()).toBe('');
      // Besides the toast, a polite note in the form says the message went through, and stays once the toast has gone.
      const note = page.locator('form [role="status"]').filter({ hasText: l.sent });
      expect(await note.isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('status').filter({ hasText: l.ok }).count(), { timeout: 10_000 }).toBe(0);
      expect(await note.isVisible()).toBe(true);

      const [mail] = (await site.inbox.waitFor(before + 1)).slice(before);
      for (const value of Object.values(values)) expect(mail!.text).toContain(value);
      expect(mail!.headers.get('reply-to')).toContain(values.email);
      expect(mail!.headers.get('subject')).toContain(values.name);
      expect(mail!.html).not.toContain('<b>Βοήθεια</b>');
      await page.context().close();
    },
  );

  it.each(['el', 'en'] as const)(
    'in %s: a field error is shown beside its field with no toast, clears as it is corrected, and the success that follows stands alone',
    async (lang) => {
      const l = labels[lang];
      const page = await open(lang === 'el' ? '/contact' : '/en/contact');
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await fill(page, lang, { name: 'Ana Papa', email: 'ana@example.gr', phone: 'abc', message: 'Hello' });
      await page.locator('form button[type="submit"]').click();
      const phone = page.getByLabel(l.phone, { exact: true });
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await phone.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(dictionaries[lang]['form.errors.invalidPhone']);
      expect(await page.getByRole('alert').filter({ hasText: dictionaries[lang]['form.errors.title'] }).count()).toBe(1);
      // Nothing was sent, so nothing says "error sending": the marked field and the alert above the form say it all.
      expect(await toasts(page)).toEqual([]);
      // Focus leaves the send button for the field to fix, on screen.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
      const box = (await phone.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height);
      expect(await phone.inputValue()).toBe('abc');
      expect(errors.some((e) => e.includes('Error sending contact message'))).toBe(true);

      // Corrected: the verdict goes with the first keystroke, before any new attempt.
      await phone.fill('6912345678');
      expect(await phone.getAttribute('aria-invalid')).toBeNull();
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => toasts(page), { timeout: 10_000 }).toEqual([l.ok]);
      await page.context().close();
    },
  );

  it.each(['el', 'en'] as const)(
    'in %s: a 500 from something between the visitor and the function shows the form’s own failure text, never the stranger’s words',
    async (lang) => {
      const l = labels[lang];
      const page = await open(lang === 'el' ? '/contact' : '/en/contact');
      // A proxy in front of the function answering for it, as one that lost its upstream might.
      await page.route('**/functions/v1/send-contact-email', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await fill(page, lang, { name: 'Ana Papa', email: 'ana@example.gr', phone: '6912345678', message: 'Hello' });
      await page.locator('form button[type="submit"]').click();
      await expect.poll(() => toasts(page), { timeout: 10_000 }).toEqual([l.fail]);
      expect(await page.locator('body').innerText()).not.toContain('boom');
      // The words stay in the form for another try.
      expect(await page.getByLabel(l.message, { exact: true }).inputValue()).toBe('Hello');
      await page.context().close();
    },
  );

  it('with the function unreachable (the network fails): the message is kept on the device and the visitor told so', async () => {
    const own = await startServer({ SMTP_URL: `smtp://127.0.0.1:${site.inbox.port}` });
    const context = await site.newContext({ baseURL: own.url });
    const page = await context.newPage();
    await page.goto('/contact');
    await waitForIsland(page, 'form');
    await fill(page, 'el', { name: 'Νίκος', email: 'nikos@example.gr', phone: '6900000000', message: 'Δοκιμή' });
    await page.getByLabel('Μήνυμα', { exact: true }).focus(); // loads the sender before the server goes away
    await page.waitForLoadState('networkidle');
    await own.stop();
    await page.locator('form button[type="submit"]').click();
    // Not the failure toast: a network failure keeps the message (offline-message.test.ts sends it later).
    const kept = page.locator('[data-kept-message]');
    await expect.poll(() => kept.count(), { timeout: 10_000 }).toBe(1);
    expect(await kept.innerText()).toContain('Το μήνυμα δεν έχει σταλεί ακόμη');
    expect(await kept.innerText()).toContain('Δοκιμή');
    expect(await page.getByRole('status').filter({ hasText: labels.el.fail }).count()).toBe(0);
    await context.close();
  });

  it('works without JavaScript: an ordinary post, a 303 to the site’s sent page, and the e-mail', async () => {
    const page = await open('/en/contact', false);
    const before = site.inbox.messages.length;
    await fill(page, 'en', {
      name: 'No Script',
      email: 'noscript@example.com',
      phone: '210 123 4567',
      message: 'Sent without JavaScript.',
    });
    await Promise.all([page.waitForURL(`${site.server.url}/en/contact/sent`), page.locator('form button[type="submit"]').click()]);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe('Your message was sent');
    expect(await page.locator('main').getByRole('link', { name: 'Back to the contact form' }).getAttribute('href')).toBe('/en/contact');
    expect(await page.locator('main').getByRole('link', { name: firm.mobile.display }).first().getAttribute('href')).toBe(
      `tel:${firm.mobile.tel}`,
    );
    const [mail] = (await site.inbox.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain('Sent without JavaScript.');
    await page.context().close();
  });
});
