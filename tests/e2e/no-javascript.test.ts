import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The site with JavaScript switched off, as some visitors have it and every visitor has it before the
 * scripts arrive: the contact form's refusals state their reason on the page, from the server's answer alone.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_MAX: '4' });
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function post(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = page.locator('form').first();
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await Promise.all([page.waitForURL(/\/contact\/(sent|not-sent)/), form.locator('button[type="submit"]').click()]);
}

const good = { name: 'Ana Papa', email: 'ana@example.gr', phone: '6912345678', message: 'Hello' };
const alert = async (page: Page) => (await page.getByRole('alert').innerText()).replaceAll('\u00a0', ' ');

describe('without JavaScript, the not-sent page says what was wrong', () => {
  it.each(locales)('in %s: the field to correct, marked and described by its rule', async (lang: Lang) => {
    const page = await open(localizePath(lang, '/contact'));
    await post(page, { ...good, phone: 'abc' });
    expect(new URL(page.url()).pathname).toBe(localizePath(lang, '/contact/not-sent/check-phone'));
    const strings = dictionaries[lang];
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await alert(page)).toContain(
      strings['form.result.fieldsWrong'].replace('{fields}', strings['form.phone']).replaceAll('\u00a0', ' '),
    );
    const phone = page.locator('form [name="phone"]');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    const rule = page.locator(`[id="${await phone.getAttribute('aria-describedby')}"]`);
    expect(await rule.isVisible()).toBe(true);
    expect(await rule.innerText()).toBe(strings['form.rules.phone']);
    // The other fields are not marked.
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(1);
    await page.context().close();
  });

  it('in el and en: a server problem, with the advice to try later or call', async () => {
    for (const lang of locales) {
      const page = await open(localizePath(lang, '/contact/not-sent/server-error'));
      const strings = dictionaries[lang];
      expect(await alert(page)).toContain(strings['form.errors.server'].replaceAll('\u00a0', ' '));
      expect(await alert(page)).toContain(strings['form.result.notSentLater'].replaceAll('\u00a0', ' '));
      expect(await page.locator('form [aria-invalid="true"]').count()).toBe(0);
      await page.context().close();
    }
  });

  it('in en: too many messages, once the address has used its allowance', async () => {
    const page = await open('/en/contact');
    // Each post is counted, accepted or not, until the limit refuses one.
    for (let i = 0; i < 6 && !new URL(page.url()).pathname.includes('/not-sent/'); i++) {
      await post(page, { ...good, message: `Hello ${i}` });
      if (new URL(page.url()).pathname.endsWith('/contact/sent')) await page.goto('/en/contact');
    }
    expect(new URL(page.url()).pathname).toBe('/en/contact/not-sent/too-many');
    expect(await alert(page)).toContain(dictionaries.en['form.errors.rateLimitedLater'].replaceAll('\u00a0', ' '));
    await page.context().close();
  });
});

describe('without JavaScript, the menu', () => {
  it.each(locales)('in %s: opens on a phone, leads to every page, and closes', async (lang: Lang) => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(localizePath(lang, '/services'));
    const strings = dictionaries[lang];
    const panel = page.locator('#site-menu');
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: strings['nav.openMenu'] }).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const about = panel.getByRole('link', { name: strings['nav.about'], exact: true });
    const box = (await about.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: strings['nav.closeMenu'] }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });
});
