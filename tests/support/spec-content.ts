/**
 * What the site's specification asks the guides and pages to contain, as minimums, in one place: every test
 * that counts content reads its bound here. Each bound is "at least", so that a lawyer who adds a point to
 * a checklist, a step, a question or a section breaks no test; only taking away what the specification
 * asks for does. Where a bound is this site's own rather than the specification's, its comment says so.
 * docs/requirements.md sums up the specification and the fact sheet: what the code keeps because they say so.
 */

/** The specification's ten guides, in its order: they keep their routes and come first, whatever editors add. */
export const specGuideSlugs = [
  'car-accident-guide',
  'compensation-calculation',
  'insurance-rights',
  'common-mistakes',
  'amicable-settlement',
  'contributory-negligence',
  'documents-checklist',
  'uninsured-hit-run',
  'vehicle-injury-assessments',
  'accident-report',
] as const;

export type SpecGuideSlug = (typeof specGuideSlugs)[number];

/** What every guide has, the spec's ten and any an editor adds: the parts `npm run new-guide` writes. */
export const everyGuide = {
  /** Points under "What to do now" (the frontmatter's `summary`). */
  summaryPoints: 3,
  /** Characters of the introduction, the text before the first "##". */
  introCharacters: 200,
  /** "##" sections: the skeleton's three and "In short". */
  sections: 4,
} as const;

/** Words of prose in each of the spec's ten guides (this site's measure of a guide that explains, not the spec's). */
export const specGuideWords = 900;

/** Guide components whose uses a guide's requirements count. */
export type CountedComponent = 'Checklist' | 'Template' | 'Timeline' | 'Step' | 'Faq' | 'Trap';

export interface GuideRequirements {
  /** "##" sections: the parts the specification lists for the guide, its conclusion included. */
  sections?: number;
  /** Uses of each component, at least. */
  uses?: Partial<Record<CountedComponent, number>>;
  /** Points of its largest checklist, at least. */
  checklistPoints?: number;
  /** Checklists it has, by id, among any others. */
  checklistIds?: readonly string[];
  /** Templates it has, by id, among any others. */
  templateIds?: readonly string[];
  /** What its text states, in both languages. */
  states?: readonly RegExp[];
}

/** The specification's list of what each of its ten guides holds ("Article pages"), as minimums. */
export const guideRequirements: Record<SpecGuideSlug, GuideRequirements> = {
  // "Emergency numbers quoted: ambulance 166, police 100, European emergency 112." The scene checklist and
  // the first week's timeline are this site's.
  'car-accident-guide': { uses: { Checklist: 1, Timeline: 1 }, states: [/\b166\b/, /\b100\b/, /\b112\b/] },
  // "How compensation is calculated": its figures are in `compensationFigures` below.
  'compensation-calculation': {},
  'insurance-rights': {},
  // "14 trap items, each with a title, why it is a trap and how to avoid it; a 7-item tick checklist; a
  // sample e-mail skeleton to an insurer; a conclusion."
  'common-mistakes': { uses: { Trap: 14, Checklist: 1, Template: 1 }, checklistPoints: 7 },
  // "What it is, advantages, disadvantages, step-by-step procedure, critical points, examples, the lawyer's
  // role; a 6-item checklist; a conclusion": seven sections and the conclusion.
  'amicable-settlement': { sections: 8, uses: { Checklist: 1 }, checklistPoints: 6 },
  // The quick table: `quickReductionTable` below.
  'contributory-negligence': {},
  // "General documentation rules; collection timeline (on-site, within 24 hours, within 3-7 days, within 30
  // days and after); detailed checklist by category (...); sample brief requests (CCTV preservation, copies
  // from Traffic Police, e-mail to insurer); common costly omissions; the lawyer's role; conclusion."
  'documents-checklist': {
    sections: 7,
    uses: { Timeline: 1, Step: 4, Template: 3 },
    checklistIds: ['authorities', 'photo-video', 'vehicle-damage', 'health', 'income-expenses', 'insurance-communication'],
  },
  // "Steps at the scene; other driver stayed but uninsured; driver fled; compensation routes; building the
  // file in ten steps; pitfalls; the lawyer's role; mini-templates (CCTV request, demand letter); checklist;
  // conclusion."
  'uninsured-hit-run': { sections: 10, uses: { Step: 10, Checklist: 1 }, templateIds: ['cctv-request', 'demand-letter'] },
  // "What an assessment is; when to ask for a second opinion on the vehicle and on injuries, with the
  // procedure for each; timeline; effect on the amount; mistakes; contents of a technical and of a medical
  // report; negotiation with the insurer; checklists; templates; the lawyer's role." With its timings: a
  // medical check within 24 hours, a second medical opinion within 24-72 hours, a repair-cost gap above 15-20 %.
  'vehicle-injury-assessments': {
    sections: 10,
    uses: { Timeline: 1, Checklist: 2, Template: 2 },
    states: [/24/, /72/, /15\s*[-–]\s*20\s*%/],
  },
  // "When to call the police; what the police statement includes and what to avoid; insurer statement;
  // costly mistakes; sample texts; checklists; FAQs; the lawyer's role."
  'accident-report': { sections: 8, uses: { Template: 2, Checklist: 2, Faq: 2 } },
};

/**
 * "Guide arithmetic": the worked examples' contributory-negligence shares, the scenario set, and the
 * loss-of-use rate (euro a day) the examples use.
 */
export const compensationFigures = {
  exampleShares: [0.2, 0.1, 0.25],
  scenarioShares: [0, 0.1, 0.2],
  lossOfUsePerDay: 25,
} as const;

/** "Table: gross 5,000, 10,000 and 15,000 euro with 10%, 20%, 30% reductions": rows and columns it has at least. */
export const quickReductionTable = {
  grosses: [5000, 10000, 15000],
  shares: [0.1, 0.2, 0.3],
} as const;

/** The parts of the pages the specification counts. */
export const pageRequirements = {
  /** Services: "Four cards, each with an icon, title and description." */
  serviceCards: 4,
  /** Why-choose-us block: "Three cards." */
  whyCards: 3,
  /** Articles list: "Ten cards", one per guide; editors' guides add theirs. */
  articleCards: specGuideSlugs.length,
  /** About: the "what we handle", "methodology" and "why us" lists (their length is this site's choice). */
  aboutListItems: 4,
} as const;
