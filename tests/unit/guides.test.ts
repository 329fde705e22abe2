import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { reducedAmount } from '../../src/lib/compensation.ts';
import { guideSchema } from '../../src/lib/guides/guide-schema.ts';
import { guideSkeleton } from '../../src/lib/guides/guide-skeleton.ts';
import { componentUses, headingLevels, proseWords, type ComponentUse } from '../../src/lib/guides/guide-structure.ts';
import { guideSlugs, readGuide } from '../support/guide-source.ts';
import {
  compensationFigures,
  everyGuide,
  guideRequirements,
  quickReductionTable,
  specGuideSlugs,
  specGuideWords,
  type CountedComponent,
} from '../support/spec-content.ts';

const guides = guideSlugs.flatMap((slug) => locales.map((lang) => ({ slug, lang, ...readGuide(lang, slug) })));
const uses = (lang: Lang, slug: string, name?: string): ComponentUse[] =>
  componentUses(readGuide(lang, slug).body).filter((u) => !name || u.name === name);
const sections = (body: string) => headingLevels(body).filter((l) => l === 2).length;
/** A numeric-array prop such as grosses={[5000, 10000]}. */
const numbers = (value: string | undefined) => JSON.parse(value ?? 'null') as number[];
/** Whether `list` holds every one of `wanted`, among any others. */
const holdsAll = (list: readonly number[], wanted: readonly number[]) => wanted.every((n) => list.includes(n));

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
    expect(data.summary.length).toBeGreaterThanOrEqual(everyGuide.summaryPoints);
    expect(data.related).not.toContain(slug);
  });

  it('opens with an intro, has sections, and ends with the disclaimer', () => {
    expect(body.trim().split(/\n## /)[0]!.trim().length).toBeGreaterThanOrEqual(everyGuide.introCharacters);
    expect(sections(body)).toBeGreaterThanOrEqual(everyGuide.sections);
    expect(body.trim().endsWith('<Disclaimer />')).toBe(true);
  });

  it('makes no promise of results and cites no success rates or case counts', () => {
    expect(body).not.toMatch(/success rate|ποσοστό επιτυχίας|we guarantee|εγγυόμαστε|hundreds of cases|εκατοντάδες υποθέσεις/i);
  });
});

describe.each(locales)('the spec’s guides (%s)', (lang) => {
  it.each(specGuideSlugs)(`%s is substantial: at least ${specGuideWords} words of prose`, (slug) => {
    expect(proseWords(readGuide(lang, slug).body)).toBeGreaterThanOrEqual(specGuideWords);
  });
});

describe('the skeleton npm run new-guide writes', () => {
  it.each(locales)('%s: has the parts every guide has, so that filling it in is enough', (lang) => {
    const text = guideSkeleton(lang, { order: 99, related: specGuideSlugs[0], today: '2026-11-23' });
    const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
    expect(guideSchema.parse(parse(frontmatter!)).summary.length).toBeGreaterThanOrEqual(everyGuide.summaryPoints);
    expect(sections(body!)).toBeGreaterThanOrEqual(everyGuide.sections);
    expect(body!.trim().endsWith('<Disclaimer />')).toBe(true);
  });
});

/** The spec's guides that it lists parts of, in each language. */
const listedParts = specGuideSlugs
  .filter((slug) => Object.keys(guideRequirements[slug]).length > 0)
  .flatMap((slug) => locales.map((lang) => ({ slug, lang, wanted: guideRequirements[slug] })));

describe('the parts the spec lists, at least', () => {
  it.each(listedParts)('$lang/$slug', ({ slug, lang, wanted }) => {
    const { body } = readGuide(lang, slug);
    const all = componentUses(body);
    const of = (name: CountedComponent) => all.filter((u) => u.name === name);
    if (wanted.sections !== undefined) expect.soft(sections(body), '"##" sections').toBeGreaterThanOrEqual(wanted.sections);
    for (const [name, least] of Object.entries(wanted.uses ?? {}))
      expect.soft(of(name as CountedComponent).length, `<${name}>`).toBeGreaterThanOrEqual(least);
    if (wanted.checklistPoints !== undefined) {
      const largest = Math.max(0, ...of('Checklist').map((c) => c.items ?? 0));
      expect.soft(largest, 'points of the largest checklist').toBeGreaterThanOrEqual(wanted.checklistPoints);
    }
    if (wanted.checklistIds) expect.soft(of('Checklist').map((c) => c.id)).toEqual(expect.arrayContaining([...wanted.checklistIds]));
    if (wanted.templateIds) expect.soft(of('Template').map((t) => t.id)).toEqual(expect.arrayContaining([...wanted.templateIds]));
    for (const figure of wanted.states ?? []) expect.soft(body, `states ${figure}`).toMatch(figure);
  });
});

describe.each(locales)('the parts the spec lists (%s)', (lang) => {
  it('the roadside guides, and only they, open with the emergency numbers', () => {
    const opening = specGuideSlugs.filter((slug) => guideSchema.parse(readGuide(lang, slug).frontmatter).emergencyNumbers);
    expect(opening).toEqual(['car-accident-guide', 'uninsured-hit-run', 'accident-report']);
    // The page places them; the text does not repeat them.
    for (const slug of opening) expect(uses(lang, slug, 'EmergencyNumbers'), slug).toEqual([]);
  });

  it('compensation-calculation: the spec’s example reductions, its scenario set, its daily loss-of-use rate, the formula', () => {
    const examples = uses(lang, 'compensation-calculation', 'CompensationExample').map((u) => Number(u.props.share));
    expect(examples).toEqual(expect.arrayContaining([...compensationFigures.exampleShares]));
    const scenarios = uses(lang, 'compensation-calculation', 'ReductionTable').map((u) => numbers(u.props.shares));
    expect(scenarios.some((shares) => holdsAll(shares, compensationFigures.scenarioShares))).toBe(true);
    const { body } = readGuide(lang, 'compensation-calculation');
    expect(body).toMatch(new RegExp(`<Money value=\\{${compensationFigures.lossOfUsePerDay}\\b`));
    expect(body).toMatch(/(1\s*[−-]\s*)/);
  });

  it('common-mistakes: every trap says what it is, why it is one and how to avoid it', () => {
    for (const trap of uses(lang, 'common-mistakes', 'Trap')) {
      expect(trap.props.title?.length, 'title').toBeGreaterThan(5);
      expect(trap.props.why?.length, 'why').toBeGreaterThan(30);
      expect(trap.props.how?.length, 'how').toBeGreaterThan(30);
    }
  });

  it('contributory-negligence: the quick table of the spec’s amounts and shares, computed', () => {
    const tables = uses(lang, 'contributory-negligence', 'ReductionTable');
    const quick = tables.find(
      (t) =>
        holdsAll(numbers(t.props.grosses), quickReductionTable.grosses) && holdsAll(numbers(t.props.shares), quickReductionTable.shares),
    );
    expect(quick, `a ReductionTable with at least ${JSON.stringify(quickReductionTable)}`).toBeDefined();
    const amounts = quickReductionTable.grosses.flatMap((g) => quickReductionTable.shares.map((s) => reducedAmount(g, s)));
    expect(amounts).toEqual([4500, 4000, 3500, 9000, 8000, 7000, 13500, 12000, 10500]);
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
