import { expect, test as base } from '@playwright/test';
import { caddyAddress, hasCaddy, startCaddy, type RunningCaddy } from '../support/caddy.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { islandReady } from './helpers/islands.ts';

/**
 * The production kit's front in a browser: the contact form, with its script, sends through Debian's Caddy
 * (deploy/Caddyfile) to the real server, which delivers to a real SMTP peer; the page's Content Security
 * Policy, as Caddy serves it, lets the form reach the function. What Caddy answers without a browser is in
 * tests/deploy/caddy.test.ts.
 */
const test = base.extend<object, { front: { caddy: RunningCaddy; server: RunningServer; inbox: MailPeer } }>({
  front: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const url = await caddyAddress();
      const inbox = await startMailPeer();
      const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_TO: 'office@example.gr', ALLOWED_ORIGINS: url });
      const caddy = await startCaddy(url, new URL(server.url).host);
      await use({ caddy, server, inbox });
      await caddy.stop();
      await server.stop();
      await inbox.close();
    },
    { scope: 'worker' },
  ],
});

test.skip(!hasCaddy, 'Caddy is not installed');

// The same path at any width: once, on the desktop.
test('the form sends through Caddy: the success toast, and the e-mail in the inbox', { tag: '@desktop' }, async ({ page, front }) => {
  const blocked: string[] = [];
  page.on('console', (message) => message.text().includes('Content Security Policy') && blocked.push(message.text()));
  const response = await page.goto(`${front.caddy.url}/en/contact`);
  expect(response!.status()).toBe(200);
  await islandReady(page, 'main form');
  const before = front.inbox.messages.length;
  const message = 'Sent from the browser, through Caddy.';
  await page.getByLabel('Full name', { exact: true }).fill('Ana Papa');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.gr');
  await page.getByLabel('Phone', { exact: true }).fill('+30 690 000 0000');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent successfully!' })).toHaveCount(1, { timeout: 15_000 });
  const [mail] = (await front.inbox.waitFor(before + 1)).slice(before);
  expect(mail!.text).toContain(message);
  expect(blocked).toEqual([]);
});
