import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Lang } from '../../src/i18n/locales.ts';
import { publishedGuides } from '../../src/lib/guides/guide-files.ts';

/** Every guide a build publishes, in its order, read from the MDX files as they are now. */
export const guideSlugs: readonly string[] = publishedGuides('el').map((g) => g.file.slug);

interface GuideSource {
  frontmatter: Record<string, unknown>;
  body: string;
}

const guidePath = (lang: Lang, slug: string) => `src/content/articles/${lang}/${slug}.mdx`;

export function readGuide(lang: Lang, slug: string): GuideSource {
  const text = readFileSync(guidePath(lang, slug), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${guidePath(lang, slug)}: no frontmatter`);
  return { frontmatter: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}
