import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { firm } from '../../src/config/firm.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { expectNoViolations } from '../support/axe.ts';
import { sitePages } from '../support/pages.ts';
import { checkAbout } from './every-page/about.ts';
import { checkArticles } from './every-page/articles.ts';
import { checkChrome } from './every-page/chrome.ts';
import { checkContact } from './every-page/contact.ts';
import type { DeskPath } from './every-page/desk-pages.ts';
import { checkAxeWithDrawerOpen, checkCallBarShown } from './every-page/phone-axe.ts';
import { checkGuide } from './every-page/guide.ts';
import { checkGuideFirstScreen } from './every-page/guide-first-screen.ts';
import { checkHeaderFit } from './every-page/header-fit.ts';
import { checkHome, checkPhoneHero } from './every-page/home.ts';
import { checkLegal, checkPrivacy } from './every-page/notices.ts';
import { checkServices } from './every-page/services.ts';
import { checkLabelsFit, fitWidths } from './visit/labels-fit.ts';
import { offsiteGuard } from './visit/offsite-guard.ts';
import { settle } from './visit/settle.ts';

/**
 * Every page in both languages, opened once on each device it is checked on. In that one visit: it answers 200,
 * loads nothing from another origin (read to its end, its islands hydrated), breaks no WCAG 2.0/2.1/2.2 A or AA
 * rule of axe-core (on a desk, as loaded too, before it scrolls), has the structure every page has, and shows what its own kind of page must; and no label of
 * it runs out of its box at 375, 1280 or 1440 px in any of the forced fonts (visit/labels-fit.ts; a guide's desk
 * widths in reading.spec.ts, which reads each guide in each font at 1440 px already).
 *
 * - **On a phone only**: the guides, their list, the what-happened path (its own spec opens it on a desk), the two notices,
 *   the rules of law and the public services (their own spec opens them on a desk). They are read on a phone, at the roadside
 *   or after it; their text and structure are the same at any width, and reading.spec.ts and print.spec.ts
 *   open every guide on a desk for what a desk changes (the measure of a line, the print view).
 * - **On both**: home and contact, whose header and hero differ by device (a call link first on a phone, the
 *   number on request on a desk) and which nearly every visitor sees.
 * - **On a desk only**: about, services, how we work, the dates, the journal and the written claim (the last three are
 *   used on a phone in their own specs).
 *
 * The browser speaks en-US, so the Greek pages are checked with the English-language hint showing.
 */
type Check = (page: Page, lang: Lang, path: string) => Promise<void>;

const guide: Check = (page, lang, path) => checkGuide(page, lang, path.slice('/articles/'.length));
const nothingMore: Check = async () => undefined;

const phonePages: Record<string, Check> = {
  '/': nothingMore,
  '/articles': (page, lang) => checkArticles(page, lang),
  '/contact': nothingMore,
  '/start': nothingMore,
  '/privacy': (page, lang) => checkPrivacy(page, lang),
  '/legal': (page, lang) => checkLegal(page, lang),
  '/law': nothingMore,
  '/public-services': nothingMore,
};
const onPhone = (path: string): Check | undefined => (path.startsWith('/articles/') ? guide : phonePages[path]);

const onDesk: Record<DeskPath, Check> = {
  '/': (page, lang) => checkHome(page, lang),
  '/about': (page, lang) => checkAbout(page, lang),
  '/services': (page, lang) => checkServices(page, lang),
  '/contact': (page, lang) => checkContact(page, lang),
  '/how-we-work': nothingMore,
  '/deadlines': nothingMore,
  '/journal': nothingMore,
  '/letter': nothingMore,
};

// A new kind of page is opened somewhere: this file says where before it runs.
const unopened = sitePages.filter(({ path }) => !onPhone(path) && !(path in onDesk)).map(({ url }) => url);
if (unopened.length > 0) throw new Error(`every-page.spec.ts opens ${unopened.join(', ')} on no device: add it to onPhone or onDesk`);

/** Opens `url`, reads it to its end with its islands hydrated, and returns what the guard has seen so far. */
async function openAndRead(page: Page, url: string, origin: string, atTheTop: () => Promise<void> = async () => undefined) {
  const problems = offsiteGuard(page, origin);
  expect((await page.goto(url, { waitUntil: 'load' }))?.status()).toBe(200);
  await atTheTop();
  // The longest pages too must fetch nothing from elsewhere when read to their end.
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await settle(page);
  expect(problems).toEqual([]);
  return problems;
}

test.describe('every page on a phone', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  // Where the drawer is opened too, and axe run over it fully open.
  const withDrawer = new Set(['/', '/articles/car-accident-guide', '/contact']);

  for (const { lang, path, url } of sitePages) {
    const ownChecks = onPhone(path);
    if (!ownChecks) continue;
    test(url, async ({ readingPage: page, baseURL }) => {
      const problems = await openAndRead(page, url, new URL(baseURL!).origin, async () => {
        // What the first screen shows, before anything scrolls.
        if (path.startsWith('/articles/')) await checkGuideFirstScreen(page, lang, path.slice('/articles/'.length));
        if (path === '/') {
          await checkHeaderFit(page, lang, firm.name[lang]);
          await checkPhoneHero(page, lang);
        }
      });
      await checkCallBarShown(page);
      // axe's target-size counts a link partly under the sticky header or the call bar as too small: it reads the page
      // from its top, where what lies under them does not depend on how far the page grew as it was laid out whole
      // (read to its end, a guide's link to /law landed under the header, by a few pixels, when a line above it grew).
      await page.evaluate(() => scrollTo(0, 0));
      await expectNoViolations(page, `${url} @phone`);
      await checkChrome(page, lang, path);
      await ownChecks(page, lang, path);
      // A guide is read at the desk's widths in reading.spec.ts; home and contact in their visit on a desk.
      await checkLabelsFit(page, url, path.startsWith('/articles/') || path in onDesk ? [375] : fitWidths, {
        restoreFont: withDrawer.has(path),
      });
      if (withDrawer.has(path)) await checkAxeWithDrawerOpen(page, url);
      expect(problems).toEqual([]);
    });
  }

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 700 } });
    for (const lang of locales)
      test(`${localizePath(lang, '/')}: the header shows the short name whole, named with the full name`, async ({ page }) => {
        await page.goto(localizePath(lang, '/'));
        await checkHeaderFit(page, lang, firm.shortName[lang]);
      });
  });
});

test.describe('every page on a desk', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { lang, path, url } of sitePages) {
    const ownChecks = onDesk[path as DeskPath];
    if (!ownChecks) continue;
    test(url, async ({ readingPage: page, baseURL }) => {
      const problems = await openAndRead(page, url, new URL(baseURL!).origin, async () => {
        // As Lighthouse's audit or an auditor's axe sees it, loaded and not scrolled (axe-as-loaded.spec.ts).
        expect(await page.evaluate(() => scrollY)).toBe(0);
        await expectNoViolations(page, `${url} @desktop as loaded`, { asLoaded: true });
      });
      await expectNoViolations(page, `${url} @desktop`);
      await checkChrome(page, lang, path);
      await ownChecks(page, lang, path);
      // Home and contact have been read at 375 px in their visit on a phone.
      await checkLabelsFit(page, url, path in phonePages ? [1280, 1440] : fitWidths);
      expect(problems).toEqual([]);
    });
  }

  test('the guard itself notices a request to another origin', async ({ page, baseURL }) => {
    const problems = offsiteGuard(page, new URL(baseURL!).origin);
    await page.goto('/en/legal');
    await page.evaluate(() => fetch('http://127.0.0.2:9/x').catch(() => undefined));
    await expect.poll(() => problems.length).toBeGreaterThan(0);
  });
});
