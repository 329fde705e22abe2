import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

/**
 * A browser script of ours, bundled and minified to be written into pages with `<script is:inline>`. The
 * path is the project root's: this module is bundled into Astro's prerender chunk, where its own URL says
 * nothing of where the sources are.
 */
function bundleForPage(entry: string): string {
  return buildSync({
    entryPoints: [resolve(entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    write: false,
  }).outputFiles[0]!.text.trim();
}

/** Last in every page's body: one fixed text, so one CSP hash; what varies per page is in its data attributes. */
export const afterPaintLoaderScript = bundleForPage('src/islands/after-paint-loader.ts');
