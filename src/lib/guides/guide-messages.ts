import type { z } from 'zod';
import { guideIcons } from '../../config/guides.ts';
import { lawyerNames, type guideSchema } from './guide-schema.ts';
import { sourceExamples } from './guide-sources.ts';

/**
 * What the editors read when a guide's frontmatter breaks its schema (src/lib/guides/guide-schema.ts): a zod error
 * map that says, in plain words, what a field has and why that is wrong, and for each field what to write
 * instead. Zod's own messages ("Too small: expected string to have >=50 characters") speak of types to a
 * programmer; an editor needs the field's meaning and the fix.
 */

const lawyers = lawyerNames.map((n) => `"${n}"`).join(' or ');

/** What each field holds, in the words of the fix: a field added to the schema without its help fails the type check. */
export const fieldHelp: Record<keyof z.input<typeof guideSchema>, string> = {
  order: 'a whole number (1, 2, 3 …): the guide’s place in the lists, the same in both languages and used by no other guide',
  title: 'the guide’s title in quotes, 5 to 90 characters',
  subtitle: 'the line under the title in quotes, 10 to 200 characters',
  description: 'one sentence in quotes, 50 to 160 characters: it is shown on the article card and by search engines',
  icon: `one of: ${guideIcons.join(', ')}`,
  updated: 'the date of the last change to the guide, written YYYY-MM-DD (for example 2026-11-23)',
  published: 'the date the guide was first published, written YYYY-MM-DD, or no line at all',
  reviewed: 'the date of the lawyer’s review, written YYYY-MM-DD, together with reviewedBy',
  author: `the name of the lawyer who wrote the guide, exactly as in src/config/firm.ts (${lawyers}), or no line at all for the firm’s first lawyer`,
  reviewedBy: `the name of the lawyer who reviewed the guide, exactly as in src/config/firm.ts (${lawyers}), together with reviewed: YYYY-MM-DD`,
  nextReview:
    'the date the guide is due for its next legal review, written YYYY-MM-DD, or no line at all (then it is due 12 months after the last review, src/config/guides.ts)',
  sources: `the laws and court decisions the guide rests on, one per line starting with "  - ", as Greek lawyers cite them: ${sourceExamples}; the same list in both languages`,
  verify:
    'notes to the firm on statements still to check, one per line starting with "  - ", in quotes; readers never see them, npm run preflight lists them; delete the line once checked',
  related: '1 to 4 other guides by file name without .mdx, in brackets: related: [accident-report, common-mistakes]',
  emergencyNumbers: 'true (the page opens with the emergency numbers) or false',
  draft: 'true (shown by npm run dev only) or false',
  summary: 'a list of 3 to 5 short points (10 to 240 characters each) saying what to do now and by when, one per line starting with "  - "',
};

/** The kinds of value zod expects, as an editor would name them. */
const kinds: Record<string, string> = {
  number: 'a number',
  string: 'a text in quotes',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** The zod error map of a guide's frontmatter: what is wrong with the value, from the field's point of view. */
export const guideErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '');
  const where = typeof issue.path?.[1] === 'number' ? `point ${issue.path[1] + 1} ` : '';
  const value = issue.input;
  const size = typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
  const unit = Array.isArray(value) ? 'entries' : 'characters';
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return where ? `${where}is empty` : 'is missing';
      return `${where}has ${shown(value)}, which is not ${kinds[issue.expected] ?? 'the right kind of value'}`;
    case 'too_small':
      if (issue.origin === 'number') return `has ${shown(value)}, which is too small`;
      return `${where}has ${size} ${unit}, fewer than the ${String(issue.minimum)} needed`;
    case 'too_big':
      return `${where}has ${size} ${unit}, more than the ${String(issue.maximum)} allowed`;
    case 'invalid_value':
      return `has ${shown(value)}, which is not one of the choices`;
    case 'invalid_format':
      if (field === 'related') return `${where}has ${shown(value)}, which cannot be a guide’s file name`;
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `has ${shown(value)}, which is not a day of the calendar`;
      return `has ${shown(value)}, which is not a date written YYYY-MM-DD`;
    case 'unrecognized_keys':
      return `is not a field a guide has`;
    default:
      return undefined;
  }
};

/**
 * One sentence per field whose value breaks the schema (the first issue of each), with what to write
 * there; a misspelt or retired field gets its own. `line(field, item)` places each in the file.
 */
export function frontmatterProblems(error: z.ZodError): { field: string; item?: number; text: string }[] {
  const found = new Map<string, { field: string; item?: number; text: string }>();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        found.set(key, {
          field: key,
          text:
            key === 'slug'
              ? 'is not used any more: the file name is the guide’s address. Delete the line.'
              : `is not a field a guide has. Check its spelling; the fields are ${Object.keys(fieldHelp).join(', ')}.`,
        });
      continue;
    }
    const field = String(issue.path[0] ?? '');
    if (found.has(field)) continue;
    const item = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
    // A source the schema cannot read says so itself (src/lib/guides/guide-sources.ts); which point it is, is said here.
    const problem = issue.code === 'custom' && item !== undefined ? `point ${item + 1} ${issue.message}` : issue.message;
    found.set(field, {
      field,
      item,
      text: `${problem}. Write ${Object.hasOwn(fieldHelp, field) ? fieldHelp[field as keyof typeof fieldHelp] : 'a valid value'}.`,
    });
  }
  return [...found.values()];
}
