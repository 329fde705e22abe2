import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { firm, unconfirmedFacts } from '../../src/config/firm.ts';
import { guideReviewMonths } from '../../src/config/guides.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { guideSchema, lawyerNames } from '../../src/lib/guides/guide-schema.ts';
import { isoDay, reviewDue } from '../../src/lib/guides/guide-review.ts';
import { guideSkeleton, placeholderSourcesNote } from '../../src/lib/guides/guide-skeleton.ts';
import { launchBlockers, type LaunchInput } from '../../scripts/launch-blockers.ts';
import { guideSlugs, readGuide } from '../support/guide-source.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** `npm run preflight` as of `today`: run once a day asked, since the tests change nothing it reads. */
const runs = new Map<string, SpawnSyncReturns<string>>();
const preflight = (today: string) => {
  const run =
    runs.get(today) ??
    spawnSync('npm', ['run', '--silent', 'preflight'], { env: { ...process.env, PREFLIGHT_TODAY: today }, encoding: 'utf8' });
  runs.set(today, run);
  return run;
};
/** The lines of one section of the report, found by the start of its title. */
const section = (out: string, title: string) =>
  out
    .split(/\n\n/)
    .find((block) => block.startsWith(title))
    ?.split('\n')
    .slice(1) ?? [];

describe('when a guide is due for its next legal review', () => {
  it(`is ${guideReviewMonths} months after its last legal review, or its last update if no lawyer reviewed it, unless it sets its own date`, () => {
    expect(guideReviewMonths).toBe(12);
    expect(isoDay(reviewDue({ updated: day('2026-11-24') }))).toBe('2027-11-24');
    expect(isoDay(reviewDue({ updated: day('2027-03-01'), reviewed: day('2026-12-01'), reviewedBy: lawyerNames[0] }))).toBe('2027-12-01');
    expect(isoDay(reviewDue({ updated: day('2026-11-24'), nextReview: day('2027-06-30') }))).toBe('2027-06-30');
  });

  it('npm run preflight lists every guide as due on a day far ahead, with its dates, and none the day after the guides were written', () => {
    const later = preflight('2031-01-01');
    expect(later.status).toBe(1);
    const due = section(later.stdout, 'Guides due for a legal review as of 2031-01-01');
    expect(due).toHaveLength(guideSlugs.length);
    for (const slug of guideSlugs) {
      const updated = isoDay(guideSchema.parse(readGuide('el', slug).frontmatter).updated);
      expect(due).toContainEqual(
        expect.stringMatching(new RegExp(`^ {2}- ${slug}: due \\d{4}-\\d{2}-\\d{2}; last updated ${updated}, no legal review yet$`)),
      );
    }

    const now = preflight('2026-11-25');
    expect(now.stdout).not.toContain('Guides due for a legal review');
    // What else stops a launch still does.
    expect(now.status).toBe(1);
  });

  it('a guide whose review is a year old is listed, by the earlier of its languages', () => {
    const reviewer = lawyerNames[0]!;
    const guides = readGuideFiles().map((f) =>
      f.slug === 'common-mistakes'
        ? {
            ...f,
            text: f.text.replace(
              /^updated: .*$/m,
              `updated: 2026-11-24\nreviewedBy: "${reviewer}"\nreviewed: ${f.lang === 'el' ? '2026-01-10' : '2026-03-01'}`,
            ),
          }
        : f,
    );
    const input: LaunchInput = {
      firm,
      unconfirmed: unconfirmedFacts,
      config: { siteUrl: 'https://www.example.gr', smtp: {}, anonKey: 'k' },
      guides,
      register: [],
      publicServices: [],
      today: day('2027-02-01'),
    };
    expect(launchBlockers(input).due).toEqual([
      `common-mistakes (its Greek file): due 2027-01-10; last legal review 2026-01-10, ${reviewer}`,
    ]);
    expect(launchBlockers({ ...input, today: day('2027-01-09') }).due).toEqual([]);
  });
});

describe('statements to verify', () => {
  it('npm run preflight tells the firm about the figures the guides’ verify notes name, once per guide, and readers never see them', () => {
    const out = preflight('2026-11-25').stdout;
    const notes = section(out, 'Statements a lawyer must check');
    const expected = guideSlugs.flatMap((slug) =>
      guideSchema.parse(readGuide('el', slug).frontmatter).verify.map((note) => `  - ${slug}: ${note}`),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(notes).toEqual(expected);
    // The 10-day and 20-day rules of ΠΕΕ 87/2016 rest on a secondary source: each guide stating them says so.
    for (const slug of ['accident-report', 'documents-checklist', 'insurance-rights', 'vehicle-injury-assessments']) {
      expect(notes.some((n) => n.startsWith(`  - ${slug}: The 10-day limit`))).toBe(true);
    }
    for (const slug of guideSlugs) for (const lang of ['el', 'en'] as const) expect(readGuide(lang, slug).body).not.toContain('fact sheet');
  });

  it('a new guide starts with placeholder sources that preflight flags until an editor replaces them', () => {
    const fresh = (['el', 'en'] as const).map((lang) => ({
      path: `src/content/articles/${lang}/new-one.mdx`,
      lang,
      slug: 'new-one',
      text: guideSkeleton(lang, { order: 50, related: 'car-accident-guide', today: '2026-12-01' }),
    }));
    const input: LaunchInput = {
      firm,
      unconfirmed: unconfirmedFacts,
      config: { siteUrl: 'https://www.example.gr', smtp: {}, anonKey: 'k' },
      guides: [...readGuideFiles(), ...fresh],
      register: [],
      publicServices: [],
      today: day('2026-12-02'),
    };
    const blockers = launchBlockers(input);
    expect(blockers.toVerify).toContain(`new-one: ${placeholderSourcesNote}`);
    expect(blockers.guides.filter((g) => g.includes('new-one'))).toHaveLength(2);
  });

  it('PREFLIGHT_TODAY must be a date', () => {
    const run = preflight('next week');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('PREFLIGHT_TODAY is "next week", not a date written YYYY-MM-DD');
  });
});
