import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { format } from '../../src/i18n/lookup.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';

/**
 * A refusal's own words reach the visitor: the real server refuses (too many messages, a foreign
 * origin) with text in the form's language, and the form's toast shows that text, not the generic failure.
 */
let inbox: MailPeer;
let server: RunningServer;
let browser: Browser;
const WINDOW_MINUTES = 10;

beforeAll(async () => {
  inbox = await startMailPeer();
  // One message per address and window: the first goes through, every later one is refused.
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    RATE_LIMIT_MAX: '1',
    RATE_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
  });
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

const pages = { el: '/contact', en: '/en/contact' } as const;
const labels = {
  el: { name: 'Ονοματεπώνυμο', email: 'Email', phone: 'Τηλέφωνο', message: 'Μήνυμα' },
  en: { name: 'Full name', email: 'Email', phone: 'Phone', message: 'Message' },
} as const;

/** A browser whose own language is the other one, so that the answer's language can only come from the form. */
async function open(lang: 'el' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: lang === 'el' ? 'en-GB' : 'el-GR' });
  const page = await context.newPage();
  await page.goto(pages[lang]);
  await page.waitForFunction(() => !document.querySelector('form')?.closest('astro-island')?.hasAttribute('ssr'));
  return page;
}

async function send(page: Page, lang: 'el' | 'en') {
  const l = labels[lang];
  await page.getByLabel(l.name, { exact: true }).fill('Ελένη Δημητρίου');
  await page.getByLabel(l.email, { exact: true }).fill('eleni@example.gr');
  await page.getByLabel(l.phone, { exact: true }).fill('6912345678');
  await page.getByLabel(l.message, { exact: true }).fill('Τράκαρα χθες στην Κηφισίας.');
  const answer = page.waitForResponse('**/functions/v1/send-contact-email');
  await page.locator('form button[type="submit"]').click();
  return (await answer).status();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('a refused message', () => {
  it.each(['el', 'en'] as const)('in %s: too many messages (429) shows the server’s words in the toast', async (lang) => {
    // The address's one message of the window, from a page of its own (whichever test runs first).
    const first = await open('el');
    await send(first, 'el');
    await first.context().close();

    const page = await open(lang);
    expect(await send(page, lang)).toBe(429);
    const words = format(dictionaries[lang]['form.errors.rateLimited'], { minutes: WINDOW_MINUTES });
    await expect.poll(() => toast(page, words).count(), { timeout: 10_000 }).toBe(1);
    expect(await toast(page, dictionaries[lang]['form.error']).count()).toBe(0);
    // Nothing was lost from the form: the visitor can call, or send it later.
    expect(await page.getByLabel(labels[lang].message, { exact: true }).inputValue()).toBe('Τράκαρα χθες στην Κηφισίας.');
    await page.context().close();
  });

  it.each(['el', 'en'] as const)('in %s: a request from another origin (403) shows the server’s words in the toast', async (lang) => {
    const page = await open(lang);
    // As if the form had been copied onto another site: the request goes on to the real server with that
    // site's Origin (Chromium will not let a page rewrite its own), and the server's answer comes back as it is.
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), origin: 'https://copied-form.example' } });
      await route.fulfill({ response });
    });
    expect(await send(page, lang)).toBe(403);
    await expect.poll(() => toast(page, dictionaries[lang]['form.errors.origin']).count(), { timeout: 10_000 }).toBe(1);
    expect(await toast(page, dictionaries[lang]['form.error']).count()).toBe(0);
    await page.context().close();
  });
});
