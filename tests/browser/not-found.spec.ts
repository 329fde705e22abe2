import { readFileSync } from 'node:fs';
import { expect, test } from './helpers/sites.ts';
import { firm } from '../../src/config/firm.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expectText } from './support.ts';

/** The not-found page in each language (status 404, a way home, no site chrome) and the error page, under axe. */
test.describe('not found and server error', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const [url, lang, heading, home] of [
    ['/no-such-page', 'el', 'Ουπς! Η σελίδα δεν βρέθηκε', '/'],
    ['/articles/no-such-guide', 'el', 'Ουπς! Η σελίδα δεν βρέθηκε', '/'],
    ['/en/no-such-page', 'en', 'Oops! Page not found', '/en'],
    ['/en/articles/nope', 'en', 'Oops! Page not found', '/en'],
  ] as const) {
    test(`${url} answers 404 in ${lang}`, async ({ page }) => {
      const failed: string[] = [];
      page.on('console', (m) => m.type() === 'error' && failed.push(m.text()));
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectText(page.locator('h1'), heading);
      const homeLink = page.getByRole('link', { name: lang === 'en' ? 'Return to Home' : 'Επιστροφή στην αρχική' });
      expect(new URL(await homeLink.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(home);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('main')).toContainText(firm.name[lang]);
      // The browser reports the document's own status as a failed load, as it does for any 404.
      await expect.poll(() => failed.some((e) => e.includes(url))).toBe(true);
      await expectNoViolations(page, `${url} (404)`);
    });
  }

  test('the error page (500), as built, on the site’s origin', async ({ page }) => {
    // The server only sends it when something breaks; its built HTML is loaded in place of a page.
    await page.goto('/no-such-page');
    await page.setContent(readFileSync('dist/500.html', 'utf8'), { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveText('Unexpected Application Error!');
    await expectNoViolations(page, '/500.html');
  });
});
