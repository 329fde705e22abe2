import { expect, test } from './helpers/sites.ts';
import type { Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { localizePath } from './support.ts';
import { brokenCompounds, titleSelectors } from './visit/broken-compounds.ts';

/**
 * Reading on a desk: a guide's prose runs at 60 to 75 characters a line at 1440 px, in every guide and both
 * languages, wherever it sits (the text itself, a step, a callout, a checklist, an answer). Each line is
 * measured as laid out, character by character; a paragraph's last line, short by nature, is left out, and
 * so are blocks too narrow to be prose (table cells, side-by-side cards), which never reach 60. At that width
 * no title or first point breaks a compound at its hyphen either (on a phone, every-page.spec.ts checks it).
 */
test.use({ viewport: { width: 1440, height: 900 } });

interface Line {
  chars: number;
  block: string;
}

/** Every full line of prose in the guide's body: its length in characters and the start of its block. */
function proseLines(page: Page): Promise<Line[]> {
  return page.evaluate(() => {
    const lines: Line[] = [];
    const fontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const blocks = [...document.querySelectorAll<HTMLElement>('.guide-body :is(p, li, dd, blockquote, summary)')].filter(
      // Innermost blocks only, and wide enough to be read as running text (30 rem).
      (el) => !el.querySelector('p, li, dd, blockquote') && el.getBoundingClientRect().width >= 30 * fontSize,
    );
    for (const block of blocks) {
      const tops = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top / 4);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
      }
      const counts = [...tops.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
      for (const chars of counts.slice(0, -1)) lines.push({ chars, block: (block.textContent ?? '').trim().slice(0, 40) });
    }
    return lines;
  });
}

for (const lang of locales) {
  test(
    `${lang}: every guide's prose runs at 60 to 75 characters a line at 1440 px, and its titles keep their compounds whole`,
    { tag: '@desktop' },
    async ({ page }) => {
      for (const slug of guideSlugs) {
        await page.goto(localizePath(lang, `/articles/${slug}`));
        const lines = await proseLines(page);
        const mean = lines.reduce((sum, line) => sum + line.chars, 0) / lines.length;
        const longest = lines.reduce((a, b) => (b.chars > a.chars ? b : a));
        expect(mean, `${slug}: mean characters a line`).toBeGreaterThanOrEqual(60);
        expect(mean, `${slug}: mean characters a line`).toBeLessThanOrEqual(75);
        expect(longest.chars, `${slug}: longest line, in «${longest.block}…»`).toBeLessThanOrEqual(75);
        expect(await brokenCompounds(page, titleSelectors.guide), `${slug}: compounds broken at their hyphen`).toEqual([]);
      }
    },
  );
}
