import { lawToken } from './law-tokens.ts';
import { guideFiles, notRules as defaultNotRules, type NotRule } from './not-rules.ts';
import { periodPhrases, rulesFor, type PeriodPhrase } from './period-phrases.ts';
import type { RegisterEntry } from './rule-schema.ts';

/**
 * The law has one home: a period stated in a guide, a notice, a UI string or the path's rules must come from
 * the register (src/content/law/), through <Rule> in MDX or through the page that renders the rule. This
 * check finds every period phrase written outside it and every <Rule> naming a rule the register lacks,
 * each with its file, its line and the id to use. Pure: the build and the tests hand it the files.
 */

export interface LawTextFile {
  /** Relative to the project root, with '/'. */
  path: string;
  text: string;
}

export interface PhraseAt extends PeriodPhrase {
  path: string;
  line: number;
  /** The reason it may stand, when the allow-list has it. */
  allowed?: string;
}

const ruleTag = /<Rule\b[^>]*\/>/g;
const ruleId = /<Rule\b[^>]*\bid="([^"]*)"/g;
/** Frontmatter fields that are not shown as the guide's text: the sources and the notes to the firm. */
const hiddenFields = new Set(['sources', 'verify']);

/** Each line of a file as the check reads it: what a visitor sees of it, with <Rule> tags taken out. */
function visibleLines(file: LawTextFile): string[] {
  const lines = file.text.split('\n');
  if (file.path.endsWith('.ts')) {
    // UI strings and the path's data: only the code, not the comments that explain it.
    return lines.map((line) => (/^\s*(?:\/\/|\/?\*)/.test(line) ? '' : line.replace(/\s\/\/\s.*$/, '')));
  }
  let inFrontmatter = lines[0] === '---';
  let hidden = false;
  return lines.map((line, index) => {
    if (index > 0 && inFrontmatter && line === '---') {
      inFrontmatter = false;
      return '';
    }
    if (inFrontmatter) {
      const field = /^([A-Za-z]+):/.exec(line)?.[1];
      if (field) hidden = hiddenFields.has(field);
      return hidden ? '' : line.replace(lawToken, ' ');
    }
    return line
      .replace(ruleTag, ' ')
      .replace(lawToken, ' ')
      .replace(/\{\/\*.*?\*\/\}/g, ' ');
  });
}

const normal = (text: string) => text.toLowerCase().replace(/[\s\u00a0-]+/g, ' ');

function allowedBy(phrase: PeriodPhrase, path: string, notRules: readonly NotRule[]): NotRule | undefined {
  return notRules.find(
    (n) =>
      n.phrases.some((p) => normal(p) === normal(phrase.text)) &&
      n.where.flatMap(guideFiles).some((w) => (w.endsWith('/') ? path.startsWith(w) : path === w)),
  );
}

/** Every period phrase of the files, allowed or not: what the counting script prints. */
export function phrasesIn(files: readonly LawTextFile[], notRules: readonly NotRule[] = defaultNotRules): PhraseAt[] {
  return files.flatMap((file) =>
    visibleLines(file).flatMap((line, index) =>
      periodPhrases(line).map((phrase) => {
        const allowed = allowedBy(phrase, file.path, notRules)?.reason;
        return { ...phrase, path: file.path, line: index + 1, ...(allowed ? { allowed } : {}) };
      }),
    ),
  );
}

function fix(phrase: PhraseAt, register: readonly RegisterEntry[]): string {
  const ids = rulesFor(phrase, register);
  const which = ids.length
    ? `the register's rules of that period: ${ids.join(', ')}`
    : 'the register has no rule of that period yet: add it first';
  const how = phrase.path.endsWith('.mdx')
    ? `Write <Rule id="${ids[0] ?? '…'}" period /> (or the whole rule, <Rule id="…" />)`
    : 'Render the rule from the register where the page shows this text, and take the period out of the string';
  return `${how}; ${which}. If it is not a rule of law (an example, a date in a citation), list it in src/lib/law/not-rules.ts with its reason.`;
}

/** What stops the build: periods outside the register, and <Rule> ids it does not have. */
export function lawTextProblems(
  files: readonly LawTextFile[],
  register: readonly RegisterEntry[],
  notRules: readonly NotRule[] = defaultNotRules,
): string[] {
  const problems = phrasesIn(files, notRules)
    .filter((p) => !p.allowed)
    .map(
      (p) =>
        `${p.path}, line ${p.line}: "${p.text}" states a period outside the register of the law (src/content/law/). ${fix(p, register)}`,
    );
  const ids = new Set(register.map((r) => r.id));
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(lawToken)) {
        if (!ids.has(match[2]!))
          problems.push(
            `${file.path}, line ${index + 1}: ${match[0]} names no rule of the register (src/content/law/${match[2]}.yaml does not exist). The rules are ${[...ids].sort().join(', ')}.`,
          );
      }
      for (const match of line.matchAll(ruleId)) {
        if (!ids.has(match[1]!))
          problems.push(
            `${file.path}, line ${index + 1}: <Rule id="${match[1]}"> names no rule of the register (src/content/law/${match[1]}.yaml does not exist). The rules are ${[...ids].sort().join(', ')}.`,
          );
      }
    });
  }
  return problems;
}
