import { expect, test as base, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../support/server.ts';
import { startMailPeer, type MailPeer } from '../../server/support/mail-peer.ts';
import type { ReadMail } from '../../server/support/read-mail.ts';
import { forceFonts, type ForcedFont } from '../../support/forced-fonts.ts';

/**
 * The browser tests' `test`. By default a test's pages come from the shared server of the config. A test that
 * sends messages asks for a server of its worker's own (`test.use({ siteKind: 'inbox' })`), started the first
 * time a test of that worker needs it, never per test: the real server over the built site on a free port of
 * 127.0.0.1, delivering to a real SMTP peer as the firm's inbox.
 *
 * - `inbox`: room for many messages per visitor.
 * - `strict`: one message per visitor and window, as a refusal needs.
 *
 * Each test is a visitor of its own: the server believes the X-Forwarded-For of 127.0.0.1 (as behind the
 * production proxy) and every test's browser sends an address no other test uses, so that the rate limit
 * counts each test's messages alone, whichever tests ran before it in the worker.
 *
 * Every page is read in a font brought by the tests, Noto Sans unless a test asks for another
 * (`test.use({ forcedFont })`, or `useFont` on a page already open): never in this machine's fonts
 * (tests/support/forced-fonts.ts).
 *
 * Every spec uses this one `test`, so that their tests can share a worker (a different set of fixtures
 * would need a worker, and a browser, of its own).
 */
export interface Site {
  url: string;
  server: RunningServer;
  /** The firm's inbox, holding this worker's messages. */
  inbox: MailPeer;
}

export type SiteKind = 'shared' | 'inbox' | 'strict';

/** The rate limit of the strict server's window. */
export const STRICT_WINDOW_MINUTES = 10;

const settings: Record<Exclude<SiteKind, 'shared'>, Record<string, string>> = {
  inbox: { RATE_LIMIT_MAX: '100', REQUEST_LIMIT_MAX: '10000' },
  strict: { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MINUTES: String(STRICT_WINDOW_MINUTES), REQUEST_LIMIT_MAX: '10000' },
};

async function startSite(kind: Exclude<SiteKind, 'shared'>): Promise<Site> {
  const inbox = await startMailPeer();
  const server = await startServer({
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
    MAIL_TO: 'office@example.gr',
    ...settings[kind],
  });
  return { url: server.url, server, inbox };
}

let visitors = 0;

export const test = base.extend<
  { siteKind: SiteKind; forcedFont: ForcedFont; site: Site; readingPage: Page },
  { ownSites: (kind: Exclude<SiteKind, 'shared'>) => Promise<Site>; readingTab: Page }
>({
  siteKind: ['shared', { option: true }],
  forcedFont: ['Noto Sans', { option: true }],
  context: async ({ context, forcedFont }, use) => {
    await forceFonts(context, forcedFont);
    await use(context);
  },
  /**
   * One tab per worker for the tests that only open and read pages (every-page.spec.ts), each visit a
   * navigation in it. A context per test starts a renderer process and compiles axe-core again: in npm test
   * (26 November 2026) the same nine desk visits took 2.1–3.7 s each that way, and 1.0–2.2 s in the shared tab.
   * Such a visit leaves nothing the next would see (no storage, no permission, no service worker). A failed
   * test ends its worker, so its retry starts in a new tab, traced.
   */
  readingTab: [
    async ({ browser }, use, info) => {
      const { viewport, isMobile, hasTouch, baseURL, serviceWorkers, timezoneId } = info.project.use;
      const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL, serviceWorkers, timezoneId, locale: 'en-US' });
      await forceFonts(context, 'Noto Sans');
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  readingPage: async ({ readingTab }, use) => {
    await use(readingTab);
    // The test's guard (visit/offsite-guard.ts) goes with it.
    for (const event of ['request', 'console', 'pageerror']) readingTab.removeAllListeners(event);
  },
  ownSites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern, and this one needs none
    async ({}, use) => {
      const started = new Map<string, Promise<Site>>();
      await use((kind) => {
        if (!started.has(kind)) started.set(kind, startSite(kind));
        return started.get(kind)!;
      });
      for (const site of started.values()) {
        const { server, inbox } = await site;
        await server.stop();
        await inbox.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ siteKind, ownSites }, use) => {
    if (siteKind === 'shared') throw new Error("this test sends messages: test.use({ siteKind: 'inbox' }) or 'strict'");
    await use(await ownSites(siteKind));
  },
  baseURL: async ({ siteKind, ownSites }, use, info) => {
    await use(siteKind === 'shared' ? info.project.use.baseURL : (await ownSites(siteKind)).url);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, info) => {
    visitors += 1;
    const address = `10.${info.workerIndex % 256}.${(visitors >> 8) & 255}.${visitors & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/** The e-mails in `inbox` whose text holds `words`: each test sends words of its own and looks for them. */
export const mailsWith = (inbox: MailPeer, words: string): ReadMail[] => inbox.messages.filter((mail) => mail.text.includes(words));

/** Waits for the one e-mail holding `words` and returns it. */
export async function mailWith(inbox: MailPeer, words: string): Promise<ReadMail> {
  await expect.poll(() => mailsWith(inbox, words).length, { timeout: 15_000, message: `an e-mail with “${words}”` }).toBe(1);
  return mailsWith(inbox, words)[0]!;
}

export { expect };
export type { Page, BrowserContext } from '@playwright/test';
