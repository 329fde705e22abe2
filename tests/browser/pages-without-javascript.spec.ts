import { expect, test } from './helpers/sites.ts';
import { firm } from '../../src/config/firm.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { lawyersPlural } from '../../src/lib/firm-facts.ts';
import { localizePath } from '../../src/i18n/locales.ts';

/** With scripts off, the pages still hold their text, and the hero offers the number as a link to call. */
test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ javaScriptEnabled: false });

  for (const [url, label] of [
    ['/', 'Κλήση στο γραφείο'],
    ['/en', 'Call the office'],
  ] as const)
    test(`${url}: the hero shows the number as a tel: link in place of the phone button`, async ({ page }) => {
      await page.goto(url);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      const link = hero.getByRole('link', { name: `${label}: ${firm.mobile.display}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `tel:${firm.mobile.tel}`);
      await expect(hero.getByRole('button', { name: label })).toBeHidden();
    });

  for (const [url, text] of [
    ['/', dictionaries.el[`hero.title.${lawyersPlural('el')}`]],
    ['/en/about', 'Our philosophy'],
    ['/en/articles', 'Useful Articles'],
    ['/contact', 'Στείλτε μας μήνυμα'],
  ] as const)
    test(`${url} holds its text`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('body')).toContainText(text);
    });

  for (const lang of ['el', 'en'] as const)
    test(`${localizePath(lang, '/law')}: the header's search box is a link to the guides' list`, async ({ page }) => {
      await page.goto(localizePath(lang, '/law'));
      const header = page.locator('body > header');
      const link = header.getByRole('link', { name: dictionaries[lang]['search.withoutScript'] });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', localizePath(lang, '/articles'));
      await expect(header.getByRole('searchbox')).toBeHidden();
    });
});
