import { firm } from '../../src/config/firm.ts';
import { fillContactForm, contactPath, field } from './helpers/contact-form.ts';
import { islandReady } from './helpers/islands.ts';
import { expect, mailsWith, mailWith, test } from './helpers/sites.ts';
import { text } from './support.ts';

/**
 * A message the server is too loaded to read (503 `overloaded`, a flood: the review of 1 December, P2) is
 * kept on the phone like one written without a connection, shown with the firm's phone number, and sent
 * by the form itself once the server's Retry-After has passed: the first post is answered 503 here, every
 * later one goes on to the real server and its inbox.
 */
test.describe('a message the server could not take now', { tag: '@phone' }, () => {
  test.use({ siteKind: 'inbox' });

  test('is kept, shown with the phone number, and sent once when the server answers again', async ({ page, site }) => {
    const t = (key: Parameters<typeof text>[1]) => text('en', key);
    await page.goto(contactPath.en);
    await islandReady(page, 'main form button[type="submit"]');
    let refusals = 1;
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      if (route.request().method() === 'POST' && refusals-- > 0) {
        await route.fulfill({
          status: 503,
          headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2' },
          body: JSON.stringify({ error: t('form.errors.overloaded'), code: 'overloaded', fields: {} }),
        });
      } else await route.continue();
    });

    const message = `Written during a flood ${test.info().testId}`;
    await fillContactForm(page, 'en', { name: 'Helen Flood', email: 'helen@example.gr', phone: '6900000002', message });
    await page.getByRole('button', { name: t('form.send') }).click();

    const kept = page.locator('[data-kept-message]');
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText(message);
    // It says why it is kept: the server was busy, not the connection gone.
    await expect(kept).toContainText(t('form.offline.serverBusy'));
    await expect(kept).not.toContainText(t('form.offline.text'));
    await expect(kept.getByRole('link', { name: firm.mobile.display })).toHaveAttribute('href', `tel:${firm.mobile.tel}`);
    await expect(field(page, 'en', 'message')).toHaveValue('');
    expect(mailsWith(site.inbox, message)).toHaveLength(0);

    // Online all along: the form sends it again by itself once the wait the server asked for is over.
    await expect(page.locator('main form [role="status"]')).toContainText(t('form.offline.sentText'), { timeout: 15_000 });
    await expect(kept).toHaveCount(0);
    await mailWith(site.inbox, message);
    expect(mailsWith(site.inbox, message)).toHaveLength(1);
  });
});
