import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { checkGuideFile, checkGuides, type GuideFile } from '../../src/lib/guides/guide-check.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { guideSchema } from '../../src/lib/guides/guide-schema.ts';
import {
  citation,
  englishCitation,
  greekCitation,
  guideSourceSchema,
  isDecision,
  sourceExamples,
} from '../../src/lib/guides/guide-sources.ts';
import { guideSlugs, readGuide } from '../support/guide-source.ts';

const parse = (text: string) => guideSourceSchema.parse(text);

describe('a guide’s sources', () => {
  it('are written as Greek lawyers cite them, and spelled out in English with the Greek citation', () => {
    for (const cited of [
      'άρθρο 300 ΑΚ',
      'άρθρα 929, 931 και 932 ΑΚ',
      'άρθρο 10 παρ. 2 π.δ. 237/1986',
      'άρθρα 6β και 9 παρ. 1 π.δ. 237/1986',
      'ΑΠ 1043/2010',
      'Ολ. ΑΠ 9/2015',
    ]) {
      expect(greekCitation(parse(cited))).toBe(cited);
    }
    expect(parse('Ολ. ΑΠ 9/2015')).toEqual({ court: 'Ολ. ΑΠ', number: 9, year: 2015 });
    expect(parse('άρθρα 6β και 9 παρ. 1 π.δ. 237/1986')).toEqual({ law: 'π.δ. 237/1986', articles: ['6β', '9(1)'] });
    // A Greek page names a law in full where the registry says more than the short citation.
    expect(citation(parse('ΠΕΕ 87/2016'), 'el').text).toBe('Πράξη Εκτελεστικής Επιτροπής της Τράπεζας της Ελλάδος 87/5.4.2016');
    expect(citation(parse('ΠΕΕ 87/2016'), 'en')).toEqual({
      text: 'Bank of Greece Executive Committee Act 87/5.4.2016',
      greek: 'ΠΕΕ 87/2016',
    });

    expect(englishCitation(parse('άρθρα 122 παρ. 1 και 139 παρ. 3 ΚΠολΔ'))).toBe(
      'Articles 122(1) and 139(3) of the Greek Code of Civil Procedure',
    );
    expect(englishCitation(parse('ΠΕΕ 87/2016'))).toBe('Bank of Greece Executive Committee Act 87/5.4.2016');
    expect(citation(parse('ΕφΠειρ 121/2022'), 'en')).toEqual({ text: 'Piraeus Court of Appeal 121/2022', greek: 'ΕφΠειρ 121/2022' });
    expect(citation(parse('ΕφΠειρ 121/2022'), 'el')).toEqual({ text: 'ΕφΠειρ 121/2022' });
  });

  const file = (sources: string, lang: (typeof locales)[number] = 'el'): GuideFile => ({
    path: `src/content/articles/${lang}/test-guide.mdx`,
    lang,
    slug: 'test-guide',
    text: `---
order: 99
title: "A test guide"
subtitle: "A subtitle for the test"
description: "A description long enough for the schema, fifty characters or more in all."
icon: car
updated: 2026-11-24
related: [accident-report]
${sources}
summary:
  - "First point to do now."
  - "Second point to do now."
  - "Third point to do now."
---

Body.
`,
  });
  const problems = (sources: string) => checkGuideFile(file(sources)).problems;

  it('are required, and a mistake in one names the file, the field, the point and what to write', () => {
    expect(problems('')).toEqual([
      expect.stringMatching(
        /^src\/content\/articles\/el\/test-guide\.mdx, field "sources": is missing\. Write the laws and court decisions/,
      ),
    ]);
    expect(problems('sources:\n  - "άρθρο 300 ΑΚ"\n  - "άρθρο 914 ΑΚΚ"')).toEqual([
      'src/content/articles/el/test-guide.mdx, line 11, field "sources": point 2 has "άρθρο 914 ΑΚΚ", but "ΑΚΚ" is not a law or court of src/config/legal-sources.ts (add it there, or check its spelling). ' +
        `Write the laws and court decisions the guide rests on, one per line starting with "  - ", as Greek lawyers cite them: ${sourceExamples}; the same list in both languages.`,
    ]);
    expect(problems('sources:\n  - "ΑΠ. 1043/2010"')).toEqual([
      expect.stringContaining('point 1 has "ΑΠ. 1043/2010", but "ΑΠ." is not a law or court'),
    ]);
    expect(problems('sources:\n  - "ΑΠ 1043-2010"')).toEqual([
      expect.stringContaining('point 1 has "ΑΠ 1043-2010", which is not written as a law as "άρθρο 300 ΑΚ"'),
    ]);
    expect(problems('sources:\n  - { law: ΑΚ, article: 300 }')).toEqual([
      expect.stringContaining('point 1 has {"law":"ΑΚ","article":300}, which is not a text in quotes'),
    ]);
    expect(problems('sources:\n  - "ΑΠ 1043/2010"')).toEqual([]);
  });

  it('and the notes to verify are the same in both languages: the build names the one that differs', () => {
    const el = file('sources:\n  - "άρθρο 300 ΑΚ"\n  - "ΑΠ 201/1997"\nverify:\n  - "A note to the firm about a figure."');
    const en = file('sources:\n  - "άρθρο 300 ΑΚ"\n  - "ΑΠ 201/1998"\nverify:\n  - "Another note to the firm."', 'en');
    const { problems: found } = checkGuides([...readGuideFiles(), el, en]);
    expect(found).toEqual([
      expect.stringMatching(
        /^src\/content\/articles\/en\/test-guide\.mdx, line 9, field "sources": differs from src\/content\/articles\/el\/test-guide\.mdx: source 2 is ΑΠ 201\/1997 there but ΑΠ 201\/1998 here\./,
      ),
      expect.stringMatching(
        /^src\/content\/articles\/en\/test-guide\.mdx, line 12, field "verify": differs from src\/content\/articles\/el\/test-guide\.mdx\./,
      ),
    ]);
  });
});

/** Decisions a body cites by their Greek abbreviation: 'ΑΠ 1465/2013', 'Ολ. ΑΠ 3/2017, 4/2017 και 5/2017'. */
const citedDecisions = (body: string): string[] =>
  [...body.matchAll(/(Ολ\. ΑΠ|ΑΠ|ΕφΠειρ|ΜΠρΠειρ|ΜονΕφΛαρ) (\d+\/\d{4}(?:(?:, | και )\d+\/\d{4})*)/g)].flatMap((m) =>
    m[2]!.split(/, | και /).map((n) => `${m[1]} ${n}`),
  );

describe.each(guideSlugs)('%s lists its sources', (slug) => {
  const data = Object.fromEntries(locales.map((lang) => [lang, guideSchema.parse(readGuide(lang, slug).frontmatter)]));

  it('every court decision its Greek text cites, and no other; its English text cites the same ones', () => {
    const listed = data.el!.sources.filter(isDecision).map((d) => greekCitation(d));
    expect([...new Set(citedDecisions(readGuide('el', slug).body))].sort()).toEqual([...listed].sort());
    const english = readGuide('en', slug).body;
    for (const d of data.el!.sources.filter(isDecision)) expect(english, greekCitation(d)).toContain(`${d.number}/${d.year}`);
  });

  it('cites no news site as the authority for a rule or a decision', () => {
    for (const lang of locales) {
      expect(readGuide(lang, slug).body).not.toMatch(/tvxs|dimokratiki|στον Τύπο|έγραψε ο Τύπος|reported (?:in|by) the press/);
    }
  });
});
