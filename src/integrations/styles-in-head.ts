import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from '../lib/files-under.ts';

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/**
 * Moves every `<style>` element that a built page has inside `<body>` to the end of its `<head>`, where
 * HTML allows it. Astro writes the rule that makes `<astro-island>` layout-neutral next to the first
 * island, in the body, with no option to place it elsewhere; the rule means the same from the head.
 */
export function stylesToHead(html: string): string {
  const bodyAt = html.search(/<body[\s>]/);
  const headEnd = html.indexOf('</head>');
  if (bodyAt < 0 || headEnd < 0 || headEnd > bodyAt) return html;
  const moved: string[] = [];
  const body = html.slice(bodyAt).replace(STYLE, (style) => {
    moved.push(style);
    return '';
  });
  if (moved.length === 0) return html;
  return html.slice(0, headEnd) + moved.join('') + html.slice(headEnd, bodyAt) + body;
}

export const stylesInHead: AstroIntegration = {
  name: 'styles-in-head',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const file of (await filesUnder(fileURLToPath(dir))).filter((name) => name.endsWith('.html'))) {
        const html = await readFile(file, 'utf8');
        const fixed = stylesToHead(html);
        if (fixed !== html) await writeFile(file, fixed);
      }
    },
  },
};
