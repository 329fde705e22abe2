import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { familiesOf, forcedFonts, useFont } from '../support/forced-fonts.ts';

/**
 * The tests' fonts are the ones the browser draws with (tests/support/forced-fonts.ts): each set in turn, the
 * body's text in its sans and the firm's name in its serif, Greek and Latin letters alike; and a page read
 * without JavaScript, which no init script reaches, is still drawn in one of them, never in a font of this
 * machine. Were the fontconfig file or a set's family names wrong, Chromium would draw in another font and
 * every measuring test would measure in it.
 */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return [...new Set(fonts.map((font) => font.familyName))];
}

test.describe('the forced fonts', { tag: '@desktop' }, () => {
  test('each set is the one drawn, in Greek and in English', async ({ page }) => {
    for (const path of ['/articles/car-accident-guide', '/en/articles/car-accident-guide']) {
      await page.goto(path);
      for (const font of forcedFonts) {
        await useFont(page, font);
        const { sans, serif } = familiesOf(font);
        // A static instance of a family names its weight too ('Noto Sans Medium'): the family starts the name.
        for (const family of await drawnIn(page, 'main p')) expect(family, `${path} in ${font}`).toMatch(new RegExp(`^${sans}\\b`));
        for (const family of await drawnIn(page, 'footer p.font-serif'))
          expect(family, `${path} in ${font}`).toMatch(new RegExp(`^${serif}\\b`));
      }
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a page is drawn in the forced fonts all the same', async ({ page }) => {
      await page.goto('/articles/car-accident-guide');
      const allowed = forcedFonts.flatMap((font) => Object.values(familiesOf(font)));
      for (const selector of ['main p', 'footer p.font-serif'])
        for (const family of await drawnIn(page, selector))
          expect(
            allowed.some((name) => family.startsWith(name)),
            family,
          ).toBe(true);
    });
  });
});
