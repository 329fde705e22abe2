import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { checkGuides, type GuideFile } from '../../src/lib/guides/guide-check.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';

/**
 * An editor's slips, made in the guides as they are: each gives one message naming the file, the line the
 * slip is on (the opening `---` is line 1) and, in the frontmatter, the field. The line is found here from
 * the edit itself, never written down, so the check cannot pass by agreeing with a number.
 */
const guides = readGuideFiles();

interface Slip {
  slip: string;
  path: string;
  /** The text replaced, which must occur once, and what replaces it: the slip is on the first line of `to`. */
  from: string | RegExp;
  to: string;
  field?: string;
  /** What the message says after the file, the line and the field. */
  says: RegExp;
}

const accidentReport = 'src/content/articles/en/accident-report.mdx';
const carAccident = 'src/content/articles/el/car-accident-guide.mdx';
const calculation = 'src/content/articles/en/compensation-calculation.mdx';

const slips: Slip[] = [
  {
    slip: 'a stray quote in the title',
    path: accidentReport,
    from: /^title: .*$/m,
    to: 'title: "What to do" now"',
    field: 'title',
    says: /^has text after its closing quote: a straight double quote inside the value ends it early\. Write the value in one pair of straight double quotes \("…"\); inside it, use «…» in Greek or “…” in English/,
  },
  {
    slip: 'a stray quote in a point of the summary',
    path: carAccident,
    from: /^ {2}- "(?=[^\n]*\n---)/m,
    to: '  - "Ένα "λάθος" σημείο. ',
    field: 'summary',
    says: /^has text after its closing quote/,
  },
  {
    slip: 'a quote never closed',
    path: carAccident,
    from: /^subtitle: (.*)"$/m,
    to: 'subtitle: "Ένας υπότιτλος χωρίς τέλος',
    field: 'subtitle',
    says: /^opens a quote that is never closed\. Write the value in one pair of straight double quotes/,
  },
  {
    slip: 'a missing colon',
    path: accidentReport,
    from: /^title: /m,
    to: 'title ',
    field: 'title',
    says: /^has no colon after the field name\. Write the name, a colon, a space and the value: title: "The police report/,
  },
  {
    slip: 'a missing colon before a list',
    path: calculation,
    from: /^sources:$/m,
    to: 'sources',
    field: 'sources',
    says: /^has no colon after the field name\. Write a colon after the name: sources:\.$/,
  },
  {
    slip: 'a title carried over to a second line',
    path: accidentReport,
    from: /(?<=^title: "The police report) (?=and the accident statement"$)/m,
    to: '\n',
    field: 'title',
    says: /^opens a quote that is never closed\. .*, and end it on the same line\.$/,
  },
  {
    slip: 'a line of text among the fields',
    path: carAccident,
    from: /^(?=icon: )/m,
    to: 'Να ελεγχθεί ξανά\n',
    says: /^"Να ελεγχθεί ξανά" is neither a field nor part of the one above\. A field is its name, a colon, a space and its value, on one line/,
  },
  {
    slip: 'a colon in a value without quotes',
    path: accidentReport,
    from: /^subtitle: .*$/m,
    to: 'subtitle: The police: your statement and your insurer',
    field: 'subtitle',
    says: /^has a colon in a value without quotes\. Write the value in one pair of straight double quotes/,
  },
  {
    slip: 'a list not closed',
    path: accidentReport,
    from: /^related: \[(.*)\]$/m,
    to: 'related: [car-accident-guide, amicable-settlement',
    field: 'related',
    says: /^opens a list with "\[" that is not closed with "\]"\. Close the list on the same line/,
  },
  {
    slip: 'a point of a list indented with a tab',
    path: calculation,
    from: /^ {2}- (?=[^\n]*\n(?:[^\n]*\n)*?---)/m,
    to: '\t- ',
    field: 'sources',
    says: /^is indented with a tab\. Use spaces/,
  },
  {
    slip: 'a word for the order',
    path: accidentReport,
    from: /^order: \d+$/m,
    to: 'order: first',
    field: 'order',
    says: /^has "first", which is not a number\. Write a whole number \(1, 2, 3 …\)/,
  },
  {
    slip: 'one related guide without brackets',
    path: accidentReport,
    from: /^related: .*$/m,
    to: 'related: car-accident-guide',
    field: 'related',
    says: /^has "car-accident-guide", which is not a list\. Write 1 to 4 other guides by file name without \.mdx, in brackets: related: \[/,
  },
  {
    slip: 'a review date that is no day of the calendar',
    path: carAccident,
    from: /^updated: .*$/m,
    to: `reviewed: 2026-13-45\nreviewedBy: "${firm.lawyers[0].name.el}"\nupdated: 2026-11-24`,
    field: 'reviewed',
    says: /^has "2026-13-45", which is not a day of the calendar\. Write the date of the lawyer’s review, written YYYY-MM-DD/,
  },
  {
    slip: 'yes for true',
    path: accidentReport,
    from: /^emergencyNumbers: true$/m,
    to: 'emergencyNumbers: yes',
    field: 'emergencyNumbers',
    says: /^has "yes", which is not true or false\. Write true/,
  },
  {
    slip: 'a Callout never closed',
    path: accidentReport,
    from: /^(<Callout [^\n]*>\n[\s\S]*?)<\/Callout>\n/m,
    to: '<Callout kind="info" title="A note left open">\n\nText.\n',
    says: /^<Callout> opens here and is never closed\. Add <\/Callout> where its content ends/,
  },
  {
    slip: 'a stray curly brace',
    path: calculation,
    from: /^## (.*)$/m,
    to: '## A heading { with a brace',
    says: /^a "\{" on this line is never closed with "\}"\. In a guide, curly braces hold a value such as \{25 \* 12\}: close it, or to show the character itself write \\\{\.$/,
  },
  {
    slip: 'a missing quote after an attribute of a Step',
    path: carAccident,
    from: /^<Step when="[^"]*">$/m,
    to: '<Step when="Την πρώτη ώρα>',
    says: /^a tag that starts on this line cannot be read\. Check that every attribute has its value in a pair of quotes \(title="…"\)/,
  },
  {
    slip: 'a missing quote at the end of an answer, with more tags and quotes after it',
    path: calculation,
    from: /^<Faq q="[^"]*" a="[^"]*" \/>$/m,
    to: '<Faq q="Is there a table?" a="No. The court decides. />',
    says: /^a tag that starts on this line cannot be read/,
  },
  {
    slip: 'a checklist titled as the heading above it',
    path: accidentReport,
    from: '<Checklist id="police-statement" title="Before you sign your police statement">',
    to: '<Checklist id="police-statement" title="Checklists">',
    says: /^the checklist's title "Checklists" repeats the heading above it, so it would be said twice\. Delete title="Checklists"/,
  },
  {
    slip: 'an article of the motor-insurance code cited by its other name, in Greek',
    path: carAccident,
    from: 'κατά το άρθρο 10 π.δ. 237/1986',
    to: 'κατά το άρθρο 10 κ.ν. 489/1976',
    says: /^"10 κ\.ν\. 489\/1976" cites the motor-insurance code by its other name\. The guides cite it as "π\.δ\. 237\/1986"/,
  },
  {
    slip: 'an article of the motor-insurance code cited by its other name, in English',
    path: accidentReport,
    from: '(Article 10(2) of Presidential Decree 237/1986)',
    to: '(Article 10(2) of Law 489/1976)',
    says: /^"10\(2\) of Law 489\/1976" cites the motor-insurance code by its other name\. The guides cite it as "Presidential Decree 237\/1986"/,
  },
  {
    slip: 'a closing tag misspelt',
    path: calculation,
    from: /^<\/Checklist>$/m,
    to: '</Checklst>',
    says: /^<\/Checklst> does not match the tag still open, <Checklist> of line \d+\. Check the spelling of both names/,
  },
];

/** The file with the slip made, and the line of the file the slip is on. */
function withSlip({ path, from, to }: Slip): { files: GuideFile[]; line: number } {
  const file = guides.find((f) => f.path === path)!;
  const found = typeof from === 'string' ? file.text.indexOf(from) : file.text.search(from);
  expect(found, `${path} holds the text to change`).toBeGreaterThan(-1);
  const text = file.text.replace(from, to);
  expect(text).not.toBe(file.text);
  const line = text.slice(0, found).split('\n').length;
  return { files: guides.map((f) => (f === file ? { ...f, text } : f)), line };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a slip of an editor', () => {
  it('is nowhere in the guides as they are', () => {
    expect(checkGuides(guides).problems).toEqual([]);
  });

  it.each(slips)('$slip: one message names the file, the line and the field', (slip) => {
    const { files, line } = withSlip(slip);
    const { problems } = checkGuides(files);
    const where = `${slip.path}, line ${line}${slip.field ? `, field "${slip.field}"` : ''}: `;
    const mine = problems.filter((p) => p.startsWith(`${slip.path},`) || p.startsWith(`${slip.path}:`));
    expect(mine, problems.join('\n')).toHaveLength(1);
    expect(mine[0]).toMatch(new RegExp(`^${escape(where)}`));
    expect(mine[0]!.slice(where.length)).toMatch(slip.says);
  });
});

/**
 * The editors' guide (docs/odigos-syntakti.md) quotes, for each common mistake, what the message says: each
 * row whose first cell is one line as written is made here, in place of the line it mends (the third cell)
 * where a guide has that line, else of the field's line, else after `updated:`; and the message must say
 * what the second cell quotes.
 */
describe('the table of common mistakes in the editors’ guide', () => {
  const doc = readFileSync('docs/odigos-syntakti.md', 'utf8');
  const rows = [...doc.matchAll(/^\| `([^`]+)` +\| `([^`]+)` +\| (.*?) +\|$/gm)].map(([, written, says, fix]) => ({
    written: written!,
    says: says!,
    fix: /^`([^`]+)`$/.exec(fix!)?.[1],
  }));

  it('has the rows to try', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
  });

  it.each(rows)('$written: "$says"', ({ written, says, fix }) => {
    const lineIn = (text: string) => new RegExp(`^${escape(text)}$`, 'm');
    const field = new RegExp(`^${/^[A-Za-z]+/.exec(written)?.[0] ?? '-'}:.*$`, 'm');
    const [file, from, to] = ((): [GuideFile | undefined, RegExp, string] => {
      const mended = fix === undefined ? undefined : guides.find((f) => lineIn(fix).test(f.text));
      if (mended) return [mended, lineIn(fix!), written];
      const withField = guides.find((f) => field.test(f.text));
      if (withField) return [withField, field, written];
      return [guides[0], /^updated:.*$/m, `$&\n${written}`];
    })();
    expect(file, `a guide to write ${written} in`).toBeDefined();
    const text = file!.text.replace(from, to);
    expect(text).not.toBe(file!.text);
    const { problems } = checkGuides(guides.map((f) => (f === file ? { ...f, text } : f)));
    expect(problems.filter((p) => p.startsWith(`${file!.path},`)).join('\n')).toContain(says);
  });
});
