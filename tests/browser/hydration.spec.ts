import { expect, test, type Page } from './helpers/sites.ts';
import { el } from '../../src/i18n/ui/el.ts';
import { en } from '../../src/i18n/ui/en.ts';
import { islandReady, pageHydrated } from './helpers/islands.ts';

/**
 * Islands hydrate as late as their fallbacks allow: the drawer and the switcher after the visitor's first move on
 * the page (`client:interaction`, our one directive of our own), the hero's phone button from 40rem up
 * (`client:media`; phones get a `tel:` link), the contact form as it nears the screen (`client:visible`). Until
 * then the server's HTML does the work: the menu link opens the menu (CSS :target), links are links, the form is
 * a form.
 */

/** React's runtime, which every island needs: held back, no island can hydrate. */
const REACT = /\/_astro\/client\.[^/]+\.js$/;

/** The requests for React's runtime that `page` makes from now on, into `into` as they are made. */
function reactFetches(page: Page, into: string[] = []): string[] {
  page.on('request', (request) => {
    if (REACT.test(request.url())) into.push(request.url());
  });
  return into;
}

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
  page.locator(selector).evaluate((element) => element.closest('astro-island')!.hasAttribute('ssr'));

const visibility = (page: Page) => page.locator('#site-menu').evaluate((element) => getComputedStyle(element).visibility);

test.describe('islands, on a phone', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('the drawer opens before React runs (CSS :target), and React takes the open drawer over when it does', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto('/en/about', { waitUntil: 'load' });
    expect(await isServerRendered(page, '#site-menu')).toBe(true);
    await page.locator('#menu-button').tap();
    await expect.poll(() => visibility(page)).toBe('visible');
    expect(new URL(page.url()).hash).toBe('#site-menu');
    release();
    await islandReady(page, '#site-menu');
    // The state took over: a dialog, the fragment gone, and its close button (React's handler) closes it.
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Close menu' }).tap();
    expect(new URL(page.url()).hash).toBe('');
    await expect.poll(() => visibility(page)).toBe('hidden');
  });

  test("a page nobody touches never fetches React's runtime; the first move hydrates the header's islands", async ({ page }) => {
    const fetched = reactFetches(page);
    await page.goto('/en/about', { waitUntil: 'networkidle' });
    expect(fetched).toEqual([]);
    expect(await isServerRendered(page, '#menu-button')).toBe(true);
    expect(await isServerRendered(page, 'header a[hreflang="el"]')).toBe(true);
    await page.mouse.wheel(0, 40);
    await islandReady(page, '#menu-button');
    await islandReady(page, 'header a[hreflang="el"]');
    expect(fetched).toHaveLength(1);
  });

  test('focus alone hydrates them, as a screen reader moves it without a pointer or a key', async ({ page }) => {
    await page.goto('/en/about', { waitUntil: 'networkidle' });
    expect(await isServerRendered(page, '#menu-button')).toBe(true);
    await page.locator('#menu-button').focus();
    await page.waitForFunction(() => Object.keys(document.getElementById('menu-button')!).some((key) => key.startsWith('__reactProps$')));
  });

  test('a click with no pointer before it, as assistive technology sends one, hydrates them too', async ({ page }) => {
    await page.goto('/en/about', { waitUntil: 'networkidle' });
    expect(await isServerRendered(page, 'header a[hreflang="el"]')).toBe(true);
    // A click alone, on an element with no action of its own, so that nothing else (a scroll, a focus) follows it.
    await page.locator('main').dispatchEvent('click');
    await page.waitForFunction(() => Object.keys(document.getElementById('menu-button')!).some((key) => key.startsWith('__reactProps$')));
  });

  test('the first tap opens the menu by itself, and React takes the open menu over', async ({ page }) => {
    await page.goto('/en/about', { waitUntil: 'networkidle' });
    await page.locator('#menu-button').tap();
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => visibility(page)).toBe('hidden');
  });

  test("the islands run on React: its runtime is among the page's scripts and holds the islands' elements", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (REACT.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/en/about', { waitUntil: 'load' });
    await islandReady(page, '#menu-button');
    const code = await (await page.request.get(scripts[0]!)).text();
    expect(code).toContain('react-dom');
    expect(
      await page.locator('#menu-button').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    ).toBe(true);
  });

  test('the contact form hydrates as it nears the screen, not before', async ({ page }) => {
    await page.goto('/en/contact', { waitUntil: 'load' });
    // React is here (the switcher runs on it), yet the form, below the contact details on a phone, waits.
    await islandReady(page, 'header [lang="en"]');
    expect(await isServerRendered(page, 'main form')).toBe(true);
    await islandReady(page, 'main form');
  });

  // The dictionaries are 50 KB; a page passes each island the few strings it declared, in its props.
  for (const path of ['/', '/en/contact']) {
    test(`the scripts on ${path} hold none of the UI dictionaries`, async ({ page }) => {
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
      });
      await page.goto(path, { waitUntil: 'load' });
      await pageHydrated(page);
      const code = (await Promise.all(scripts)).join('\n');
      expect(code.length).toBeGreaterThan(10_000);
      // Long strings only: a short one ("Email") can be in any library by chance.
      const texts = [...Object.values(el), ...Object.values(en)].filter((text) => text.length >= 40);
      expect(texts.filter((text) => code.includes(text))).toEqual([]);
    });
  }

  test('what a visitor types into the form before it hydrates stays once it has', async ({ page }) => {
    const release = await holdReact(page);
    await page.goto('/en/contact', { waitUntil: 'load' });
    await page.getByLabel('Full name').fill('Maria Papadopoulou');
    expect(await isServerRendered(page, 'main form')).toBe(true);
    release();
    await islandReady(page, 'main form');
    await expect(page.getByLabel('Full name')).toHaveValue('Maria Papadopoulou');
    // React holds it too: a change elsewhere in the form re-renders every field from React's state.
    await page.getByLabel('Email', { exact: true }).fill('maria@example.gr');
    await expect(page.getByLabel('Full name')).toHaveValue('Maria Papadopoulou');
  });
});

/** Whether React's runtime was fetched yet, and the island holding `selector` has hydrated, with no move made. */
async function untouched(page: Page, fetched: string[], selector: string, when: string) {
  await page.waitForLoadState('networkidle');
  expect(fetched, `React's runtime, before any move, ${when}`).toEqual([]);
  expect(await isServerRendered(page, selector)).toBe(true);
}

test.describe('the path and the letter, on a phone', { tag: '@phone' }, () => {
  test.describe.configure({ mode: 'parallel' });

  test('the path waits for the first move, its first tap kept; a shared result is worked out with no move at all', async ({ page }) => {
    const fetched = reactFetches(page);
    await page.goto('/en/start');
    await untouched(page, fetched, '[data-question]', 'on the first question');
    // The first tap moves on, whether React is ready by then or not.
    await page.getByRole('button', { name: en['start.a.role.pedestrian'] }).tap();
    await expect(page.locator('.start-js [data-question="harm"]')).toBeVisible();
    expect(fetched).toHaveLength(1);

    // A shared result, opened in a new tab: worked out with no move.
    const shared = await page.context().newPage();
    reactFetches(shared, fetched);
    fetched.length = 0;
    await shared.goto('/en/start#role=pedestrian&other=unknown');
    await expect(shared.getByTestId('start-result')).toBeVisible();
    expect(fetched).toHaveLength(1);
  });

  test('the letter waits for the first move on a first visit; a letter kept on the device is shown with no move', async ({ page }) => {
    const fetched = reactFetches(page);
    await page.goto('/en/letter');
    await untouched(page, fetched, 'main form', 'on a first visit');
    await page.getByLabel(en['letter.name'], { exact: true }).fill('Maria Papadopoulou');
    await expect(page.getByTestId('letter-status')).toHaveText(en['letter.kept']);

    fetched.length = 0;
    await page.reload();
    await expect(page.getByLabel(en['letter.name'], { exact: true })).toHaveValue('Maria Papadopoulou');
    expect(fetched).toHaveLength(1);

    // Deleted: the next visit is a first visit again (a new one: a reload's restored scroll is a move of its own).
    await page.getByRole('button', { name: en['letter.delete'] }).click();
    await page.getByRole('button', { name: en['letter.confirmYes'] }).click();
    await expect(page.getByTestId('letter-status')).toHaveText(en['letter.deleted']);
    await page.goto('about:blank');
    fetched.length = 0;
    await page.goto('/en/letter');
    await untouched(page, fetched, 'main form', 'once the letter was deleted');
  });
});

test.describe('before the islands hydrate, on a desktop', { tag: '@desktop' }, () => {
  test("the switcher's links change the language, and the choice is kept", async ({ page }) => {
    await holdReact(page);
    await page.goto('/about', { waitUntil: 'load' });
    expect(await isServerRendered(page, 'header a[hreflang="en"]')).toBe(true);
    await Promise.all([page.waitForURL('**/en/about'), page.locator('header a[hreflang="en"]').click()]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });
});
