import { expect, test } from './helpers/sites.ts';
import { firm } from '../../src/config/firm.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { checkHeaderFit } from './every-page/header-fit.ts';
import { checkAxeWithDrawer } from './phone-pages/drawer-axe.ts';
import { checkGuideFirstScreen } from './phone-pages/guide-first-screen.ts';
import { brokenCompounds, titleSelectors } from './visit/broken-compounds.ts';
import { offsiteGuard } from './visit/offsite-guard.ts';
import { settle } from './visit/settle.ts';

/**
 * The pages where a phone's narrow screen matters, each opened once at 375 px: home, a guide and contact
 * under axe with the drawer closed and open; every guide's first screen; the list of guides' titles; the
 * notices read to their end. None loads anything from another origin.
 */
test.describe('the pages where a phone matters', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  const underAxe = new Set(['/', '/articles/car-accident-guide', '/contact']);
  const readToTheEnd = new Set(['/privacy', '/legal']);

  const visits = locales.flatMap((lang) =>
    ['/', '/contact', '/articles', ...guideSlugs.map((slug) => `/articles/${slug}`), '/privacy', '/legal'].map((path) => ({
      lang,
      path,
      url: localizePath(lang, path),
    })),
  );

  for (const { lang, path, url } of visits) {
    test(url, async ({ page, baseURL }) => {
      const problems = offsiteGuard(page, new URL(baseURL!).origin);
      expect((await page.goto(url, { waitUntil: 'load' }))?.status()).toBe(200);
      if (path.startsWith('/articles/')) await checkGuideFirstScreen(page, lang, path.slice('/articles/'.length));
      if (path === '/articles') expect(await brokenCompounds(page, titleSelectors.articles)).toEqual([]);
      if (path === '/') {
        await checkHeaderFit(page, lang, firm.name[lang]);
        // The call link phones get first, and no reveal button, which does not hydrate at this width.
        const hero = page.locator('section[aria-labelledby="hero-title"]');
        await expect(hero.getByRole('button', { name: lang === 'en' ? 'Call the office' : 'Κλήση στο γραφείο' })).toBeHidden();
        await expect(hero.getByTestId('hero-call')).toBeVisible();
      }
      // Where a phone does more than lay the page out: the pages under axe, which open the drawer, and the
      // longest pages read to their end. Every page's requests are watched on a desk too (every-page.spec.ts).
      if (underAxe.has(path) || readToTheEnd.has(path)) {
        await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
        await settle(page);
        expect(problems).toEqual([]);
      }
      if (underAxe.has(path)) await checkAxeWithDrawer(page, url);
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
