import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';

/**
 * The contact form's whole path for one test file: a real SMTP peer as the firm's inbox, the real server
 * started for this file and delivering to it, and Debian's Chromium. The server is the file's own (not the
 * shared e2e server), so that its inbox holds only this file's messages.
 */
export function useSiteWithInbox() {
  let inbox: MailPeer;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    inbox = await startMailPeer();
    // A generous rate limit: the file sends many messages from one address, which is not what is tested.
    server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_TO: 'office@example.gr', RATE_LIMIT_MAX: '100' });
    browser = await chromium.launch(chromiumLaunchOptions());
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
  });

  return {
    get inbox(): MailPeer {
      return inbox;
    },
    get server(): RunningServer {
      return server;
    },
    /** A fresh browser context (empty storage) on this file's server. */
    newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      return browser.newContext({ baseURL: server.url, ...options });
    },
  };
}
