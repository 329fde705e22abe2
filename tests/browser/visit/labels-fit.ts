import { expect, type Page } from '@playwright/test';
import { forcedFonts, useFont } from '../../support/forced-fonts.ts';

/** The widths a page is checked at: a phone, a common laptop, a wide desk. */
export const fitWidths = [375, 1280, 1440] as const;

/**
 * Text that runs out of its box, as laid out now: each run of text is held to the nearest box around it that a
 * reader sees as one (a border, a background) or that cuts what passes its edge (overflow other than visible),
 * and must stay inside it from left to right; a box that scrolls holds whatever it scrolls. Text hidden on
 * purpose (visually hidden labels, clipped to a pixel) and the page's own width are left to other checks.
 */
function spills(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const isBox = (el: Element, style: CSSStyleDeclaration) =>
      style.overflowX !== 'visible' ||
      parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth) > 0 ||
      (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent');
    /** The box an element's text is held to, or null where no check applies (none, a scroller, a hidden label). */
    const boxes = new Map<Element, Element | null>();
    const boxOf = (el: Element): Element | null => {
      if (boxes.has(el)) return boxes.get(el)!;
      let found: Element | null;
      if (el === document.body || el === document.documentElement) found = null;
      else {
        const style = getComputedStyle(el);
        if (!isBox(el, style)) found = boxOf(el.parentElement!);
        else {
          const edge = el.getBoundingClientRect();
          const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
          // A box of a pixel or two, or clipped away, is a visually hidden label's.
          const hidden = edge.width <= 2 || edge.height <= 2 || style.getPropertyValue('clip') !== 'auto' || style.clipPath !== 'none';
          found = scrolls || hidden ? null : el;
        }
      }
      boxes.set(el, found);
      return found;
    };
    const measure = () => {
      const found: string[] = [];
      boxes.clear();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
        const box = boxOf(parent);
        if (!box) continue;
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue;
        const edge = box.getBoundingClientRect();
        const left = Math.min(...rects.map((r) => r.left));
        const right = Math.max(...rects.map((r) => r.right));
        if (left < edge.left - 1 || right > edge.right + 1)
          found.push(
            `«${text.slice(0, 40)}» ${Math.round(left - edge.left)}…${Math.round(right - edge.right)} px past ` +
              `<${box.tagName.toLowerCase()} class="${(box.getAttribute('class') ?? '').slice(0, 60)}">`,
          );
      }
      return found;
    };
    let found = measure();
    // Laid out at a new width, the text may have asked for a face not used before: measured again once it is in.
    if (document.fonts.status === 'loading') {
      await document.fonts.ready;
      found = measure();
    }
    return found;
  });
}

/**
 * No label runs out of its box on this page at `widths`, in any of the forced fonts: the page is loaded once and
 * read at each width in each font, then left as it was found (the project's width, Noto Sans), since a worker's
 * reading tab serves the next test too.
 */
export async function checkLabelsFit(page: Page, url: string, widths: readonly number[] = fitWidths) {
  const viewport = page.viewportSize()!;
  // The page is open in the first font already.
  for (const [i, font] of forcedFonts.entries()) {
    if (i > 0) await useFont(page, font);
    for (const width of widths) {
      await page.setViewportSize({ width, height: viewport.height });
      expect.soft(await spills(page), `${url} at ${width} px in ${font}: text out of its box`).toEqual([]);
    }
  }
  await page.setViewportSize(viewport);
  await useFont(page, forcedFonts[0]);
}
