import { buildSync } from 'esbuild';
import { resolve } from 'node:path';

/**
 * The after-paint loader (src/islands/after-paint-loader.ts), bundled and minified for inlining at the end
 * of every page's body. One fixed text on every page, so one CSP hash; what varies per page is in its
 * data attributes. The path is the project root's: this module is bundled into Astro's prerender
 * chunk, where its own URL says nothing of where the sources are.
 */
export const afterPaintLoaderScript = buildSync({
  entryPoints: [resolve('src/islands/after-paint-loader.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  write: false,
}).outputFiles[0]!.text.trim();
