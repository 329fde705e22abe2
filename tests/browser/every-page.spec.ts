import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import type { Lang } from '../../src/i18n/locales.ts';
import { expectNoViolations } from '../support/axe.ts';
import { sitePages } from '../support/pages.ts';
import { checkAbout } from './every-page/about.ts';
import { checkArticles } from './every-page/articles.ts';
import { checkChrome } from './every-page/chrome.ts';
import { checkContact } from './every-page/contact.ts';
import { checkGuide } from './every-page/guide.ts';
import { checkHome } from './every-page/home.ts';
import { checkLegal, checkPrivacy } from './every-page/notices.ts';
import { checkServices } from './every-page/services.ts';
import { offsiteGuard } from './visit/offsite-guard.ts';
import { settle } from './visit/settle.ts';

/**
 * Every page in both languages, opened once on a desk: it answers 200, loads nothing from another origin
 * (scrolled to its end, its islands hydrated), breaks no WCAG 2.0/2.1/2.2 A or AA rule of axe-core, has the
 * structure every page has, and then what its own kind of page must show. The browser speaks en-US, so the
 * Greek pages are checked with the English-language hint showing.
 */
test.describe('every page on a desk', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ locale: 'en-US' });

  const ownChecks: Record<string, (page: Page, lang: Lang) => Promise<void>> = {
    '/': checkHome,
    '/about': checkAbout,
    '/services': checkServices,
    '/articles': checkArticles,
    '/contact': checkContact,
    '/privacy': checkPrivacy,
    '/legal': checkLegal,
  };

  for (const { lang, path, url } of sitePages) {
    test(url, async ({ page, baseURL }) => {
      const problems = offsiteGuard(page, new URL(baseURL!).origin);
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      // The longest pages too must fetch nothing from elsewhere when read to their end.
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await settle(page);
      expect(problems).toEqual([]);
      await expectNoViolations(page, `${url} @desktop`);
      await checkChrome(page, lang, path);
      if (path.startsWith('/articles/')) await checkGuide(page, lang, path.slice('/articles/'.length));
      else await ownChecks[path]?.(page, lang);
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
