import { locales, type Lang } from '../../i18n/locales.ts';
import { dictionaries } from '../../i18n/ui/index.ts';

/**
 * The files `npm run new-guide` writes, one per language: valid frontmatter and the parts every guide
 * has (an intro, sections, "in short", the closing disclaimer), with each text still to write marked so
 * that `npm run preflight` can find what an editor left unfinished. The words are each language's UI
 * strings (`skeleton.*`), so a new language brings its own.
 */
export const fillInMarks = Object.fromEntries(locales.map((lang) => [lang, dictionaries[lang]['skeleton.fillIn']])) as Record<Lang, string>;

/**
 * A new guide's `verify` note, the same in every language as the field must be: its `sources` start as a
 * placeholder (a valid one, so that the guide builds), and `npm run preflight` lists the note until an
 * editor writes the real sources and deletes it.
 */
export const placeholderSourcesNote =
  'The sources are a placeholder: list the laws and court decisions this guide rests on, then delete this note.';

interface SkeletonArgs {
  order: number;
  related: string;
  /** YYYY-MM-DD */
  today: string;
}

const items = (list: string) =>
  list
    .split('•')
    .map((item) => item.trim())
    .filter(Boolean);

export function guideSkeleton(lang: Lang, { order, related, today }: SkeletonArgs): string {
  const t = dictionaries[lang];
  const mark = t['skeleton.fillIn'];
  const q = (s: string) => JSON.stringify(`${s} ${mark}`);
  const section = (title: string) => `## ${title} ${mark}\n\n${t['skeleton.sectionText']} ${mark}\n`;
  return `---
order: ${order}
title: ${q(t['skeleton.title'])}
subtitle: ${q(t['skeleton.subtitle'])}
description: ${q(t['skeleton.description'])}
icon: file
updated: ${today}
related: [${related}]
sources:
  - "άρθρο 914 ΑΚ"
verify:
  - ${JSON.stringify(placeholderSourcesNote)}
summary:
${items(t['skeleton.summary'])
  .map((s) => `  - ${q(s)}`)
  .join('\n')}
---

${t['skeleton.intro']} ${mark}

${items(t['skeleton.sections']).map(section).join('\n')}
## ${t['skeleton.inShort']}

${t['skeleton.inShortText']} ${mark}

<Disclaimer />
`;
}
