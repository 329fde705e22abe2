import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firm } from '../../src/config/firm.ts';
import { baseUrl, useBrowser, waitForHydration, waitForIsland } from '../support/browser.ts';
import { mainNav } from '../../src/config/navigation.ts';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { sitePages } from '../support/pages.ts';
import { typeset } from '../../src/lib/typography.ts';
import { pageRequirements } from '../support/spec-content.ts';

const browser = useBrowser();

/** Fails the test on any request that leaves the site's origin, and on CSP violations. */
function guard(page: Page) {
  const problems: string[] = [];
  const origin = new URL(baseUrl()).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) problems.push(`request to ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

// A few pages at a time: each waits mostly on its islands' scripts, not on the two cores.
describe.concurrent('every page in both languages', () => {
  it.for(sitePages)('$url', async ({ lang, path, url }, { expect }) => {
    const page = await browser.newPage();
    const problems = guard(page);
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.title()).toMatch(/\S{3}/);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('contentinfo').innerText()).toContain('© 2024');
    expect(await page.locator('h1').count()).toBe(1);
    // The header marks the page's own section; the notices, reached from the footer, mark none.
    const section = path === '/' ? '/' : `/${path.split('/')[1]}`;
    const current = page.locator('header nav a[aria-current="page"]');
    if (mainNav.some((link) => link.path === section)) {
      expect(await current.count()).toBe(1);
      expect(new URL(await current.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(localizePath(lang, section));
    } else {
      expect(await current.count()).toBe(0);
    }
    expect(await page.locator(`header [aria-current="true"][lang="${lang}"]`).count()).toBe(1);
    // Every island this viewport runs has loaded its scripts, so a blocked one would be reported by now.
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the parts of the pages the spec counts, at least', () => {
  it.each(locales)('%s: service and why-choose-us cards, a card for every guide in order, the About lists', async (lang) => {
    const page = await browser.newPage();
    const items = (section: string, selector = 'li') => page.locator(`section[aria-labelledby="${section}"] ${selector}`).count();
    await page.goto(localizePath(lang, '/'));
    expect(await items('services-title', 'li.card'), 'service cards').toBeGreaterThanOrEqual(pageRequirements.serviceCards);
    expect(await items('why-title', 'li.card'), 'why-choose-us cards').toBeGreaterThanOrEqual(pageRequirements.whyCards);
    await page.goto(localizePath(lang, '/articles'));
    const cards = await page
      .getByTestId('article-grid')
      .locator(':scope > li a[href]')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(cards).toEqual(guideSlugs.map((slug) => localizePath(lang, `/articles/${slug}`)));
    expect(cards.length).toBeGreaterThanOrEqual(pageRequirements.articleCards);
    await page.goto(localizePath(lang, '/about'));
    for (const list of ['handle', 'method', 'why']) expect(await items(list), list).toBeGreaterThanOrEqual(pageRequirements.aboutListItems);
    await page.context().close();
  });
});

describe('not found', () => {
  it.each([
    ['/no-such-page', 'el', 'Ουπς! Η σελίδα δεν βρέθηκε', '/'],
    ['/articles/no-such-guide', 'el', 'Ουπς! Η σελίδα δεν βρέθηκε', '/'],
    ['/en/no-such-page', 'en', 'Oops! Page not found', '/en'],
    ['/en/articles/nope', 'en', 'Oops! Page not found', '/en'],
  ])('%s answers 404 in %s', async (url, lang, heading, home) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('h1').innerText()).toBe(typeset(heading));
    const homeLink = page.getByRole('link', { name: lang === 'en' ? 'Return to Home' : 'Επιστροφή στην αρχική' });
    expect(new URL(await homeLink.evaluate((a: HTMLAnchorElement) => a.href)).pathname).toBe(home);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.locator('main').innerText()).toContain(firm.name[lang as 'el' | 'en']);
    await expect.poll(() => errors.some((e) => e.includes(url))).toBe(true);
    await page.context().close();
  });
});

describe('language', () => {
  it('switches to the same page in the other language and remembers it across reloads and pages', async () => {
    const page = await browser.newPage();
    await page.goto('/about');
    expect(await page.getAttribute('html', 'lang')).toBe('el');
    await waitForIsland(page, 'header [lang="en"]');
    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/en/about');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/en/about');
    // A Greek link followed later still shows English: the stored choice wins over the path.
    await page.goto('/services');
    await page.waitForURL((u) => u.pathname === '/en/services');
    expect(await page.locator('h1').innerText()).toBe('Our services');
    await page.getByRole('link', { name: 'EL', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/services');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('el');
    expect(await page.locator('h1').innerText()).toBe('Οι υπηρεσίες μας');
    await page.context().close();
  });

  it.each([
    ['en', '/en/contact', 'en'],
    ['el', '/contact', 'el'],
    ['fr', '/contact', 'el'],
    [null, '/contact', 'el'],
  ])('a Greek path opened with %j stored shows %s', async (stored, expectedPath, expectedLang) => {
    const page = await browser.newPage();
    if (stored !== null) await page.addInitScript((value) => localStorage.setItem('language', value), stored);
    // Record every paint of Greek text on the way: there must be none when English is stored.
    const greekPainted: string[] = [];
    await page.exposeFunction('__paint', (text: string) => greekPainted.push(text));
    await page.addInitScript(() => {
      new PerformanceObserver(() => {
        if (document.documentElement.lang === 'el' && !document.documentElement.hidden && document.body?.innerText) {
          (window as unknown as { __paint: (t: string) => void }).__paint(location.pathname);
        }
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto('/contact');
    await page.waitForURL((u) => u.pathname === expectedPath);
    await page.waitForLoadState('load');
    expect(await page.getAttribute('html', 'lang')).toBe(expectedLang);
    if (stored === 'en') expect(greekPainted).toEqual([]);
    await page.context().close();
  });

  it('an English path stays English when nothing is stored', async () => {
    const page = await browser.newPage();
    await page.goto('/en/articles');
    expect(new URL(page.url()).pathname).toBe('/en/articles');
    expect(await page.locator('h1').innerText()).toBe('Useful Articles');
    await page.context().close();
  });
});

describe('the header from 320 px up', () => {
  it.each([
    [320, '/', firm.shortName.el],
    [320, '/en', firm.shortName.en],
    [375, '/', firm.name.el],
    [375, '/en', firm.name.en],
    [1280, '/', firm.name.el],
  ])('at %i px %s shows “%s” whole, in a 64 px bar, and the link is named with the full name', async (width, url, shown) => {
    const page = await browser.newPage({ viewport: { width, height: 700 } });
    await page.goto(url);
    const home = page.getByRole('banner').getByRole('link').first();
    expect(await home.innerText()).toBe(shown);
    expect(await home.getAttribute('aria-label')).toBe(firm.name[url === '/' ? 'el' : 'en']);
    const fit = await page.evaluate(() => {
      const bar = document.querySelector('body > header > div')!;
      const name = bar.querySelector('a')!.getBoundingClientRect();
      return {
        bar: bar.getBoundingClientRect().height,
        top: name.top,
        bottom: name.bottom,
        wide: document.documentElement.scrollWidth > innerWidth,
      };
    });
    expect(fit).toMatchObject({ bar: 64, wide: false });
    expect(fit.top).toBeGreaterThanOrEqual(0);
    expect(fit.bottom).toBeLessThanOrEqual(64);
    await page.context().close();
  });
});

describe('mobile drawer at 375 px', () => {
  it('opens with a 300 px panel, keeps focus inside, and closes on Escape, backdrop and link tap', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/en/about');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await waitForIsland(page, '#site-menu');
    const drawerLink = page.locator('#site-menu').getByRole('link', { name: 'Services' });
    expect(await drawerLink.isVisible()).toBe(false);
    await expect.poll(async () => (await menu.getAttribute('aria-expanded')) === 'false').toBe(true);

    await menu.click();
    const panel = page.locator('#site-menu');
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(375 - 300);
    expect((await panel.boundingBox())?.width).toBe(300);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await drawerLink.isVisible()).toBe(true);
    expect(await page.locator('main').evaluate((m) => (m as HTMLElement).inert)).toBe(true);
    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#site-menu'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    expect(await page.locator('main').evaluate((m) => (m as HTMLElement).inert)).toBe(false);

    await menu.click();
    await page.getByTestId('drawer-backdrop').click({ position: { x: 20, y: 400 } });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    // Under the links, the call block: the mobile number to tap, and the office hours.
    await menu.click();
    const call = page.locator('#site-menu').getByRole('link', { name: firm.mobile.display });
    await expect.poll(() => call.isVisible()).toBe(true);
    expect(await call.getAttribute('href')).toBe(`tel:${firm.mobile.tel}`);
    expect(await page.locator('#site-menu').innerText()).toContain(`${firm.hours[0]!.opens} – ${firm.hours[0]!.closes}`);
    expect((await call.boundingBox())!.y).toBeGreaterThan((await drawerLink.boundingBox())!.y);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await drawerLink.click();
    await page.waitForURL((u) => u.pathname === '/en/services');
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('is not a drawer at 1280 px: the links are in the header', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/about');
    expect(await page.getByRole('button', { name: 'Άνοιγμα μενού' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Υπηρεσίες' }).first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('hero phone', () => {
  it.each([
    ['/', 'Κλήση στο γραφείο'],
    ['/en', 'Call the office'],
  ])('%s shows only the label until clicked, then a tel: link with the number', async (url, label) => {
    const page = await browser.newPage();
    await page.goto(url);
    const button = page.getByRole('button', { name: label });
    expect(await button.innerText()).toBe(label);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await waitForIsland(page, 'section[aria-labelledby="hero-title"] button');
    // Besides the call link phones get first (hidden at this width), no number is shown until asked for.
    expect(await hero.locator('a[href^="tel:"]:visible').count()).toBe(0);
    await button.click();
    const link = hero.locator('a[href^="tel:"]:visible');
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toMatch(/^tel:\+30\d{10}$/);
    expect(await link.innerText()).toMatch(/^\d{3} \d{3} \d{4}$/);
    await page.context().close();
  });
});

describe('hero phone on a phone', () => {
  it.each([
    ['/', 'Κλήση στο γραφείο'],
    ['/en', 'Call the office'],
  ])('%s offers the call link, and no reveal button, which does not hydrate at this width', async (url, label) => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(url, { waitUntil: 'load' });
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    expect(await hero.getByRole('button', { name: label }).isVisible()).toBe(false);
    expect(await hero.locator('[data-testid="hero-call"]').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it.each([
    ['/', 'Κλήση στο γραφείο'],
    ['/en', 'Call the office'],
  ])('%s: the hero shows the number as a tel: link in place of the phone button', async (url, label) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(url);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    const link = hero.getByRole('link', { name: `${label}: ${firm.mobile.display}` });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`tel:${firm.mobile.tel}`);
    expect(await hero.getByRole('button', { name: label }).isVisible()).toBe(false);
    await page.context().close();
  });

  it.each([
    ['/', 'Δικηγόροι για αποζημιώσεις από τροχαία ατυχήματα'],
    ['/en/about', 'Our philosophy'],
    ['/en/articles', 'Useful Articles'],
    ['/contact', 'Στείλτε μας μήνυμα'],
  ])('%s holds its text', async (url, text) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(url);
    expect(await page.locator('body').innerText()).toContain(text);
    await page.context().close();
  });
});
