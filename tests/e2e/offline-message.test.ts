import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { firm } from '../../src/config/firm.ts';
import { useSiteWithInbox } from '../support/site-with-inbox.ts';
import { waitForIsland } from '../support/browser.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';
import { typeset } from '../../src/lib/typography.ts';

/**
 * A message written without a connection: kept in the browser, told plainly, sent once when the network is
 * back (the firm's inbox is a real SMTP peer), kept across a reload, and never sent once cancelled.
 */
const site = useSiteWithInbox();

const text = {
  el: {
    name: 'Ονοματεπώνυμο',
    email: 'Email',
    phone: 'Τηλέφωνο',
    message: 'Μήνυμα',
    send: 'Αποστολή μηνύματος',
    notYet: 'Το μήνυμα δεν έχει σταλεί ακόμη',
    sent: 'Το μήνυμα που γράψατε χωρίς σύνδεση στάλθηκε.',
    cancel: 'Ακύρωση του μηνύματος',
    cancelled: 'Το μήνυμα ακυρώθηκε',
  },
  en: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    send: 'Send message',
    notYet: 'Your message has not been sent yet',
    sent: 'The message you wrote without a connection has been sent.',
    cancel: 'Cancel this message',
    cancelled: 'The message was cancelled',
  },
} as const;

async function openContact(lang: 'el' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.newContext();
  const page = await context.newPage();
  await page.goto(lang === 'el' ? '/contact' : '/en/contact');
  await waitForServiceWorker(page);
  await waitForIsland(page, 'form button[type="submit"]');
  return { context, page };
}

async function writeAndSend(page: Page, lang: 'el' | 'en', message: string) {
  const l = text[lang];
  await page.getByLabel(l.name, { exact: true }).fill(lang === 'el' ? 'Ελένη Οδικού' : 'Helen Roadside');
  await page.getByLabel(l.email, { exact: true }).fill('helen@example.gr');
  await page.getByLabel(l.phone, { exact: true }).fill('6900000001');
  await page.getByLabel(l.message, { exact: true }).fill(message);
  await page.getByRole('button', { name: l.send }).click();
}

const mailsWith = (message: string) => site.inbox.messages.filter((m) => m.text.includes(message));
const kept = (page: Page) => page.locator('[data-kept-message]');

describe('a message written offline', () => {
  it('is kept and told, survives a reload, and is sent exactly once when the network is back', async () => {
    const { context, page } = await openContact('en');
    const message = `Written at the roadside ${Date.now()}`;
    await context.setOffline(true);
    await writeAndSend(page, 'en', message);

    const notice = kept(page);
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(1);
    expect(await notice.innerText()).toContain(typeset(text.en.notYet));
    expect(await notice.innerText()).toContain(message);
    expect(await notice.locator(`a[href="tel:${firm.mobile.tel}"]`).innerText()).toBe(firm.mobile.display);
    expect(await page.getByLabel(text.en.message, { exact: true }).inputValue()).toBe('');

    // Still offline, the page is reloaded (from the worker's cache): the message is still there, still waiting.
    await page.reload();
    await waitForIsland(page, 'form button[type="submit"]');
    await expect.poll(() => kept(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await kept(page).innerText()).toContain(message);
    expect(mailsWith(message)).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => page.locator('form [role="status"]').innerText(), { timeout: 15_000 }).toContain(typeset(text.en.sent));
    expect(await kept(page).count()).toBe(0);
    await expect.poll(() => mailsWith(message).length, { timeout: 15_000 }).toBe(1);
    // The page, the worker and a later load all had their chance: still one e-mail, and nothing left kept.
    await page.reload();
    await waitForIsland(page, 'form button[type="submit"]');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsWith(message)).toHaveLength(1);
    expect(await kept(page).count()).toBe(0);
    expect(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('law-site');
            open.onsuccess = () => {
              const count = open.result.transaction('contact-outbox').objectStore('contact-outbox').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(0);
    await context.close();
  });

  it('once cancelled, is never sent', async () => {
    const { context, page } = await openContact('el');
    const message = `Ακυρωμένο μήνυμα ${Date.now()}`;
    await context.setOffline(true);
    await writeAndSend(page, 'el', message);
    await expect.poll(() => kept(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await kept(page).innerText()).toContain(typeset(text.el.notYet));
    await page.getByRole('button', { name: text.el.cancel }).click();
    await expect.poll(() => page.locator('form [role="status"]').innerText()).toContain(typeset(text.el.cancelled));
    expect(await kept(page).count()).toBe(0);

    await context.setOffline(false);
    await page.reload();
    await waitForIsland(page, 'form button[type="submit"]');
    // A message that was sent would have reached the inbox well within this time (the first test waits for one).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsWith(message)).toHaveLength(0);
    await context.close();
  });
});
