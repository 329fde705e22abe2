import type { Page } from 'playwright-core';

/**
 * Waits until React has really hydrated the element matching `selector` (its event handlers are
 * attached). Astro removes `ssr` from an island as soon as it has asked React to hydrate, which React
 * then does in a transition, a moment later; a key pressed or a click in between can be lost.
 */
export async function waitForReact(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}
