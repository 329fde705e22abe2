import { describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { guideIcons } from '../../src/config/guides.ts';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { checkGuides, type GuideFile } from '../../src/lib/guides/guide-check.ts';
import { missingNotices, readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { guideSkeleton } from '../../src/lib/guides/guide-skeleton.ts';

/** Two valid guides, 'alpha' and 'beta', in both languages: the skeleton `npm run new-guide` writes. */
function project(): GuideFile[] {
  return (['alpha', 'beta'] as const).flatMap((slug, i) =>
    (['el', 'en'] as Lang[]).map((lang) => ({
      path: `src/content/articles/${lang}/${slug}.mdx`,
      lang,
      slug,
      text: guideSkeleton(lang, { order: i + 1, related: slug === 'alpha' ? 'beta' : 'alpha', today: '2026-11-23' }),
    })),
  );
}

type Edit = (files: GuideFile[]) => GuideFile[];
/** Changes the text of one file. */
const editing =
  (lang: Lang, slug: string, change: (text: string) => string): Edit =>
  (files) =>
    files.map((f) => (f.lang === lang && f.slug === slug ? { ...f, text: change(f.text) } : f));
const both =
  (slug: string, change: (text: string) => string): Edit =>
  (files) =>
    editing('en', slug, change)(editing('el', slug, change)(files));
const line = (key: string, value: string) => (text: string) => text.replace(new RegExp(`^${key}:.*$`, 'm'), `${key}: ${value}`);

/** `others`: messages about other files, each of which has its own mistake to fix. */
const cases: { mistake: string; edit: Edit; message: RegExp; others?: number }[] = [
  {
    mistake: 'a description too long',
    edit: editing('en', 'alpha', line('description', `"${'A very long description. '.repeat(8)}"`)),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, line 5, field "description": has 200 characters, more than the 160 allowed\. Write one sentence in quotes, 50 to 160 characters/,
  },
  {
    mistake: 'a missing field',
    edit: editing('el', 'beta', (t) => t.replace(/^updated:.*\n/m, '')),
    message:
      /^src\/content\/articles\/el\/beta\.mdx, field "updated": is missing\. Write the date of the last change to the guide, written YYYY-MM-DD/,
  },
  {
    mistake: 'a date written another way',
    edit: editing('en', 'beta', line('updated', '23/11/2026')),
    message:
      /^src\/content\/articles\/en\/beta\.mdx, line 7, field "updated": has "23\/11\/2026", which is not a date written YYYY-MM-DD\. Write the date of the last change/,
  },
  {
    mistake: 'a misspelt field',
    edit: editing('en', 'alpha', (t) => t.replace('icon: file', 'icon: file\nreviwed: 2026-11-20')),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, line 7, field "reviwed": is not a field a guide has\. Check its spelling; the fields are order, title, .*reviewed, .*reviewedBy/,
  },
  {
    mistake: 'a slug line, no longer used',
    edit: editing('el', 'alpha', (t) => t.replace('---\n', '---\nslug: alpha\n')),
    message:
      /^src\/content\/articles\/el\/alpha\.mdx, line 2, field "slug": is not used any more: the file name is the guide’s address\. Delete the line\.$/,
  },
  {
    mistake: 'frontmatter that is not YAML',
    edit: editing('el', 'alpha', (t) => t.replace(/^title: .*$/m, 'title: "unclosed')),
    message:
      /^src\/content\/articles\/el\/alpha\.mdx, line 3, field "title": opens a quote that is never closed\. Write the value in one pair of straight double quotes/,
  },
  {
    mistake: 'no frontmatter at all',
    edit: editing('en', 'beta', (t) => t.replace(/^---[\s\S]*?---\n/, '')),
    message: /^src\/content\/articles\/en\/beta\.mdx: the frontmatter is missing\. The file must start with a line "---"/,
  },
  {
    mistake: 'a summary of two points',
    edit: editing('en', 'alpha', (t) => t.replace(/^ {2}- .*third point.*\n/m, '')),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, line 13, field "summary": has 2 entries, fewer than the 3 needed\. Write a list of 3 to 5 short points/,
  },
  {
    mistake: 'a missing language',
    edit: (files) => files.filter((f) => !(f.lang === 'en' && f.slug === 'beta')),
    message:
      /^src\/content\/articles\/en\/beta\.mdx is missing: src\/content\/articles\/el\/beta\.mdx has no English version\. .*add the English one \(for a new guide, npm run new-guide -- beta writes both\)\.$/,
  },
  {
    mistake: 'a duplicate order',
    edit: both('beta', line('order', '1')),
    message:
      /^src\/content\/articles\/el\/alpha\.mdx and src\/content\/articles\/el\/beta\.mdx, field "order": both have 1\. Give each guide its own number \(the lists are sorted by it\); 2 is free\.$/,
  },
  {
    mistake: 'orders that differ between the languages',
    edit: editing('en', 'beta', line('order', '7')),
    message:
      /^src\/content\/articles\/en\/beta\.mdx, line 2, field "order": is 7 here but 2 in src\/content\/articles\/el\/beta\.mdx\. Use the same number in both languages\.$/,
  },
  {
    mistake: 'an unknown icon',
    edit: editing('el', 'alpha', line('icon', 'rocket')),
    message: new RegExp(
      `^src/content/articles/el/alpha\\.mdx, line 6, field "icon": has "rocket", which is not one of the choices\\. Write one of: ${guideIcons.join(', ')}\\.$`,
    ),
  },
  {
    mistake: 'an unknown related guide',
    edit: editing('en', 'alpha', line('related', '[gamma]')),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, line 8, field "related": lists "gamma", but there is no guide src\/content\/articles\/en\/gamma\.mdx\. Write the file name of another guide without \.mdx; the guides are alpha, beta\.$/,
  },
  {
    mistake: 'a guide related to itself',
    edit: editing('en', 'alpha', line('related', '[alpha]')),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, line 8, field "related": lists "alpha", this guide itself\. List other guides only\.$/,
  },
  {
    mistake: 'a Greek and an English file whose headings differ',
    edit: editing('en', 'beta', (t) => t.replace(/^## Second section.*\n\nText of the section\. \[to fill in\]\n\n/m, '')),
    message:
      /^src\/content\/articles\/en\/beta\.mdx, field "body": its structure differs from src\/content\/articles\/el\/beta\.mdx: the Greek file has 4 "##" and 0 "###" headings, this file 3 "##" and 0 "###" headings\. Both languages need the same ## and ### headings/,
  },
  {
    mistake: 'a heading one level off',
    edit: editing('en', 'beta', (t) => t.replace('## Second section', '### Second section')),
    message:
      /^src\/content\/articles\/en\/beta\.mdx, field "body": .*: heading 2 is "### Second section \[to fill in\]" here but "## Δεύτερη ενότητα \[προς συμπλήρωση\]" in the Greek file\./,
  },
  {
    mistake: 'a Greek and an English file whose components differ',
    edit: editing('en', 'alpha', (t) =>
      t.replace('## In short', '<Callout kind="tip" title="Tip">\n\nA tip.\n\n</Callout>\n\n## In short'),
    ),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, field "body": its structure differs from .*: component 1 is <Callout> here but <Disclaimer> in the Greek file\./,
  },
  {
    mistake: 'a reviewer who is not a lawyer of the firm',
    edit: editing('el', 'alpha', (t) => t.replace('icon: file', 'icon: file\nreviewedBy: "Κάποιος Άλλος"\nreviewed: 2026-11-20')),
    message:
      /^src\/content\/articles\/el\/alpha\.mdx, line 7, field "reviewedBy": has "Κάποιος Άλλος", who is not one of the firm’s lawyers\. Write the name of the lawyer who reviewed the guide, exactly as in src\/config\/firm\.ts/,
  },
  {
    mistake: 'a reviewer without the date of the review',
    edit: editing('en', 'alpha', (t) => t.replace('icon: file', `icon: file\nreviewedBy: "${firm.lawyers[0].name.en}"`)),
    message:
      /^src\/content\/articles\/en\/alpha\.mdx, field "reviewed": is missing: reviewedBy names a lawyer, so the date of the review is needed\./,
  },
  {
    mistake: 'a file name that cannot be an address',
    edit: (files) => [...files, { ...files[0]!, slug: 'Gamma Guide', path: 'src/content/articles/el/Gamma Guide.mdx' }],
    message: /^src\/content\/articles\/el\/Gamma Guide\.mdx: the file name is the guide’s address, .* for example to "gamma-guide\.mdx"\.$/,
  },
  {
    mistake: 'a draft in one language only',
    edit: editing('en', 'beta', (t) => t.replace('icon: file', 'icon: file\ndraft: true')),
    message:
      /^src\/content\/articles\/en\/beta\.mdx, line 7, field "draft": is true here but false in src\/content\/articles\/el\/beta\.mdx\. A guide is published in both languages or in neither/,
  },
  {
    mistake: 'a published guide related to a draft',
    edit: both('beta', (t) => t.replace('icon: file', 'icon: file\ndraft: true')),
    message:
      /^src\/content\/articles\/el\/alpha\.mdx, line 8, field "related": lists "beta", a draft that the built site leaves out, so the link would lead nowhere\. Remove "beta" until it is published\.$/,
    // en/alpha.mdx links to it too.
    others: 1,
  },
];

describe('the guide check', () => {
  it('finds nothing wrong in the skeleton new-guide writes, nor in the guides as they are', () => {
    expect(checkGuides(project()).problems).toEqual([]);
    expect(checkGuides(project()).guides).toHaveLength(4);
    expect(checkGuides(readGuideFiles()).problems).toEqual([]);
  });

  it.each(cases)('says, for $mistake, which file, line and field and what to write, in one message', ({ edit, message, others = 0 }) => {
    const { problems } = checkGuides(edit(project()));
    expect(
      problems.filter((p) => message.test(p)),
      problems.join('\n'),
    ).toHaveLength(1);
    expect(problems, problems.join('\n')).toHaveLength(1 + others);
  });
});

describe('a language added to the registry', () => {
  // The registry's list with a third language: what the build would say once `de` is an entry of src/i18n/locales.ts.
  const langs = [...locales, 'de'];
  const slugs = [...new Set(readGuideFiles().map((f) => f.slug))];

  it('stops the build naming each guide and each notice it lacks, and nothing else', () => {
    const { problems } = checkGuides(readGuideFiles(), langs);
    expect(problems.map((p) => /^(\S+\.mdx) is missing: /.exec(p)?.[1]).sort(), problems.join('\n')).toEqual(
      slugs.map((slug) => `src/content/articles/de/${slug}.mdx`).sort(),
    );
    expect(problems.every((p) => p.includes('has no German version') && p.includes('writes them all'))).toBe(true);
    expect(missingNotices(process.cwd(), langs)).toEqual(
      ['legal.mdx', 'privacy.mdx'].map(
        (name) => `src/content/pages/de/${name} is missing: every notice is one file per language with the same name; add the German one.`,
      ),
    );
  });
});
