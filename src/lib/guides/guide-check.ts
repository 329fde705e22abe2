import { languageName as nameOf, locales, type Lang } from '../../i18n/locales.ts';
import { fieldHelp, frontmatterProblems, guideErrorMap } from './guide-messages.ts';
import { guideSchema, guideSlugPattern, type GuideFrontmatter } from './guide-schema.ts';
import { sourcesDifference } from './guide-sources.ts';
import { headingIds, structureDifference } from './guide-structure.ts';
import { ruleRef, sectionsNamed, type CardWords, type StartPath } from '../../config/start-path.ts';
import { startPathSchema } from '../days-after/start-path-schema.ts';
import { mdxMistake, readGuideText, type SyntaxMistake } from './guide-syntax.ts';

/**
 * The checks a build runs on the guides before anything else, written for the editors who add them: each
 * problem is one message naming the file, the line, the field and what to write instead. Pure: the caller
 * reads the files (src/lib/guides/guide-files.ts), so tests can hand it any set.
 */

export interface GuideFile {
  /** Path shown to the editor, e.g. 'src/content/articles/en/accident-report.mdx'. */
  path: string;
  lang: Lang;
  /** The file name without '.mdx': the guide's address. */
  slug: string;
  text: string;
}

export interface CheckedGuide {
  file: GuideFile;
  data: GuideFrontmatter;
  body: string;
  /** The line of the file where a field is written. */
  lineOf(field: string): number | undefined;
}

/** Messages to editors are in English. */
const languageName = (lang: string) => nameOf(lang, 'en');

const knownFields = Object.keys(fieldHelp);

/** One message: the file, the line (when the field is written somewhere), the field, the problem and the fix. */
const lineAt = (line?: number) => (line ? `, line ${line}` : '');
const problemAt = (file: GuideFile, field: string, problem: string, fix: string, line?: number) =>
  `${file.path}${lineAt(line)}, field "${field}": ${problem}. ${fix}`;

const mistakeAt = (file: GuideFile, { line, field, problem, fix }: SyntaxMistake) =>
  field ? problemAt(file, field, problem, `${fix}.`, line) : `${file.path}, line ${line}: ${problem}. ${fix}.`;

/** A problem of a guide that could be read, at the line of its field. */
const guideProblem = (guide: CheckedGuide, field: string, problem: string, fix: string) =>
  problemAt(guide.file, field, problem, fix, guide.lineOf(field));

const headingLine = /^#{1,6}\s+(.+?)\s*#*\s*$/;
const checklistTitle = /<Checklist\b[^>]*\btitle="([^"]*)"/;
const sameWords = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A checklist titled as the heading just above it is announced twice by a screen reader, and read twice by anyone. */
function repeatedChecklistTitles(file: GuideFile, body: string, bodyLine: number): string[] {
  const problems: string[] = [];
  let heading: string | undefined;
  body.split('\n').forEach((line, index) => {
    heading = headingLine.exec(line)?.[1] ?? heading;
    const title = checklistTitle.exec(line)?.[1];
    if (title !== undefined && heading !== undefined && sameWords(title, heading))
      problems.push(
        `${file.path}, line ${bodyLine + index}: the checklist's title "${title}" repeats the heading above it, so it would be said twice. Delete title="${title}": the heading names the list.`,
      );
  });
  return problems;
}

/**
 * The codified motor-insurance law has two names (fact sheet 1.1); the guides cite its articles by one,
 * π.δ. 237/1986 (in English "Presidential Decree 237/1986"), so that a reader who looks a citation up never
 * takes them for two laws. The other name may still be said, once, to explain the first.
 */
const codeByItsOtherName =
  /(?<!\d)\d+[α-ω]?(?: (?:παρ\.|περ\.) [\dα-ω]+΄?)* κ\.ν\. 489\/1976|(?<!\d)\d+[α-ω]?(?:\(\w+\))* of (?:the codified )?Law 489\/1976/;

function codeCitedByItsOtherName(file: GuideFile, body: string, bodyLine: number): string[] {
  const problems: string[] = [];
  body.split('\n').forEach((line, index) => {
    const cited = codeByItsOtherName.exec(line)?.[0];
    if (cited)
      problems.push(
        `${file.path}, line ${bodyLine + index}: "${cited}" cites the motor-insurance code by its other name. The guides cite it as ${file.lang === 'el' ? '"π.δ. 237/1986"' : '"Presidential Decree 237/1986"'} (the same text, codified): write that instead.`,
      );
  });
  return problems;
}

/** Frontmatter and body of one file, or the messages saying why they cannot be read. */
export function checkGuideFile(file: GuideFile): { guide?: CheckedGuide; problems: string[] } {
  if (!guideSlugPattern.test(file.slug)) {
    return {
      problems: [
        `${file.path}: the file name is the guide’s address, so it may hold only lower-case latin letters, digits and hyphens. Rename it (in both languages), for example to "${
          file.slug
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'my-guide'
        }.mdx".`,
      ],
    };
  }
  const text = readGuideText(file.text, [...knownFields, 'slug']);
  if (!text) {
    return {
      problems: [
        `${file.path}: the frontmatter is missing. The file must start with a line "---", the fields (order, title, …), and another line "---"; copy the top of another guide.`,
      ],
    };
  }
  // The body is read even when the frontmatter is not, so that one build names both mistakes.
  const bodyMistake = mdxMistake(text.body, text.bodyLine);
  const problems: string[] = [];
  if (text.mistake) problems.push(mistakeAt(file, text.mistake));
  else if (typeof text.data !== 'object' || text.data === null || Array.isArray(text.data))
    problems.push(`${file.path}: the frontmatter must be a list of fields, "name: value", one per line.`);
  if (bodyMistake) problems.push(mistakeAt(file, bodyMistake));
  if (problems.length) return { problems };

  const parsed = guideSchema.safeParse(text.data, { error: guideErrorMap });
  if (!parsed.success)
    for (const { field, item, text: problem } of frontmatterProblems(parsed.error))
      problems.push(`${file.path}${lineAt(text.lineOf(field, item))}, field "${field}": ${problem}`);
  problems.push(...repeatedChecklistTitles(file, text.body, text.bodyLine));
  problems.push(...codeCitedByItsOtherName(file, text.body, text.bodyLine));
  if (problems.length || !parsed.success) return { problems };
  return { guide: { file, data: parsed.data, body: text.body, lineOf: (field) => text.lineOf(field) }, problems };
}

/**
 * Every check on the whole set: each file alone, then both languages of each guide, then the links between
 * guides. `langs` is the registry's languages; a test passes another list to see what a new language lacks.
 */
export function checkGuides(
  files: readonly GuideFile[],
  langs: readonly string[] = locales,
): { guides: CheckedGuide[]; problems: string[] } {
  const problems: string[] = [];
  const guides: CheckedGuide[] = [];
  for (const file of files) {
    const result = checkGuideFile(file);
    problems.push(...result.problems);
    if (result.guide) guides.push(result.guide);
  }

  const slugs = [...new Set(files.map((f) => f.slug))].sort();
  // The first language is the one the others are compared with.
  const [reference, ...others] = langs as readonly [string, ...string[]];
  const fileCount = langs.length === 2 ? 'two files' : `${langs.length} files`;
  const pathOf = (lang: string, slug: string) =>
    files.find((f) => f.lang === lang && f.slug === slug)?.path ?? `src/content/articles/${lang}/${slug}.mdx`;
  for (const slug of slugs.filter((s) => guideSlugPattern.test(s))) {
    for (const lang of langs) {
      if (files.some((f) => f.slug === slug && f.lang === lang)) continue;
      const present = files.find((f) => f.slug === slug)!;
      problems.push(
        `${pathOf(lang, slug)} is missing: ${present.path} has no ${languageName(lang)} version. Every guide is ${fileCount} with the same name, one in ${langs.map((l) => `${l}/`).join(' and one in ')}; add the ${languageName(lang)} one (for a new guide, npm run new-guide -- ${slug} writes ${langs.length === 2 ? 'both' : 'them all'}).`,
      );
    }
  }

  const byKey = new Map(guides.map((g) => [`${g.file.lang}/${g.file.slug}`, g]));
  const draftsDisagree = new Set<string>();
  for (const slug of slugs) {
    const main = byKey.get(`${reference}/${slug}`);
    if (!main) continue;
    for (const lang of others) {
      const other = byKey.get(`${lang}/${slug}`);
      if (!other) continue;
      if (other.data.order !== main.data.order) {
        problems.push(
          guideProblem(
            other,
            'order',
            `is ${other.data.order} here but ${main.data.order} in ${main.file.path}`,
            'Use the same number in both languages.',
          ),
        );
      }
      if (other.data.draft !== main.data.draft) {
        draftsDisagree.add(slug);
        problems.push(
          guideProblem(
            other,
            'draft',
            `is ${other.data.draft} here but ${main.data.draft} in ${main.file.path}`,
            'A guide is published in both languages or in neither: set the same value in both files.',
          ),
        );
      }
      const sources = sourcesDifference(main.data.sources, other.data.sources);
      if (sources) {
        problems.push(
          guideProblem(
            other,
            'sources',
            `differs from ${main.file.path}: ${sources}`,
            'Both languages cite the same sources in the same order: copy the list from that file.',
          ),
        );
      }
      if (JSON.stringify(other.data.verify) !== JSON.stringify(main.data.verify)) {
        problems.push(
          guideProblem(
            other,
            'verify',
            `differs from ${main.file.path}`,
            'The notes to the firm are the same in both languages: copy them from that file, or delete them from both once checked.',
          ),
        );
      }
      const difference = structureDifference(main.body, other.body, `the ${languageName(reference)} file`);
      if (difference) {
        problems.push(
          guideProblem(
            other,
            'body',
            `its structure differs from ${main.file.path}: ${difference}`,
            'Both languages need the same ## and ### headings and the same components (Checklist, Template, Step …) in the same order.',
          ),
        );
      }
    }
  }

  // Orders are compared in one language: the other must agree with it (above), so one message covers both.
  const inReference = guides.filter((g) => g.file.lang === reference).sort((a, b) => a.file.slug.localeCompare(b.file.slug));
  const used = new Map<number, CheckedGuide>();
  const next = Math.max(0, ...guides.map((g) => g.data.order)) + 1;
  for (const guide of inReference) {
    const other = used.get(guide.data.order);
    if (other) {
      problems.push(
        `${other.file.path} and ${guide.file.path}, field "order": both have ${guide.data.order}. Give each guide its own number (the lists are sorted by it); ${next} is free.`,
      );
    } else used.set(guide.data.order, guide);
  }

  for (const lang of langs) {
    const mine = guides.filter((g) => g.file.lang === lang);
    const known = new Map(mine.map((g) => [g.file.slug, g]));
    for (const guide of mine) {
      for (const slug of guide.data.related) {
        const target = known.get(slug);
        if (slug === guide.file.slug)
          problems.push(guideProblem(guide, 'related', `lists "${slug}", this guide itself`, 'List other guides only.'));
        // A guide missing in this language only has its own message above.
        else if (!target && !files.some((f) => f.slug === slug)) {
          problems.push(
            guideProblem(
              guide,
              'related',
              `lists "${slug}", but there is no guide ${pathOf(lang, slug)}`,
              `Write the file name of another guide without .mdx; the guides are ${[...known.keys()].join(', ')}.`,
            ),
          );
        } else if (target?.data.draft && !guide.data.draft && !draftsDisagree.has(slug)) {
          problems.push(
            guideProblem(
              guide,
              'related',
              `lists "${slug}", a draft that the built site leaves out, so the link would lead nowhere`,
              `Remove "${slug}" until it is published.`,
            ),
          );
        }
      }
    }
  }
  return { guides, problems };
}

/** The text a build fails with: the problems, one per paragraph, under one plain heading. */
export function formatGuideProblems(problems: readonly string[]): string {
  const count = problems.length === 1 ? 'One problem stops' : `${problems.length} problems stop`;
  return `${count} the build in the guides (src/content/articles/):\n\n${problems.map((p) => `- ${p}`).join('\n\n')}\n`;
}

/**
 * The sections the "what happened?" path links to (src/config/start-path.ts) must exist: each names a
 * published guide and the id of a "##" or "###" heading of its English file. `guides` are the checked guides.
 * The rules of the law its cards state must be in the register: `ruleIds` are the ids of its files.
 */
export function startPathProblems(
  guides: readonly CheckedGuide[],
  path: StartPath,
  ruleIds: readonly string[],
  langs: readonly string[] = locales,
): string[] {
  const file = 'src/config/start-path.ts';
  const reference = langs.includes('en') ? 'en' : langs[0]!;
  const parsed = startPathSchema.safeParse(path);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${file}, at ${issue.path.join('.') || 'the top'}: ${issue.message}.`);
  const problems: string[] = [];
  const known = new Set(ruleIds);
  for (const [family, cards] of Object.entries(path.words) as [string, Record<string, CardWords>][])
    for (const [card, words] of Object.entries(cards))
      for (const id of words.rules.map((ref) => ruleRef(ref).id))
        if (!known.has(id))
          problems.push(
            `${file}, at words.${family}.${card}: names rule "${id}", which the register of the law does not have (src/content/law/${id}.yaml does not exist). Write the id of one of its rules: ${[...known].sort().join(', ')}.`,
          );
  for (const ref of sectionsNamed(path)) {
    const guide = guides.find((g) => g.file.lang === reference && g.file.slug === ref.guide);
    if (!guide || guide.data.draft) {
      const published = guides.filter((g) => g.file.lang === reference && !g.data.draft).map((g) => g.file.slug);
      problems.push(
        `${file}: names guide "${ref.guide}"${guide ? ', a draft the built site leaves out' : ', but there is no such guide'}. Write the file name of a published guide: ${published.join(', ')}.`,
      );
      continue;
    }
    const ids = headingIds(guide.body);
    if (ids.some((h) => h.id === ref.section)) continue;
    problems.push(
      `${file}: names section "${ref.section}" of ${guide.file.path}, which has no such heading (a renamed heading changes its id). Write the id of one of its headings: ${ids.map((h) => h.id).join(', ')}.`,
    );
  }
  return problems;
}
