import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { expectNoViolations } from '../support/axe.ts';
import { forcedFonts, useFont } from '../support/forced-fonts.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { localizePath } from './support.ts';
import { brokenCompounds, titleSelectors } from './visit/broken-compounds.ts';
import { checkLabelsFit } from './visit/labels-fit.ts';

/**
 * Reading on a desk: a guide's prose runs at 60 to 75 characters a line at 1440 px, in every guide and both
 * languages, wherever it sits (the text itself, a step, a callout, a checklist, an answer). Each line is
 * measured as laid out, in characters (found by bisecting each text for where its lines break); a paragraph's last line, short by nature, is left out, and
 * so are blocks narrower than the measure (table cells, side-by-side cards), which never reach 60. At that width
 * no title or first point breaks a compound at its hyphen either (on a phone, every-page.spec.ts checks it).
 * All of it in each font a visitor's system may pick from the site's stack (tests/support/forced-fonts.ts), the
 * fonts swapped in one load of each guide; each font's figures are kept with the test (its annotations). In the
 * same load (a navigation in the worker's reading tab), no label of the guide runs out of its box at 1440 or
 * 1280 px in any of the fonts; and before all that, axe finds no fault in it at 1280 px as loaded, not scrolled.
 */
test.describe.configure({ mode: 'parallel' });

interface Line {
  chars: number;
  block: string;
}

/** Every full line of prose in the guide's body: its length in characters and the start of its block. */
function proseLines(page: Page): Promise<Line[]> {
  return page.evaluate(() => {
    const lines: Line[] = [];
    const blocks = [...document.querySelectorAll<HTMLElement>('.guide-body :is(p, li, dd, blockquote, summary)')].filter(
      // Innermost blocks only, and as wide as the measure lets them be: running text, not a cell or a card.
      (el) => {
        const measure = parseFloat(getComputedStyle(el).maxWidth);
        return !el.querySelector('p, li, dd, blockquote') && el.getBoundingClientRect().width >= 0.9 * measure;
      },
    );
    const range = document.createRange();
    // Only white space and invisible marks may take no place (white space collapsed away): any other character
    // of laid-out text has a box.
    const mayVanish = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/;
    for (const block of blocks) {
      // Characters a line, by the line's top (to 4 px).
      const tops = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node;
        const value = text.data;
        const n = value.length;
        /** The line of character `i`, or undefined if it takes no place. */
        const lineOf = (i: number): number | undefined => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          return rect ? Math.round(rect.top / 4) : undefined;
        };
        /** The first character from `i` on, before `end`, that takes place, and its line; undefined if none. */
        const placed = (i: number, end: number): [number, number] | undefined => {
          for (; i < end; i++) {
            const line = lineOf(i);
            if (line !== undefined) return [i, line];
          }
          return undefined;
        };
        /** The line of the last character before `end` that takes place, at or after `start`. */
        const lastLine = (start: number, end: number): number | undefined => {
          for (let i = end - 1; i >= start; i--) {
            const line = lineOf(i);
            if (line !== undefined) return line;
          }
          return undefined;
        };
        // Lines only go down through a text node (one style, one top a line): a line's end is found by galloping
        // ahead to a character on a later line, then bisecting for the first one, not by measuring each character.
        for (let first = placed(0, n); first;) {
          const [start, line] = first;
          let end = n;
          if (lastLine(start, n) !== line) {
            // `low` takes place on the line; every character that takes place from `high` on is on a later one.
            let low = start;
            let high = n;
            for (let step = 32; low + step < n; step *= 2) {
              const probe = placed(low + step, n);
              if (!probe || probe[1] !== line) {
                high = probe ? probe[0] : low + step;
                break;
              }
              low = probe[0];
            }
            while (high - low > 1) {
              const mid = (low + high) >> 1;
              const probe = placed(mid, high);
              if (probe && probe[1] === line) low = probe[0];
              else high = probe ? probe[0] : mid;
            }
            end = high;
          }
          // The line's characters in this node: those that take place, from `start` to `end`.
          let chars = 0;
          for (let i = start; i < end; i++) if (!mayVanish.test(value[i]!) || lineOf(i) !== undefined) chars++;
          tops.set(line, (tops.get(line) ?? 0) + chars);
          first = placed(end, n);
        }
      }
      const counts = [...tops.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
      for (const chars of counts.slice(0, -1)) lines.push({ chars, block: (block.textContent ?? '').trim().slice(0, 40) });
    }
    return lines;
  });
}

/** Characters a line, fewest, mean and most. */
function figures(lines: Line[]) {
  const chars = lines.map((line) => line.chars);
  return { min: Math.min(...chars), mean: chars.reduce((a, b) => a + b, 0) / chars.length, max: Math.max(...chars) };
}

for (const lang of locales)
  for (const slug of guideSlugs)
    test(
      `${localizePath(lang, `/articles/${slug}`)}: prose at 60 to 75 characters a line at 1440 px in every font, titles' compounds whole`,
      { tag: '@desktop' },
      async ({ readingPage: page }, info) => {
        // The worker's reading tab (helpers/sites.ts), at the project's width again when done.
        const viewport = page.viewportSize()!;
        // First as loaded at 1280 px, not scrolled, as Lighthouse's audit or an auditor's axe sees it
        // (axe-as-loaded.spec.ts): the blocks far from the screen still held back from layout.
        await page.setViewportSize({ width: 1280, height: viewport.height });
        expect((await page.goto(localizePath(lang, `/articles/${slug}`), { waitUntil: 'load' }))?.status()).toBe(200);
        expect(await page.evaluate(() => scrollY)).toBe(0);
        await expectNoViolations(page, `${page.url()} as loaded`, { asLoaded: true });
        await page.setViewportSize({ width: 1440, height: viewport.height });
        for (const font of forcedFonts) {
          await useFont(page, font);
          const lines = await proseLines(page);
          const { min, mean, max } = figures(lines);
          info.annotations.push({ type: 'measure', description: `${font}: ${min}–${max}, mean ${mean.toFixed(1)}, ${lines.length} lines` });
          const longest = lines.find((line) => line.chars === max);
          expect.soft(lines.length, `${font}: full lines of prose measured`).toBeGreaterThan(50);
          expect.soft(mean, `${font}: mean characters a line`).toBeGreaterThanOrEqual(60);
          expect.soft(mean, `${font}: mean characters a line`).toBeLessThanOrEqual(75);
          expect.soft(max, `${font}: longest line, in «${longest?.block}…»`).toBeLessThanOrEqual(75);
          expect.soft(await brokenCompounds(page, titleSelectors.guide), `${font}: compounds broken at their hyphen`).toEqual([]);
        }
        // While the guide is open on a desk: no label out of its box, here and at 1280 px (on a phone:
        // every-page.spec.ts), starting in the font it was last read in.
        await checkLabelsFit(page, page.url(), [1440, 1280], { font: forcedFonts.at(-1) });
        await page.setViewportSize(viewport);
      },
    );
