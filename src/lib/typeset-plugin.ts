import { defineHastPlugin } from 'satteri';
import { typeset } from './typography.ts';

/** Elements whose text is code, to be left exactly as written. */
const verbatim = new Set(['code', 'pre', 'kbd', 'samp']);

/**
 * The guides' and notices' text typeset as the UI strings are (src/lib/typography.ts), at build time, by a
 * plugin of Astro's Markdown processor (Sätteri), so that MDX files stay as editors write them.
 */
export const typesetPlugin = defineHastPlugin({
  name: 'typeset',
  text(node, ctx) {
    const parent = ctx.parent(node);
    if (parent.type === 'element' && verbatim.has(parent.tagName)) return;
    const value = typeset(node.value);
    if (value !== node.value) return { type: 'text', value };
  },
});
