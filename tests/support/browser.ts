import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; `newPage` opens a fresh context (empty localStorage) on the test server. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseUrl(), ...options });
      return context.newPage();
    },
  };
}

/** Waits until the island holding `selector` has hydrated (Astro removes `ssr` from <astro-island>). */
export async function waitForIsland(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel)?.closest('astro-island');
    return !!island && !island.hasAttribute('ssr');
  }, selector);
}

/**
 * Waits until every island that hydrates by itself on this page has hydrated: all `client:afterpaint`
 * islands, except those whose media query (the directive's value) does not match this viewport.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[client="afterpaint"]')].every((island) => {
      const media = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
      const applies = typeof media !== 'string' || media === '' || matchMedia(media).matches;
      return !applies || !island.hasAttribute('ssr');
    }),
  );
}
