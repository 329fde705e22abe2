import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Lang } from '../../src/i18n/locales.ts';
import { publishedGuides } from '../../src/lib/guide-files.ts';

/** The ten guides of the spec, in its order: they keep their routes and come first, whatever editors add. */
export const specGuideSlugs = [
  'car-accident-guide',
  'compensation-calculation',
  'insurance-rights',
  'common-mistakes',
  'amicable-settlement',
  'contributory-negligence',
  'documents-checklist',
  'uninsured-hit-run',
  'vehicle-injury-assessments',
  'accident-report',
] as const;

/** Every guide a build publishes, in its order, read from the MDX files as they are now. */
export const guideSlugs: readonly string[] = publishedGuides('el').map((g) => g.file.slug);

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
