import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { el } from '../../src/i18n/ui/el.ts';
import { en } from '../../src/i18n/ui/en.ts';
import { useBrowser, waitForHydration, waitForIsland } from '../support/browser.ts';

/**
 * Islands hydrate with Astro's own directives, each as late as its fallback allows: the drawer and the switcher
 * when the browser is idle (`client:idle`), the hero's phone button from 40rem up (`client:media`; phones get a
 * `tel:` link), the contact form as it nears the screen (`client:visible`). Until then the server's HTML does the
 * work: the menu link opens the menu (CSS :target), links are links, the form is a form.
 */
const browser = useBrowser();

/** React's runtime, which every island needs: held back, no island can hydrate. */
const REACT = /\/_astro\/client\.[^/]+\.js$/;

/** Holds back React's runtime until `release()` is called, as on a slow phone connection. */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REACT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isServerRendered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.closest('astro-island')!.hasAttribute('ssr'));

describe('islands', () => {
  it('the drawer opens before React runs (CSS :target), and React takes the open drawer over when it does', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const release = await holdReact(page);
    await page.goto('/en/about', { waitUntil: 'load' });
    expect(await isServerRendered(page, '#site-menu')).toBe(true);
    await page.locator('#menu-button').tap();
    await expect.poll(() => page.locator('#site-menu').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(new URL(page.url()).hash).toBe('#site-menu');
    release();
    await waitForIsland(page, '#site-menu');
    // The state took over: a dialog, the fragment gone, and its close button (React's handler) closes it.
    await expect.poll(() => page.getByRole('dialog', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Close menu' }).tap();
    expect(new URL(page.url()).hash).toBe('');
    await expect.poll(() => page.locator('#site-menu').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await page.context().close();
  });

  it("the islands run on React: its runtime is among the page's scripts and holds the islands' elements", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/_astro\/client\.[^/]+\.js$/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/en/about', { waitUntil: 'load' });
    await waitForIsland(page, '#menu-button');
    const code = await (await page.request.get(scripts[0]!)).text();
    expect(code).toContain('react-dom');
    expect(await page.locator('#menu-button').evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    await page.context().close();
  });

  it('the contact form hydrates as it nears the screen, not before', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/en/contact', { waitUntil: 'load' });
    // React is here (the switcher runs on it), yet the form, below the contact details on a phone, waits.
    await waitForIsland(page, 'header [lang="en"]');
    expect(await isServerRendered(page, 'form')).toBe(true);
    await waitForIsland(page, 'form');
    await page.context().close();
  });
});

describe('the scripts a page runs', () => {
  // The dictionaries are 50 KB; a page passes each island the few strings it declared, in its props.
  it.for(['/', '/en/contact'])('on %s hold none of the UI dictionaries', async (path) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
    });
    await page.goto(path, { waitUntil: 'load' });
    await waitForHydration(page);
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.length).toBeGreaterThan(10_000);
    // Long strings only: a short one ("Email") can be in any library by chance.
    const texts = [...Object.values(el), ...Object.values(en)].filter((text) => text.length >= 40);
    expect(texts.filter((text) => code.includes(text))).toEqual([]);
    await page.context().close();
  });
});

describe('before the islands hydrate', () => {
  it("the switcher's links change the language, and the choice is kept", async () => {
    const page = await browser.newPage();
    await holdReact(page);
    await page.goto('/about', { waitUntil: 'load' });
    expect(await isServerRendered(page, 'header a[hreflang="en"]')).toBe(true);
    await Promise.all([page.waitForURL('**/en/about'), page.locator('header a[hreflang="en"]').click()]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.context().close();
  });

  it('what a visitor types into the form before it hydrates stays once it has', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const release = await holdReact(page);
    await page.goto('/en/contact', { waitUntil: 'load' });
    await page.getByLabel('Full name').fill('Maria Papadopoulou');
    expect(await isServerRendered(page, 'form')).toBe(true);
    release();
    await waitForIsland(page, 'form');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Maria Papadopoulou');
    // React holds it too: a change elsewhere in the form re-renders every field from React's state.
    await page.getByLabel('Email', { exact: true }).fill('maria@example.gr');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Maria Papadopoulou');
    await page.context().close();
  });
});
