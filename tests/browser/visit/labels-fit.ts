import { expect, type Page } from '@playwright/test';
import { forcedFonts, useFont, type ForcedFont } from '../../support/forced-fonts.ts';

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
    /** Each box's edges, read once a layout. */
    const edges = new Map<Element, DOMRect>();
    const measure = () => {
      const found: string[] = [];
      boxes.clear();
      edges.clear();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
        const box = boxOf(parent);
        if (!box) continue;
        range.selectNodeContents(node);
        let left = Infinity;
        let right = -Infinity;
        for (const r of range.getClientRects())
          if (r.width > 0 && r.height > 0) {
            left = Math.min(left, r.left);
            right = Math.max(right, r.right);
          }
        if (left === Infinity) continue;
        let edge = edges.get(box);
        if (!edge) edges.set(box, (edge = box.getBoundingClientRect()));
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
 * read in each font at each width. `font` is the one it shows now (forced-fonts.ts), read first; each next font
 * is read at the width the last left it at (the widths in turn, then back), so that no layout is made for
 * nothing. The page's width is put back, since a worker's reading tab serves the next test too, and so is
 * the project's font (Noto Sans) where `restoreFont` asks for it, for a check that follows in the same load:
 * the next visit gets it anyway (each document starts in its context's font).
 */
export async function checkLabelsFit(
  page: Page,
  url: string,
  widths: readonly number[] = fitWidths,
  { font = forcedFonts[0], restoreFont = false }: { font?: ForcedFont; restoreFont?: boolean } = {},
) {
  const viewport = page.viewportSize()!;
  // The width the page is at now first, if it is one to read.
  let order = widths.includes(viewport.width) ? [viewport.width, ...widths.filter((w) => w !== viewport.width)] : [...widths];
  let current = viewport.width;
  for (const [i, next] of [font, ...forcedFonts.filter((f) => f !== font)].entries()) {
    if (i > 0) await useFont(page, next);
    for (const width of order) {
      if (width !== current) await page.setViewportSize({ width, height: viewport.height });
      current = width;
      expect.soft(await spills(page), `${url} at ${width} px in ${next}: text out of its box`).toEqual([]);
    }
    order = [...order].reverse();
  }
  if (current !== viewport.width) await page.setViewportSize(viewport);
  if (restoreFont) await useFont(page, forcedFonts[0]);
}
