import { describe, expect, it } from 'vitest';
import { papersGuide, questionIds, sectionsNamed, startPath, startQuestions, type Answers } from '../../src/config/start-path.ts';
import { checkGuides, startPathProblems } from '../../src/lib/guides/guide-check.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { headingIds } from '../../src/lib/guides/guide-structure.ts';
import { answersFromQuery, everyCase, maxGuides, queryOf, startResult, validDate, whenOf } from '../../src/lib/days-after/start-path.ts';
import { startPathSchema } from '../../src/lib/days-after/start-path-schema.ts';

// The guides as they are published now: what the path links to must be there.
const { guides } = checkGuides(readGuideFiles());
const published = guides.filter((g) => !g.data.draft);
const sectionsOf = (lang: string, slug: string) => {
  const guide = published.find((g) => g.file.lang === lang && g.file.slug === slug);
  return guide ? headingIds(guide.body).map((h) => h.id) : [];
};
// Each guide's sections read once: the walk below asks 7,200 times.
const existing = new Set(
  published.filter((g) => g.file.lang === 'en').flatMap((g) => sectionsOf('en', g.file.slug).map((id) => `${g.file.slug}#${id}`)),
);
const exists = (guide: string, section: string) => existing.has(`${guide}#${section}`);

const cases = everyCase();

describe('the what-happened path, for every combination of answers', () => {
  it('walks every combination: each question answered one way or skipped', () => {
    const expected = questionIds.reduce((n, q) => n * (startQuestions[q].length + 1), 1);
    expect(cases).toHaveLength(expected);
    expect(new Set(cases.map((c) => JSON.stringify(c))).size).toBe(expected);
  });

  // Failures are gathered and compared once: an expect per case would take minutes.
  it('lands every case on one to three guides, each a different guide, each at a section that exists', () => {
    const wrong: string[] = [];
    for (const answers of cases) {
      const { guides: read } = startResult(answers);
      const at = JSON.stringify(answers);
      if (read.length < 1 || read.length > maxGuides) wrong.push(`${at}: ${read.length} guides`);
      if (new Set(read.map((g) => g.guide)).size !== read.length) wrong.push(`${at}: a guide twice`);
      for (const g of read) if (!exists(g.guide, g.section)) wrong.push(`${at}: no ${g.guide}#${g.section}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never leaves "who pays" empty, and every payer, step and paper links a section that exists', () => {
    const wrong: string[] = [];
    for (const answers of cases) {
      const result = startResult(answers);
      const at = JSON.stringify(answers);
      if (result.payers.length === 0) wrong.push(`${at}: nobody pays`);
      if (result.papers.length === 0) wrong.push(`${at}: no papers`);
      for (const link of [...result.payers, ...result.urgent])
        if (!exists(link.guide, link.section)) wrong.push(`${at}: no ${link.guide}#${link.section}`);
      for (const paper of result.papers) if (!exists(papersGuide, paper.section)) wrong.push(`${at}: no ${papersGuide}#${paper.section}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names who pays as the fact sheet does: the Fund for an unknown or uninsured vehicle, the vehicle’s insurer for a passenger', () => {
    const payersOf = (answers: Answers) => startResult(answers).payers.map((p) => p.payer);
    expect(payersOf({ role: 'pedestrian', other: 'unknown' })).toEqual(['fundUnknown']);
    expect(payersOf({ role: 'cyclist', other: 'uninsured' })).toEqual(['fundUninsured']);
    expect(payersOf({ role: 'passenger', other: 'insured' })).toEqual(['vehicleInsurer', 'otherInsurer']);
    expect(payersOf({ role: 'pedestrian' })).toEqual(['otherInsurer']);
    // A foreign vehicle: what the fact sheet supports, marked to be confirmed.
    const foreign = startResult({ other: 'foreign' }).payers;
    expect(foreign.map((p) => [p.payer, p.verify])).toEqual([['foreignInsurer', true]]);
  });

  it('shows urgent steps only while they can still be done, and the time limits when it was long ago', () => {
    const steps = (answers: Answers) => startResult(answers).urgent.map((u) => u.step);
    expect(steps({ harm: 'hurt', when: 'today' })).toContain('emergency');
    expect(steps({ harm: 'hurt', when: 'year' })).not.toContain('emergency');
    expect(steps({ police: 'no', when: 'today' })).toContain('police');
    expect(steps({ role: 'pedestrian', harm: 'none', police: 'yes', fault: 'no', when: 'year' })).toEqual([]);
    expect(steps({ when: 'older' })).toEqual(['limitation']);
  });

  it('asks for health papers only when someone was hurt or died, or the visitor did not say', () => {
    const papers = (answers: Answers) => startResult(answers).papers.map((p) => p.paper);
    expect(papers({ harm: 'none' })).not.toContain('health');
    expect(papers({ harm: 'hurt' })).toContain('health');
    expect(papers({})).toContain('health');
    expect(papers({ role: 'pedestrian' })).not.toContain('vehicle');
  });

  it('passes its own check, and every section it names exists in both languages', () => {
    expect(startPathSchema.safeParse(startPath).success).toBe(true);
    expect(startPathProblems(guides, startPath)).toEqual([]);
    for (const ref of sectionsNamed()) {
      const at = sectionsOf('en', ref.guide).indexOf(ref.section);
      expect(at, `${ref.guide}#${ref.section}`).toBeGreaterThanOrEqual(0);
      expect(sectionsOf('el', ref.guide)[at]).toBeTruthy();
    }
  });
});

describe('the guide check of the path’s rules', () => {
  it('names a section a guide does not have, with the ids it has', () => {
    const path = {
      ...startPath,
      guides: [{ if: { role: ['passenger' as const] }, guide: 'insurance-rights', section: 'no-such-heading' }, ...startPath.guides],
    };
    const [problem, ...rest] = startPathProblems(guides, path);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^src\/config\/start-path\.ts: names section "no-such-heading" of src\/content\/articles\/en\/insurance-rights\.mdx, which has no such heading/,
    );
    expect(problem).toContain('the-direct-claim');
  });

  it('names a guide that does not exist', () => {
    const path = {
      ...startPath,
      payers: [...startPath.payers, { if: {}, payer: 'otherInsurer' as const, guide: 'no-such-guide', section: 'x' }],
    };
    expect(startPathProblems(guides, path)).toEqual([expect.stringMatching(/names guide "no-such-guide", but there is no such guide/)]);
  });

  it('refuses an answer no question has, and a last guide rule with a condition', () => {
    const wrongAnswer = {
      ...startPath,
      guides: [{ if: { role: ['pilot'] }, guide: 'insurance-rights', section: 'the-direct-claim' }, ...startPath.guides],
    };
    expect(startPathProblems(guides, wrongAnswer as never)[0]).toMatch(/^src\/config\/start-path\.ts, at guides\.0\.if\.role\.0: /);
    const noFallback = { ...startPath, guides: startPath.guides.slice(0, -1) };
    expect(startPathProblems(guides, noFallback)).toEqual([expect.stringContaining('the last guide rule must have no condition')]);
  });
});

describe('the path’s link', () => {
  const today = '2026-11-28';
  it('carries the answers and the day, and reads them back', () => {
    const query = queryOf({ role: 'pedestrian', other: 'unknown', when: 'week' }, '2026-11-25');
    expect(query).toBe('role=pedestrian&other=unknown&date=2026-11-25');
    expect(answersFromQuery(new URLSearchParams(query), today)).toEqual({
      answers: { role: 'pedestrian', other: 'unknown', when: 'week' },
      date: '2026-11-25',
    });
  });

  it('leaves out what no question asks, and a day that is not a real one or is still to come', () => {
    expect(answersFromQuery(new URLSearchParams('role=pilot&harm=hurt&date=2026-02-30'), today)).toEqual({ answers: { harm: 'hurt' } });
    expect(validDate('2026-11-29', today)).toBeUndefined();
    expect(validDate('1989-12-31', today)).toBeUndefined();
    expect(validDate('2026-11-28', today)).toBe('2026-11-28');
  });

  it('puts a day in the path’s terms: today, this week, this year, older', () => {
    expect(whenOf('2026-11-27', today)).toBe('today');
    expect(whenOf('2026-11-21', today)).toBe('week');
    expect(whenOf('2025-12-01', today)).toBe('year');
    expect(whenOf('2025-11-01', today)).toBe('older');
  });
});
