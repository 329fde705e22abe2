import GithubSlugger from 'github-slugger';
import { defineHastPlugin, type HastPluginEntry } from 'satteri';
import { typeset, untypeset } from './typography.ts';

/** Elements whose text is code, to be left exactly as written. */
const verbatim = new Set(['code', 'pre', 'kbd', 'samp']);

/**
 * The guides' and notices' text typeset as the UI strings are (src/lib/typography.ts), at build time, by a
 * plugin of Astro's Markdown processor (Sätteri), so that MDX files stay as editors write them.
 *
 * The headings get their ids here too, from the words as written: Astro's own slugger (which keeps an id
 * already set, and slugs the same way) drops a no-break space, so "Η αστυνομική έκθεση" would become
 * "ηαστυνομική-έκθεση". A factory, so that each document starts a new slugger, as Astro's does.
 */
export const typesetPlugin: HastPluginEntry = () => {
  const slugger = new GithubSlugger();
  return defineHastPlugin({
    name: 'typeset',
    element: {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      visit(node, ctx) {
        if (typeof node.properties.id === 'string') return;
        ctx.setProperty(node, 'id', slugger.slug(untypeset(ctx.textContent(node))));
      },
    },
    text(node, ctx) {
      const parent = ctx.parent(node);
      if (parent.type === 'element' && verbatim.has(parent.tagName)) return;
      const value = typeset(node.value);
      if (value !== node.value) return { type: 'text', value };
    },
  });
};
