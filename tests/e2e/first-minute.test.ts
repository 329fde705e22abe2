import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { emergencyNumbers } from '../../src/config/emergency.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { useBrowser } from '../support/browser.ts';

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
