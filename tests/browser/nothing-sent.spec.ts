import type { Request } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { field, fillContactForm, sendButton } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, test } from './helpers/sites.ts';
import { localizePath, plain, text } from './support.ts';

/**
 * Nothing a visitor answers or writes leaves the device before "Send" (product decision 20; the review of
 * 1 December 2026, M10): every request the browser makes while a visitor goes through the what-happened path, opens
 * the dates page it leads to, and reaches the contact form with the path's message, is recorded, address and body;
 * none carries an answer, a date or a word of the message. Then "Send", and the message is in that request alone.
 */
test.describe('nothing leaves the device before "Send"', { tag: '@phone' }, () => {
  test.use({ siteKind: 'inbox' });

  for (const lang of locales) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);

    test(`${lang}: through the path, the dates page and the contact form, no answer, date or message in any request`, async ({ page }) => {
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.clock.setFixedTime(new Date('2026-12-01T10:00:00+02:00'));

      await page.goto(localizePath(lang, '/start'));
      await islandReady(page, '[data-question="role"]');
      for (const [question, value] of [
        ['role', 'pedestrian'],
        ['harm', 'hurt'],
        ['other', 'unknown'],
        ['police', 'yes'],
        ['fault', 'partly'],
      ] as const)
        await page
          .locator(`[data-question="${question}"]`)
          .getByRole('button', { name: t(`start.a.${question}.${value}` as never), exact: true })
          .click();
      const when = page.locator('[data-question="when"]');
      await when.getByLabel(t('start.when.date')).fill('2026-11-24');
      await when.getByRole('button', { name: t('start.when.useDate') }).click();
      const result = page.getByTestId('start-result');
      await expect(result).toBeVisible();
      await result.getByTestId('start-writer').getByLabel(t('start.writer.other')).check();
      await result.getByTestId('start-add-fault').check();
      const message = plain(await result.getByTestId('start-message').innerText());

      // The dates the path leads to, and back.
      await page.getByTestId('start-dates').click();
      await expect(page.getByTestId('deadlines-live')).toBeVisible();
      await page.goBack();
      await expect(result).toBeVisible();

      // The message, into the contact form, and the visitor's own details.
      await page.getByTestId('start-send').click();
      await islandReady(page, 'main form');
      const words = `${lang}-${Date.now()}`;
      await expect(field(page, lang, 'message')).toHaveValue(/\S/);
      await fillContactForm(page, lang, {
        name: `Nothing Sent ${words}`,
        email: 'nothing-sent@example.gr',
        phone: '+30 690 111 2222',
        message: `${await field(page, lang, 'message').inputValue()}\n${words}`,
      });

      // Every request so far: its address and its body.
      const seen = await Promise.all(requests.map(async (r) => `${decodeURIComponent(r.url())}\n${r.postData() ?? ''}`));
      expect(seen.length).toBeGreaterThan(5);
      const answers = /[?&#](?:role|harm|other|police|fault|when|date|accident|received|fundReceived|q|message)=/;
      const lines = message.split('\n').filter((line) => line.trim().length > 3);
      for (const request of seen) {
        expect(request, request).not.toMatch(answers);
        expect(request).not.toContain('2026-11-24');
        expect(request).not.toContain(words);
        for (const line of lines) expect(request).not.toContain(line);
      }

      // Then "Send": the message goes, in that request's body, and only there.
      const sent = page.waitForRequest('**/functions/v1/send-contact-email');
      await sendButton(page).click();
      const body = (await sent).postDataJSON() as Record<string, string>;
      expect(plain(body.message!)).toContain(words);
      expect(plain(body.message!)).toContain(lines[0]!);
    });
  }
});
