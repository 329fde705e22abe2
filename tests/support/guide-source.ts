import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Lang } from '../../src/i18n/locales.ts';

export interface GuideSource {
  frontmatter: Record<string, unknown>;
  body: string;
}

export const guidePath = (lang: Lang, slug: string) => `src/content/articles/${lang}/${slug}.mdx`;

export function readGuide(lang: Lang, slug: string): GuideSource {
  const text = readFileSync(guidePath(lang, slug), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${guidePath(lang, slug)}: no frontmatter`);
  return { frontmatter: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

export { componentUses, headingLevels, proseWords, type ComponentUse } from '../../src/lib/guide-structure.ts';
