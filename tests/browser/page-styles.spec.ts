import type { Page } from '@playwright/test';
import { expect, test } from './helpers/sites.ts';

/**
 * A page's first paint uses only the styles inline in its head, and the site's stylesheets load after it from the
 * end of the body (src/integrations/build-output/page-styles.ts): the inline part must draw the page exactly as
 * the whole would. Here each element's computed style, with those stylesheets never arriving, is the same as
 * with them, at a phone's width and a desk's (media queries), one page of each kind.
 */
const PAGES = ['/', '/en/articles/documents-checklist', '/contact', '/en/start', '/letter', '/en/journal', '/deadlines', '/en/law'];

const PROPERTIES = [
  'display',
  'position',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-left',
  'width',
  'height',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'visibility',
];

/** Each element's chosen computed styles, in document order, named by its tag and classes. */
function computed(page: Page) {
  return page.evaluate(
    (properties) =>
      [...document.querySelectorAll('body *')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName.toLowerCase()}.${element.classList.value.replace(/\s+/g, '.')} ${properties.map((p) => style.getPropertyValue(p)).join('|')}`;
      }),
    PROPERTIES,
  );
}

test.use({ javaScriptEnabled: false });

for (const path of PAGES)
  test(`${path}: its inline styles draw it as the whole stylesheet does`, async ({ page }) => {
    await page.goto(path);
    const whole = await computed(page);
    await page.route('**/_astro/*.css', (route) => route.abort());
    await page.reload();
    expect(await page.locator('link[rel="stylesheet"]').count(), 'the page links the site’s stylesheets').toBeGreaterThan(0);
    const inline = await computed(page);
    expect(inline.length).toBe(whole.length);
    expect(inline.filter((line, i) => line !== whole[i])).toEqual([]);
  });

test.describe("what a page's inline lines switch on before the first paint", () => {
  // A browser that prefers English, on the Greek pages: the offer of the English page is shown.
  test.use({ javaScriptEnabled: true, locale: 'en-US' });

  test('is drawn by the inline styles alone: the English offer above a Greek page, the path’s waiting line', async ({ page }) => {
    await page.route('**/_astro/*.css', (route) => route.abort());
    // No island takes over either: what is drawn is the page as first painted.
    await page.route(/\/_astro\/client\.[^/]+\.js$/, (route) => route.abort());
    await page.goto('/start');
    const hint = page.locator('.english-hint');
    await expect(hint).toBeVisible();
    const [hintBox, mainBox] = [await hint.boundingBox(), await page.locator('main').boundingBox()];
    expect(mainBox!.y, 'the page starts below the offer').toBeGreaterThanOrEqual(hintBox!.y + hintBox!.height);

    await page.goto('/en/start#role=cyclist&harm=hurt');
    await expect(page.getByTestId('start-waiting')).toBeVisible();
    await expect(page.locator('.start-js [data-question]')).toBeHidden();
  });
});
