import { describe, expect, it } from 'vitest';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { reducedAmount } from '../../src/lib/compensation.ts';
import { guideSchema } from '../../src/lib/guide-schema.ts';
import {
  componentUses,
  guideSlugs,
  headingLevels,
  proseWords,
  readGuide,
  specGuideSlugs,
  type ComponentUse,
} from '../support/guide-source.ts';

const guides = guideSlugs.flatMap((slug) => locales.map((lang) => ({ slug, lang, ...readGuide(lang, slug) })));
const uses = (lang: Lang, slug: string, name?: string): ComponentUse[] =>
  componentUses(readGuide(lang, slug).body).filter((u) => !name || u.name === name);
/** A numeric-array prop such as grosses={[5000, 10000]}. */
const numbers = (value: string | undefined) => JSON.parse(value ?? 'null') as number[];

describe('the spec’s ten guides', () => {
  it('exist at their routes and come first, numbered in the spec’s order', () => {
    expect(guideSlugs.slice(0, specGuideSlugs.length)).toEqual(specGuideSlugs);
    for (const lang of locales) {
      expect(specGuideSlugs.map((slug) => guideSchema.parse(readGuide(lang, slug).frontmatter).order)).toEqual(
        specGuideSlugs.map((_, i) => i + 1),
      );
    }
  });
});

describe.each(guides)('$lang/$slug', ({ slug, frontmatter, body }) => {
  it('has valid frontmatter, a what-to-do-now summary, and related guides other than itself', () => {
    const data = guideSchema.parse(frontmatter);
    expect(data.summary.length).toBeGreaterThanOrEqual(3);
    expect(data.related).not.toContain(slug);
  });

  it('opens with an intro, has sections, and ends with the disclaimer', () => {
    expect(body.trim().split(/\n## /)[0]!.trim().length).toBeGreaterThan(200);
    expect(headingLevels(body).filter((l) => l === 2).length).toBeGreaterThanOrEqual(5);
    expect(body.trim().endsWith('<Disclaimer />')).toBe(true);
  });

  it.runIf((specGuideSlugs as readonly string[]).includes(slug))('is substantial: at least 900 words of prose', () => {
    expect(proseWords(body)).toBeGreaterThanOrEqual(900);
  });

  it('makes no promise of results and cites no success rates or case counts', () => {
    expect(body).not.toMatch(/success rate|ποσοστό επιτυχίας|we guarantee|εγγυόμαστε|hundreds of cases|εκατοντάδες υποθέσεις/i);
  });
});

describe.each(locales)('the parts the spec lists (%s)', (lang) => {
  it('the roadside guides, and only they, open with the emergency numbers', () => {
    const opening = specGuideSlugs.filter((slug) => guideSchema.parse(readGuide(lang, slug).frontmatter).emergencyNumbers);
    expect(opening).toEqual(['car-accident-guide', 'uninsured-hit-run', 'accident-report']);
    // The page places them; the text does not repeat them.
    for (const slug of opening) expect(uses(lang, slug, 'EmergencyNumbers'), slug).toEqual([]);
  });

  it('car-accident-guide: emergency numbers 166, 100 and 112, a scene checklist and a timeline', () => {
    const { body } = readGuide(lang, 'car-accident-guide');
    for (const n of ['166', '100', '112']) expect(body).toMatch(new RegExp(`\\b${n}\\b`));
    expect(uses(lang, 'car-accident-guide', 'Checklist').length).toBeGreaterThanOrEqual(1);
    expect(uses(lang, 'car-accident-guide', 'Timeline')).toHaveLength(1);
  });

  it('compensation-calculation: examples at 20 %, 10 % and 25 %, the 0/10/20 % scenarios, 25 € a day', () => {
    const examples = uses(lang, 'compensation-calculation', 'CompensationExample').map((u) => Number(u.props.share));
    expect(examples).toEqual(expect.arrayContaining([0.2, 0.1, 0.25]));
    const scenarios = uses(lang, 'compensation-calculation', 'ReductionTable').map((u) => numbers(u.props.shares));
    expect(scenarios).toContainEqual([0, 0.1, 0.2]);
    expect(readGuide(lang, 'compensation-calculation').body).toMatch(/<Money value=\{25\b/);
    expect(readGuide(lang, 'compensation-calculation').body).toMatch(/(1\s*[−-]\s*)/);
  });

  it('common-mistakes: 14 traps, one 7-item checklist, an e-mail template to the insurer', () => {
    const traps = uses(lang, 'common-mistakes', 'Trap');
    expect(traps).toHaveLength(14);
    for (const trap of traps) {
      expect(trap.props.title?.length, 'title').toBeGreaterThan(5);
      expect(trap.props.why?.length, 'why').toBeGreaterThan(30);
      expect(trap.props.how?.length, 'how').toBeGreaterThan(30);
    }
    expect(uses(lang, 'common-mistakes', 'Checklist').map((c) => c.items)).toEqual([7]);
    expect(uses(lang, 'common-mistakes', 'Template')).toHaveLength(1);
  });

  it('amicable-settlement: one 6-item checklist and all the sections', () => {
    expect(uses(lang, 'amicable-settlement', 'Checklist').map((c) => c.items)).toEqual([6]);
    expect(headingLevels(readGuide(lang, 'amicable-settlement').body).filter((l) => l === 2).length).toBeGreaterThanOrEqual(8);
  });

  it('contributory-negligence: the 5,000-15,000 € × 10-30 % quick table, computed', () => {
    const tables = uses(lang, 'contributory-negligence', 'ReductionTable');
    const quick = tables.find((t) => JSON.stringify(numbers(t.props.grosses)) === '[5000,10000,15000]');
    expect(quick, 'ReductionTable grosses={[5000, 10000, 15000]}').toBeDefined();
    expect(numbers(quick!.props.shares)).toEqual([0.1, 0.2, 0.3]);
    const amounts = numbers(quick!.props.grosses).flatMap((g) => numbers(quick!.props.shares).map((s) => reducedAmount(g, s)));
    expect(amounts).toEqual([4500, 4000, 3500, 9000, 8000, 7000, 13500, 12000, 10500]);
  });

  it('documents-checklist: the collection timeline, six category checklists, three sample requests', () => {
    const steps = uses(lang, 'documents-checklist', 'Step').map((s) => s.props.when);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(uses(lang, 'documents-checklist', 'Checklist').map((c) => c.id)).toEqual(
      expect.arrayContaining(['authorities', 'photo-video', 'vehicle-damage', 'health', 'income-expenses', 'insurance-communication']),
    );
    expect(uses(lang, 'documents-checklist', 'Template').length).toBeGreaterThanOrEqual(3);
  });

  it('uninsured-hit-run: ten steps to build the file, the CCTV and demand-letter templates, a checklist', () => {
    expect(uses(lang, 'uninsured-hit-run', 'Step')).toHaveLength(10);
    expect(uses(lang, 'uninsured-hit-run', 'Template').map((t) => t.id)).toEqual(['cctv-request', 'demand-letter']);
    expect(uses(lang, 'uninsured-hit-run', 'Checklist').length).toBeGreaterThanOrEqual(1);
  });

  it('vehicle-injury-assessments: a timeline, checklists and templates', () => {
    const { body } = readGuide(lang, 'vehicle-injury-assessments');
    expect(uses(lang, 'vehicle-injury-assessments', 'Timeline')).toHaveLength(1);
    expect(body).toMatch(/24/);
    expect(body).toMatch(/72/);
    expect(body).toMatch(/15\s*[-–]\s*20\s*%/);
    expect(uses(lang, 'vehicle-injury-assessments', 'Checklist').length).toBeGreaterThanOrEqual(2);
    expect(uses(lang, 'vehicle-injury-assessments', 'Template').length).toBeGreaterThanOrEqual(2);
  });

  it('accident-report: sample texts, checklists and FAQs', () => {
    expect(uses(lang, 'accident-report', 'Template').length).toBeGreaterThanOrEqual(2);
    expect(uses(lang, 'accident-report', 'Checklist').length).toBeGreaterThanOrEqual(2);
    expect(uses(lang, 'accident-report', 'Faq').length).toBeGreaterThanOrEqual(3);
  });
});

describe('Greek typography', () => {
  it.each(guideSlugs)('el/%s writes the apostrophe as ’ (γι’ αυτό, απ’ έξω), in prose, attributes and templates', (slug) => {
    const { body } = readGuide('el', slug);
    expect([...body.matchAll(/.{0,20}'.{0,20}/g)].map((m) => m[0])).toEqual([]);
  });
});

describe('English citations', () => {
  // 'ΑΠ 201/1997' and 'άρθρο 300 ΑΚ' mean nothing to a foreign reader: 'Areios Pagos (Supreme Court) 201/1997',
  // 'Article 300 of the Greek Civil Code (ΑΚ)' once, then 'Article 300 Civil Code'.
  const greekCitation = /(?<!\p{L})ΑΠ(?!\p{L})|άρθρο|Articles? [\d()]+(?: and \d+)? ΑΚ|(?<!\p{L})ΑΚ \d/u;
  it.each(guideSlugs)('en/%s cites courts and articles in English', (slug) => {
    const { body } = readGuide('en', slug);
    expect([...body.matchAll(new RegExp(`.{0,30}(?:${greekCitation.source}).{0,20}`, 'gu'))].map((m) => m[0])).toEqual([]);
  });
});
