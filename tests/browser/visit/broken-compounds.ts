import type { Page } from '@playwright/test';

/** Hyphenated compounds in the elements matching `selector` that the layout broke across two lines. */
export function brokenCompounds(page: Page, selector: string): Promise<string[]> {
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

/** What a guide's titles and first points, or the list of guides, must not break: the selectors per page. */
export const titleSelectors = { articles: 'h1, h2, h3', guide: 'h1, h2, h3, [data-component="summary"] li' };
