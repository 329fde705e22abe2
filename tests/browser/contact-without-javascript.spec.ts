import { localizePath, locales } from '../../src/i18n/locales.ts';
import { expect, test, type Page } from './helpers/sites.ts';
import { plain, text } from './support.ts';

/**
 * The site with JavaScript switched off, as some visitors have it and every visitor has it before the
 * scripts arrive: the contact form's refusals state their reason on the page, from the server's answer
 * alone, and the menu works. The server takes one message per visitor and window.
 */
test.use({ siteKind: 'strict', javaScriptEnabled: false });

async function post(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = page.locator('form').first();
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await Promise.all([page.waitForURL(/\/contact\/(sent|not-sent)/), form.locator('button[type="submit"]').click()]);
}

const good = { name: 'Ana Papa', email: 'ana@example.gr', phone: '6912345678', message: 'Hello' };
const alert = (page: Page) => page.getByRole('alert');

test.describe('without JavaScript', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);

    test(`in ${lang}, the not-sent page names the field to correct, marked and described by its rule`, async ({ page }) => {
      await page.goto(localizePath(lang, '/contact'));
      await post(page, { ...good, phone: 'abc' });
      expect(new URL(page.url()).pathname).toBe(localizePath(lang, '/contact/not-sent/check-phone'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(alert(page)).toContainText(plain(t('form.result.fieldsWrong').replace('{fields}', t('form.phone'))));
      const phone = page.locator('form [name="phone"]');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      const rule = page.locator(`[id="${await phone.getAttribute('aria-describedby')}"]`);
      await expect(rule).toBeVisible();
      await expect(rule).toHaveText(t('form.rules.phone'));
      // The other fields are not marked.
      await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(1);
    });

    test(`in ${lang}, a refused post keeps the call time chosen for the new try`, async ({ page }) => {
      await page.goto(localizePath(lang, '/contact'));
      await page.locator('form').first().locator('[name="callTime"]').selectOption('morning');
      await post(page, { ...good, phone: 'abc' });
      const url = new URL(page.url());
      expect(url.pathname).toBe(localizePath(lang, '/contact/not-sent/check-phone'));
      expect(new URLSearchParams(url.hash.slice(1)).get('callTime')).toBe('morning');
      // The new try's form offers the call times, as the contact page does.
      await expect(page.locator('form [name="callTime"] option[value="morning"]')).toHaveCount(1);
    });

    test(`in ${lang}, the not-sent page of a server problem advises to try later or call`, async ({ page }) => {
      await page.goto(localizePath(lang, '/contact/not-sent/server-error'));
      await expect(alert(page)).toContainText(plain(t('form.errors.server')));
      await expect(alert(page)).toContainText(plain(t('form.result.notSentLater')));
      await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
    });

    test(`in ${lang}, the menu opens on a phone, leads to every page, and closes`, async ({ page }) => {
      await page.goto(localizePath(lang, '/services'));
      const panel = page.locator('#site-menu');
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      await expect(panel).toBeVisible();
      for (const key of ['nav.home', 'nav.about', 'nav.services', 'nav.articles', 'nav.contact'] as const)
        await expect(panel.getByRole('link', { name: t(key), exact: true })).toBeVisible();
      const box = (await panel.getByRole('link', { name: t('nav.about'), exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: t('nav.closeMenu') }).click();
      await expect(panel).toBeHidden();
    });
  }

  test('in en, the not-sent page of too many messages, once the visitor has used the allowance', async ({ page }) => {
    await page.goto('/en/contact');
    // Each post is counted, accepted or not, until the limit refuses one.
    for (let i = 0; i < 6 && !new URL(page.url()).pathname.includes('/not-sent/'); i++) {
      await post(page, { ...good, message: `Hello ${i}` });
      if (new URL(page.url()).pathname.endsWith('/contact/sent')) await page.goto('/en/contact');
    }
    expect(new URL(page.url()).pathname).toBe('/en/contact/not-sent/too-many');
    await expect(alert(page)).toContainText(plain(text('en', 'form.errors.rateLimitedLater')));
  });
});
