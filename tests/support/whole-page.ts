import type { Page } from 'playwright-core';

/**
 * Runs `action` with the page laid out whole. A long page's blocks far from the screen are held back by
 * content-visibility (src/styles/guide.css), with nothing laid out inside them: innerText leaves their text out,
 * and axe reads their text against the page's background (axe-core issue 2768). A reader scrolling to each block
 * sees it laid out; so does what runs here.
 */
export async function withWholePage<T>(page: Page, action: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const whole = new CSSStyleSheet();
    whole.replaceSync('* { content-visibility: visible !important; }');
    (window as unknown as { __whole?: CSSStyleSheet }).__whole = whole;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, whole];
  });
  try {
    return await action();
  } finally {
    await page.evaluate(() => {
      const { __whole } = window as unknown as { __whole?: CSSStyleSheet };
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== __whole);
    });
  }
}
