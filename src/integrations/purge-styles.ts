import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PurgeCSS } from 'purgecss';
import { filesUnder } from '../lib/files-under.ts';

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * Words a selector may name. Tailwind's class names hold `:`, `/`, `[`, `.`, so the split is on what
 * cannot be part of a class (spaces, quotes, angle brackets, backticks); attribute selectors such as
 * `[aria-expanded=true]` are matched by name and value, so each word is also split at `=`.
 */
export function selectorWords(content: string): string[] {
  const words = content.match(/[^<>"'`\s\\]+/g) ?? [];
  return [...new Set(words.flatMap((word) => (word.includes('=') ? [word, ...word.split('=').filter(Boolean)] : [word])))];
}

/**
 * The page's inline styles with only the rules that can match it: its own markup, and the islands'
 * scripts (which may add classes after hydration). Every page carries its styles (they are inlined so
 * that nothing is fetched before the first paint), and Tailwind's output is one sheet for the whole site;
 * without the rules a page never uses, its document is a few KB smaller, which on a slow network decides
 * whether it arrives in the first round trip.
 */
export async function purgePageStyles(html: string, scripts: string[]): Promise<string> {
  const styles = [...html.matchAll(STYLE)];
  if (styles.length === 0) return html;
  // The markup without its styles: a selector's own text (`.guide-template pre code`) must not keep the rule.
  const markup = html.replace(STYLE, '$1$3');
  const content = [{ raw: markup, extension: 'html' }, ...scripts.map((raw) => ({ raw, extension: 'js' }))];
  const purged = await Promise.all(
    styles.map(async ([, , css]) => {
      const [result] = await new PurgeCSS().purge({
        content,
        css: [{ raw: css! }],
        defaultExtractor: selectorWords,
        // Unused @keyframes and @font-face go too; custom properties stay (Tailwind reads them through var()).
        keyframes: true,
        fontFace: true,
      });
      return result?.css ?? css!;
    }),
  );
  let index = 0;
  return html.replace(STYLE, (_match, open: string, _css: string, close: string) => {
    const css = purged[index++]!;
    return css.trim() === '' ? '' : open + css + close;
  });
}

/** Runs after every page is written (and after its styles were moved to the head). */
export const purgeStyles: AstroIntegration = {
  name: 'purge-styles',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const all = await filesUnder(root);
      const scripts = await Promise.all(all.filter((file) => file.endsWith('.js')).map((file) => readFile(file, 'utf8')));
      for (const file of all.filter((name) => name.endsWith('.html'))) {
        const html = await readFile(file, 'utf8');
        const purged = await purgePageStyles(html, scripts);
        if (purged !== html) await writeFile(file, purged);
      }
    },
  },
};
