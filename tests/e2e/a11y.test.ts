import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoViolations } from '../support/axe.ts';
import { useBrowser, waitForHydration, waitForIsland } from '../support/browser.ts';
import { attr, builtHtmlPages, parseHtml, readBuilt, sitePages, type Element } from '../support/built-site.ts';

/**
 * axe-core, WCAG 2.0/2.1/2.2 A and AA rules, on every page in both languages at 1280 px (and the
 * not-found and error pages); at 375 px with the drawer closed and open; and on the contact form showing
 * its errors. Zero violations; a failure lists rule, impact, target selectors and summary. The browser's
 * default language is en-US, so Greek pages are checked with the English-language hint showing.
 * Tests run a few at a time (describe.concurrent) in one browser. Also: reduced motion, and the `lang`
 * of phrases in the other language in the site's own components.
 */
const browser = useBrowser();

/** Waits until the islands have hydrated, so that axe sees the page as a visitor uses it. */
async function settle(page: Page) {
  await waitForHydration(page);
  if (await page.locator('form').count()) {
    await page.locator('form').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'form');
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

async function open(url: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 812 } });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  await settle(page);
  return page;
}

describe.concurrent('axe at 1280 px, every page in both languages', () => {
  it.for(sitePages)('$url', async ({ lang, url }, { expect }) => {
    const page = await open(url, 1280);
    await expectNoViolations(page, `${url} @1280`);
    // What axe does not insist on: the page's language, one h1, one of each landmark, the skip link first.
    const structure = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      h1: document.querySelectorAll('h1').length,
      main: document.querySelectorAll('main, [role="main"]').length,
      banner: document.querySelectorAll('body > header').length,
      contentinfo: document.querySelectorAll('body > footer').length,
      firstFocusable: document
        .querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')
        ?.getAttribute('href'),
      mainTarget: document.querySelector('main')?.id,
    }));
    expect(structure).toEqual({ lang, h1: 1, main: 1, banner: 1, contentinfo: 1, firstFocusable: '#main', mainTarget: 'main' });
    await page.context().close();
  });
});

describe.concurrent('axe on the error pages', () => {
  it.for(['/no-such-page', '/en/no-such-page'])('the not-found page at %s', async (url, { expect }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await expectNoViolations(page, `${url} (404)`);
    await page.context().close();
  });

  it('the error page (500), as built, on the site’s origin', async ({ expect }) => {
    // The server only sends it when something breaks; its built HTML is loaded in place of a page.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/no-such-page');
    await page.setContent(readBuilt('/500.html'), { waitUntil: 'load' });
    expect(await page.locator('h1').innerText()).toBe('Unexpected Application Error!');
    await expectNoViolations(page, '/500.html');
    await page.context().close();
  });
});

const phonePages = ['/', '/en', '/articles/car-accident-guide', '/en/articles/car-accident-guide', '/contact', '/en/contact'];

describe.concurrent('axe at 375 px', () => {
  it.for(phonePages)('%s with the drawer closed, then open', async (url, { expect }) => {
    const page = await open(url, 375);
    expect(await page.locator('[data-callbar]').isVisible()).toBe(true);
    await expectNoViolations(page, `${url} @375 drawer closed`);

    await waitForIsland(page, '[aria-controls="site-menu"]');
    await page.locator('[aria-controls="site-menu"]').click();
    const panel = page.locator('#site-menu');
    // Fully slid in (the panel is 300 px wide at the right edge) before contrast is measured.
    await expect.poll(async () => (await panel.boundingBox())?.x, { timeout: 5_000 }).toBe(375 - 300);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectNoViolations(page, `${url} @375 drawer open`);
    await page.context().close();
  });
});

describe.concurrent('axe on the contact form showing its errors', () => {
  it.for([
    ['/contact', 'el', 375],
    ['/en/contact', 'en', 375],
    ['/contact', 'el', 1280],
    ['/en/contact', 'en', 1280],
  ] as const)('%s (%s) at %i px', async ([url, _lang, width], { expect }) => {
    const page = await open(url, width);
    const form = page.locator('form');
    await form.locator('input[name="name"]').fill('Test Person');
    await form.locator('input[name="email"]').fill('a@b');
    await form.locator('input[name="phone"]').fill('123');
    await form.locator('textarea[name="message"]').fill('A message long enough to be accepted.');
    await form.locator('button[type="submit"]').click();
    // The server rejects both fields; each is marked invalid and described by its own message.
    await expect.poll(() => form.locator('[aria-invalid="true"]').count(), { timeout: 10_000 }).toBe(2);
    for (const name of ['email', 'phone']) {
      const field = form.locator(`[name="${name}"]`);
      const describedBy = await field.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toMatch(/\S{3}/);
    }
    expect(await form.getByRole('alert').innerText()).toMatch(/\S{3}/);
    // The fields say what is wrong, so no toast repeats it (the toasts' own accessibility is checked on success).
    expect(await page.locator('[role="status"]:not(form [role="status"])').count()).toBe(0);
    await expectNoViolations(page, `${url} @${width} form errors`);
    await page.context().close();
  });
});

describe('reduced motion', () => {
  it('with prefers-reduced-motion, the drawer and other transitions are instant', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    await page.goto('/en/about');
    await waitForIsland(page, '#site-menu');
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#site-menu, [data-testid="drawer-backdrop"], header a, .btn-primary')].map((el) =>
        Math.max(
          ...getComputedStyle(el)
            .transitionDuration.split(',')
            .map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)),
        ),
      ),
    );
    expect(durations.length).toBeGreaterThan(3);
    for (const ms of durations) expect(ms).toBeLessThanOrEqual(1);
    // Without the preference, the drawer does slide.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const sliding = await page.locator('#site-menu').evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(sliding).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('language of parts (static, over the build)', () => {
  const GREEK = /[\u0370-\u03FF\u1F00-\u1FFF]/;
  /** Text from the MDX sources (guide and notice bodies and their headings, guide titles and descriptions). */
  const isContent = (el: Element) => {
    const cls = attr(el, 'class') ?? '';
    return (
      /\bguide-(body|toc)\b/.test(cls) ||
      (el.localName === 'header' && /\bguide\b/.test(el.parentElement?.getAttribute('class') ?? '')) ||
      (el.localName === 'article' && /\bcard\b/.test(cls))
    );
  };

  it('the site’s own components mark Greek words on English pages, and in English-marked parts, with lang="el"', () => {
    const problems: string[] = [];
    for (const { file, url } of builtHtmlPages()) {
      const visit = (node: Element, lang: string) => {
        if (['script', 'style', 'head', 'template'].includes(node.localName) || isContent(node)) return;
        const here = attr(node, 'lang') ?? lang;
        if (here === 'en') {
          for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
            const value = attr(node, name);
            if (value && GREEK.test(value)) problems.push(`${url}: <${node.localName} ${name}="${value}"> is Greek inside lang="en"`);
          }
        }
        for (const child of node.childNodes) {
          if (child.nodeType === child.TEXT_NODE && here === 'en' && GREEK.test(child.textContent ?? '')) {
            problems.push(`${url}: “${(child.textContent ?? '').trim().slice(0, 80)}” in <${node.localName}> is Greek inside lang="en"`);
          } else if (child.nodeType === child.ELEMENT_NODE) visit(child as Element, here);
        }
      };
      const doc = parseHtml(readFileSync(file, 'utf8'));
      const html = doc.documentElement;
      visit(html, attr(html, 'lang') ?? '');
    }
    expect(problems.join('\n')).toBe('');
  });
});
