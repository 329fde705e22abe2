/**
 * Each page carries only the styles its own markup uses, inline in its head, and links the site's stylesheets at
 * the end of its body: the first paint needs no request (a linked stylesheet in the head measured 1.27–1.65× the
 * LCP of inline styles on a slow phone, docs/performance.md), and the whole stylesheet, which what the islands draw
 * later may need, is one file fetched after the page is drawn and cached for every page after it.
 *
 * Beasties (the successor of Google's Critters) keeps a rule when its selector matches an element of the page, with
 * its media query, and the `@layer`, `@property` and `:root` rules Tailwind's cascade needs. Moved to the end of the
 * body, the links block no paint of what is above them and add no inline script or handler (none would pass the
 * pages' Content-Security-Policy).
 */
import Beasties from 'beasties';
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';

export interface PageStylesReport {
  pages: number;
  /** Bytes of inline style before and after, over every page. */
  before: number;
  after: number;
}

/** Puts each page's own styles inline, `dist` being the built site and `pages` its HTML files. */
/**
 * Beasties strips each pseudo-class, with its argument, before it matches a selector against the page. Where the
 * pseudo-class stands for a whole element (`.guide-body :not(pre)>code`, Tailwind's `:where(.space-y-4>…)`, the
 * date fields' `::-webkit-datetime-edit`), that leaves a selector which matches nothing or the wrong element
 * (`.guide-body >code`), and the rule was left out of pages that use it: such a pseudo-class is made `*` first,
 * which may keep a rule a page does not need, never drop one it does.
 */
/** Beasties' own method, which its types leave out. */
type Normalize = (this: Beasties, selector: string) => string;

class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    const own = (Beasties.prototype as unknown as { normalizeCssSelector: Normalize }).normalizeCssSelector;
    return own.call(this, selector.replace(/(^|[\s>+~])(?:::?[a-z-]+(?:\((?:[^()]|\([^()]*\))*\))?)+/gi, '$1*'));
  }
}

export async function inlinePageStyles(dist: string, pages: readonly string[]): Promise<PageStylesReport> {
  const beasties = new PageBeasties({
    path: dist,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    mergeStylesheets: true,
    // Astro's few inline <style> blocks (an island's own) stay as written.
    reduceInlineStyles: false,
    compress: true,
    keyframes: 'critical',
    // A sheet this small (an island's few rules) costs more as a request than inline.
    inlineThreshold: 2048,
    // The rules a page's inline lines switch on by marking <html> before the first paint (the offer of the English
    // page, the path's "your answers are on their way"): no element matches them as built, and left to the whole
    // stylesheet they were drawn late, the English offer's 57 px moving every Greek page down for a visitor whose
    // browser prefers English (Lighthouse's CLS 0.064 on /start and /deadlines, 2 December 2026).
    allowRules: [/html\[data-/],
    logLevel: 'warn',
  });
  const report: PageStylesReport = { pages: 0, before: 0, after: 0 };
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    if (!/<link rel="stylesheet"/.test(html)) continue;
    let out: string;
    try {
      out = await beasties.process(html);
    } catch (error) {
      throw new Error(`page styles: ${relative(dist, file)}: ${(error as Error).message}`, { cause: error });
    }
    report.pages++;
    report.before += inlineStyleBytes(html);
    report.after += inlineStyleBytes(out);
    await writeFile(file, out);
  }
  return report;
}

const inlineStyleBytes = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css]) => sum + Buffer.byteLength(css!), 0);
