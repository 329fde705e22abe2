import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';
import { useBrowser } from '../support/browser.ts';
import { guideSlugs } from '../support/guide-source.ts';

/** Reading comfort as the reader's eye meets it: line length on a desktop, and compounds kept whole. */
const browser = useBrowser();

/** Average characters per line of a guide's longer paragraphs, as laid out. */
function charactersPerLine(page: Page): Promise<number> {
  return page.evaluate(() => {
    const paragraphs = [...document.querySelectorAll<HTMLElement>('.guide-body > p')].filter((p) => (p.textContent ?? '').length > 300);
    const perLine = paragraphs.map((p) => {
      const lines = Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
      return (p.textContent ?? '').length / lines;
    });
    return perLine.reduce((a, b) => a + b, 0) / perLine.length;
  });
}

/** Hyphenated compounds in the elements matching `selector` that the layout broke across two lines. */
function brokenCompounds(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\p{L}+(?:[-\u2011]\p{L}+)+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

describe('reading a guide on a desktop', () => {
  it.each(locales)('in %s: prose runs at about 60 to 75 characters a line at 1440 px', async (lang: Lang) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    for (const slug of ['compensation-calculation', 'insurance-rights']) {
      await page.goto(localizePath(lang, `/articles/${slug}`));
      const perLine = await charactersPerLine(page);
      expect(perLine, slug).toBeGreaterThanOrEqual(60);
      expect(perLine, slug).toBeLessThanOrEqual(75);
    }
    await page.context().close();
  });
});

describe('titles', () => {
  it.each(locales)('in %s: no title or card breaks a compound at its hyphen, at 375 and 1280 px', async (lang: Lang) => {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(localizePath(lang, '/articles'));
      expect(await brokenCompounds(page, 'h1, h2, h3'), `articles at ${width}`).toEqual([]);
      for (const slug of guideSlugs) {
        await page.goto(localizePath(lang, `/articles/${slug}`));
        expect(await brokenCompounds(page, 'h1, h2, h3, [data-component="summary"] li'), `${slug} at ${width}`).toEqual([]);
      }
      await page.context().close();
    }
  });
});
