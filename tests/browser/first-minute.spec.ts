import { expect, test, type Page } from './helpers/sites.ts';
import { emergencyNumbers } from '../../src/config/emergency.ts';
import { firm } from '../../src/config/firm.ts';
import { mainNav } from '../../src/config/navigation.ts';
import { phoneTools } from '../../src/config/phone-tools.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { islandReady } from './helpers/islands.ts';
import { plain, text } from './support.ts';

/** What a shaken visitor with a phone needs in the first minute after a crash, where they look for it. */

/** The emergency numbers' call links on the page: number, visible label and size. */
async function emergencyButtons(page: Page) {
  return Promise.all(
    emergencyNumbers.map(async ({ number, label }) => {
      const link = page.locator(`main a[href="tel:${number}"], body > div a[href="tel:${number}"]`).first();
      await expect(link).toBeVisible();
      return { number, label, text: plain(await link.innerText()), box: (await link.boundingBox())! };
    }),
  );
}

test.describe('on a 375 × 812 phone', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  for (const lang of locales) {
    const t = (key: Parameters<typeof text>[1]) => text(lang, key);

    test(`in ${lang}, the offline page: the emergency numbers as large buttons, each labelled once, and a way to try again`, async ({
      page,
    }) => {
      await page.goto(localizePath(lang, '/offline'));
      for (const button of await emergencyButtons(page)) {
        expect(button.text).toContain(button.number);
        expect(button.text).toContain(plain(t(button.label)));
        expect(button.text).not.toMatch(/\(\(|\)\)|\(.*\(.*\)\)/);
        // A thumb-sized target (WCAG's enhanced target size is 44 px).
        expect(button.box.height).toBeGreaterThanOrEqual(48);
        expect(button.box.width).toBeGreaterThanOrEqual(140);
      }
      await expect(page.getByRole('link', { name: t('offline.retry') })).toHaveCount(1);
    });

    test(`in ${lang}, the home page: 112 and 166, then calling the office, then the emergency numbers within two screens`, async ({
      page,
    }) => {
      await page.goto(localizePath(lang, '/'));
      // Someone hurt at the roadside meets 112 and 166 before the office's number.
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      const actions = await hero
        .locator('a, button')
        .filter({ visible: true })
        .evaluateAll((els) => els.slice(0, 3).map((el) => ({ href: el.getAttribute('href'), text: el.textContent ?? '' })));
      expect(actions.map((a) => a.href)).toEqual(['tel:112', 'tel:166', `tel:${firm.mobile.tel}`]);
      expect(actions[2]!.text).toContain(firm.mobile.display);
      // The emergency numbers: large tap targets, all of them above 2 × 812 px.
      for (const button of await emergencyButtons(page)) {
        expect(button.box.y + button.box.height, button.number).toBeLessThanOrEqual(2 * 812);
        expect(button.box.height).toBeGreaterThanOrEqual(48);
      }
      // The three most urgent things, and the way to the whole guide.
      const section = page.locator('section[aria-labelledby="first-minute-title"]');
      await expect(section.locator('ol > li')).toHaveCount(3);
      await expect(section.getByRole('link', { name: t('home.firstMinute.guide') })).toHaveAttribute(
        'href',
        localizePath(lang, '/articles/car-accident-guide'),
      );
    });

    test(`in ${lang}: the drawer offers the emergency numbers and the what-happened path, then the pages, then the first guide and the days after`, async ({
      page,
    }) => {
      await page.goto(localizePath(lang, '/about'));
      await islandReady(page, '#site-menu');
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      const links = await drawer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.slice(0, emergencyNumbers.length)).toEqual(emergencyNumbers.map((e) => `tel:${e.number}`));
      // The path, for the person hurt or a relative, right after the numbers; then the site's pages, within the first
      // screen; then the first guide and the pages of the days after.
      expect(links[emergencyNumbers.length]).toBe(localizePath(lang, '/start'));
      const pages = emergencyNumbers.length + 1;
      expect(links.slice(pages, pages + mainNav.length)).toEqual(mainNav.map((item) => localizePath(lang, item.path)));
      expect(links[pages + mainNav.length]).toBe(localizePath(lang, '/articles/car-accident-guide'));
      expect(links.slice(pages + mainNav.length + 1, pages + mainNav.length + 3)).toEqual(
        phoneTools.map((tool) => localizePath(lang, tool.path)),
      );
      // Each number's label stays inside its button in the drawer's narrow width.
      await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
      const spills = await drawer
        .locator('a[href^="tel:"] span span')
        .evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent));
      expect(spills).toEqual([]);
    });
  }

  test('at 150 % text size, the header wraps and keeps EL and EN on screen', async ({ page }) => {
    await page.goto('/en/about');
    await page.addStyleTag({ content: 'html { font-size: 150% !important; }' });
    for (const label of ['EL', 'EN']) {
      const box = (await page.locator('header').getByRole('link', { name: label, exact: true }).boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('the header on a desktop', { tag: '@desktop' }, () => {
  for (const lang of locales) {
    test(`in ${lang}: from the width where the call bar goes, a phone link to the firm`, async ({ page }) => {
      for (const width of [768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localizePath(lang, '/about'));
        const link = page.getByTestId('header-phone');
        await expect(link, `${width}`).toBeVisible();
        await expect(link).toHaveAttribute('href', `tel:${firm.mobile.tel}`);
        if (width >= 1280) expect(plain(await link.innerText())).toContain(firm.mobile.display);
      }
    });
  }
});
