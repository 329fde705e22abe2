import { expect, test as base } from '@playwright/test';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startMailPeer, type MailPeer } from '../../server/support/mail-peer.ts';
import type { ReadMail } from '../../server/support/read-mail.ts';

/**
 * Servers of a worker's own, for the tests that send messages: the real server over the built site on a
 * free port of 127.0.0.1, started once per worker (never per test), beside the shared one of the config.
 *
 * Each test is a visitor of its own: the server believes the X-Forwarded-For of 127.0.0.1 (as behind the
 * production proxy) and every test's browser sends an address no other test uses, so that the rate limit
 * counts each test's messages alone, whichever tests ran before it in the worker.
 */
export interface Site {
  url: string;
  server: RunningServer;
}

export interface SiteWithInbox extends Site {
  /** A real SMTP peer: the firm's inbox, holding this worker's messages. */
  inbox: MailPeer;
}

const asVisitors = { TRUST_PROXY: '127.0.0.1' };

let visitors = 0;

/** The e-mails in `inbox` whose text holds `words`: each test sends words of its own and looks for them. */
export const mailsWith = (inbox: MailPeer, words: string): ReadMail[] => inbox.messages.filter((mail) => mail.text.includes(words));

/** Waits for the one e-mail holding `words` and returns it. */
export async function mailWith(inbox: MailPeer, words: string): Promise<ReadMail> {
  await expect.poll(() => mailsWith(inbox, words).length, { timeout: 15_000, message: `an e-mail with “${words}”` }).toBe(1);
  return mailsWith(inbox, words)[0]!;
}

const visitorTest = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, info) => {
    visitors += 1;
    const address = `10.${info.workerIndex % 256}.${(visitors >> 8) & 255}.${visitors & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/** Pages on a server that e-mails each message to a real SMTP peer, with room for many messages per visitor. */
export const test = visitorTest.extend<{ site: SiteWithInbox }, { inboxSite: SiteWithInbox }>({
  inboxSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern, and this one needs none
    async ({}, use) => {
      const inbox = await startMailPeer();
      const server = await startServer({
        ...asVisitors,
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        MAIL_TO: 'office@example.gr',
        RATE_LIMIT_MAX: '100',
      });
      await use({ url: server.url, server, inbox });
      await server.stop();
      await inbox.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ inboxSite }, use) => use(inboxSite),
  baseURL: async ({ inboxSite }, use) => use(inboxSite.url),
});

/** The rate limit of the strict server: one message per visitor and window. */
export const STRICT_WINDOW_MINUTES = 10;

/** Pages on a server that takes one message per visitor and window, and writes its e-mails to files. */
export const strictTest = visitorTest.extend<{ site: Site }, { strictSite: Site }>({
  strictSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern, and this one needs none
    async ({}, use) => {
      const server = await startServer({ ...asVisitors, RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MINUTES: String(STRICT_WINDOW_MINUTES) });
      await use({ url: server.url, server });
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ strictSite }, use) => use(strictSite),
  baseURL: async ({ strictSite }, use) => use(strictSite.url),
});

export { expect };
