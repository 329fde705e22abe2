import { firm } from '../../src/config/firm.ts';
import type { Lang } from '../../src/i18n/locales.ts';
import { contactPath, field, fillContactForm } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, mailsWith, mailWith, test, type BrowserContext, type Page, type Site } from './helpers/sites.ts';
import { serviceWorkerReady, text } from './support.ts';

// Every test here is about the service worker, which the other specs keep out.
test.use({ serviceWorkers: 'allow' });

/**
 * A message written without a connection: kept in the browser, told plainly, sent once when the network is
 * back (the firm's inbox is a real SMTP peer), kept across a reload, and never sent once cancelled. At the
 * roadside, so on a phone.
 */
async function openContact(page: Page, lang: Lang) {
  await page.goto(contactPath[lang]);
  await serviceWorkerReady(page);
  await islandReady(page, 'main form button[type="submit"]');
}

async function writeAndSend(page: Page, lang: Lang, message: string) {
  const name = lang === 'el' ? 'Ελένη Οδικού' : 'Helen Roadside';
  await fillContactForm(page, lang, { name, email: 'helen@example.gr', phone: '6900000001', message });
  await page.getByRole('button', { name: text(lang, 'form.send') }).click();
}

const kept = (page: Page) => page.locator('[data-kept-message]');

/** Messages the form's kept queue (IndexedDB) still holds. */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('law-site');
        open.onsuccess = () => {
          const count = open.result.transaction('contact-outbox').objectStore('contact-outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** Every call to the contact function from now on, by the pages and by the service worker of `context`. */
function callsFrom(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/send-contact-email') && request.method() === 'POST') calls.push(request.postData() ?? '');
  });
  return calls;
}

/**
 * Sends one more message, online, and waits for it in the inbox: whatever the page or the worker would
 * have sent on loading, it had its chance before this one arrived.
 */
async function sendLater(page: Page, site: Site, lang: Lang) {
  const later = `Sent later, online ${test.info().testId}`;
  await writeAndSend(page, lang, later);
  await mailWith(site.inbox, later);
  return later;
}

test.describe('a message written offline', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ siteKind: 'inbox' });

  test('is kept and told, survives a reload, and is sent exactly once when the network is back', async ({ page, context, site }) => {
    const t = (key: Parameters<typeof text>[1]) => text('en', key);
    await openContact(page, 'en');
    const message = `Written at the roadside ${test.info().testId}`;
    await context.setOffline(true);
    await writeAndSend(page, 'en', message);

    const notice = kept(page);
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(t('form.offline.title'));
    await expect(notice).toContainText(message);
    await expect(notice.getByRole('link', { name: firm.mobile.display })).toHaveAttribute('href', `tel:${firm.mobile.tel}`);
    await expect(field(page, 'en', 'message')).toHaveValue('');

    // Still offline, the page is reloaded (from the worker's cache): the message is still there, still waiting.
    await page.reload();
    await islandReady(page, 'main form button[type="submit"]');
    await expect(kept(page)).toHaveCount(1);
    await expect(kept(page)).toContainText(message);
    expect(mailsWith(site.inbox, message)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.locator('main form [role="status"]')).toContainText(t('form.offline.sentText'));
    await expect(kept(page)).toHaveCount(0);
    await mailWith(site.inbox, message);

    // The page, the worker and a later load all had their chance: still one e-mail, nothing left kept, and
    // the only call after the reload is the next message's.
    await page.reload();
    const calls = callsFrom(context);
    await islandReady(page, 'main form button[type="submit"]');
    expect(await queued(page)).toBe(0);
    const later = await sendLater(page, site, 'en');
    expect(mailsWith(site.inbox, message)).toHaveLength(1);
    await expect(kept(page)).toHaveCount(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(later);
  });

  test('once cancelled, is never sent', async ({ page, context, site }) => {
    const t = (key: Parameters<typeof text>[1]) => text('el', key);
    await openContact(page, 'el');
    const message = `Ακυρωμένο μήνυμα ${test.info().testId}`;
    await context.setOffline(true);
    await writeAndSend(page, 'el', message);
    await expect(kept(page)).toHaveCount(1);
    await expect(kept(page)).toContainText(t('form.offline.title'));
    await page.getByRole('button', { name: t('form.offline.cancel') }).click();
    await expect(page.locator('main form [role="status"]')).toContainText(t('form.offline.cancelled'));
    await expect(kept(page)).toHaveCount(0);
    expect(await queued(page)).toBe(0);

    const calls = callsFrom(context);
    await context.setOffline(false);
    await page.reload();
    await islandReady(page, 'main form button[type="submit"]');
    const later = await sendLater(page, site, 'el');
    expect(mailsWith(site.inbox, message)).toHaveLength(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(later);
  });
});
