import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { emergencyNumbers } from '../../src/config/emergency.ts';
import { firm } from '../../src/config/firm.ts';
import { phoneTools } from '../../src/config/phone-tools.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { useBrowser, waitForIsland } from '../support/browser.ts';

/** What a shaken visitor with a phone needs in the first minute after a crash, where they look for it. */
const browser = useBrowser();
const phone = { viewport: { width: 375, height: 812 } };

/** The emergency numbers' call buttons on the page: number, visible label and size. */
async function emergencyButtons(page: Page) {
  return Promise.all(
    emergencyNumbers.map(async ({ number }) => {
      const link = page.locator(`main a[href="tel:${number}"], body > div a[href="tel:${number}"]`).first();
      return { number, text: (await link.innerText()).replaceAll('\u00a0', ' '), box: (await link.boundingBox())! };
    }),
  );
}

describe('the offline page', () => {
  it.each(locales)('in %s: the emergency numbers as large buttons, each labelled once, and a way to try again', async (lang: Lang) => {
    const page = await browser.newPage(phone);
    await page.goto(localizePath(lang, '/offline'));
    for (const button of await emergencyButtons(page)) {
      const label = dictionaries[lang][emergencyNumbers.find((e) => e.number === button.number)!.label].replaceAll('\u00a0', ' ');
      expect(button.text).toContain(button.number);
      expect(button.text).toContain(label);
      expect(button.text).not.toMatch(/\(\(|\)\)|\(.*\(.*\)\)/);
      // A thumb-sized target (WCAG's enhanced target size is 44 px).
      expect(button.box.height).toBeGreaterThanOrEqual(48);
      expect(button.box.width).toBeGreaterThanOrEqual(140);
    }
    const retry = page.getByRole('link', { name: dictionaries[lang]['offline.retry'] });
    expect(await retry.count()).toBe(1);
    await page.context().close();
  });
});

describe('the home page, in the first minute', () => {
  it.each(locales)(
    'in %s on a 375 × 812 phone: 112 and 166, then calling the office, then the emergency numbers within two screens',
    async (lang: Lang) => {
      const page = await browser.newPage(phone);
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
      const buttons = await emergencyButtons(page);
      for (const button of buttons) {
        expect(button.box.y + button.box.height, button.number).toBeLessThanOrEqual(2 * 812);
        expect(button.box.height).toBeGreaterThanOrEqual(48);
      }
      // The three most urgent things, and the way to the whole guide.
      const section = page.locator('section[aria-labelledby="first-minute-title"]');
      expect(await section.locator('ol > li').count()).toBe(3);
      const guide = section.getByRole('link', { name: dictionaries[lang]['home.firstMinute.guide'] });
      expect(await guide.getAttribute('href')).toBe(localizePath(lang, '/articles/car-accident-guide'));
      await page.context().close();
    },
  );

  it.each(locales)(
    'in %s: the drawer offers the emergency numbers, the first guide and the days after before the pages',
    async (lang: Lang) => {
      const page = await browser.newPage(phone);
      await page.goto(localizePath(lang, '/about'));
      await waitForIsland(page, '#site-menu');
      await page.getByRole('button', { name: dictionaries[lang]['nav.openMenu'] }).click();
      const drawer = page.getByRole('dialog');
      await expect.poll(() => drawer.isVisible()).toBe(true);
      const links = await drawer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links.slice(0, emergencyNumbers.length)).toEqual(emergencyNumbers.map((e) => `tel:${e.number}`));
      expect(links[emergencyNumbers.length]).toBe(localizePath(lang, '/articles/car-accident-guide'));
      expect(links.slice(emergencyNumbers.length + 1, emergencyNumbers.length + 3)).toEqual(
        phoneTools.map((tool) => localizePath(lang, tool.path)),
      );
      expect(links[emergencyNumbers.length + 3]).toBe(localizePath(lang, '/'));
      // Each number's label stays inside its button in the drawer's narrow width.
      await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
      const spills = await drawer
        .locator('a[href^="tel:"] span span')
        .evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent));
      expect(spills).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the header on a desktop', () => {
  it.each(locales)('in %s: from the width where the call bar goes, a phone link to the firm', async (lang: Lang) => {
    for (const width of [768, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(localizePath(lang, '/about'));
      const link = page.getByTestId('header-phone');
      expect(await link.isVisible(), `${width}`).toBe(true);
      expect(await link.getAttribute('href')).toBe(`tel:${firm.mobile.tel}`);
      if (width >= 1024) expect((await link.innerText()).replaceAll('\u00a0', ' ')).toContain(firm.mobile.display);
      await page.context().close();
    }
  });

  it('at 150 % text size on a phone, the header wraps and keeps EL and EN on screen', async () => {
    const page = await browser.newPage(phone);
    await page.goto('/en/about');
    await page.addStyleTag({ content: 'html { font-size: 150% !important; }' });
    for (const label of ['EL', 'EN']) {
      const box = (await page.locator('header').getByRole('link', { name: label, exact: true }).boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
