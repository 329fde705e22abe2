/**
 * The "what happened?" path (/start): its questions, and which answers lead to which steps, payers, guide
 * sections and papers. Editors change the path here (docs/editing-guides.md, "The what-happened path").
 *
 * A step's or a payer's card says the law only through the register (src/content/law/<id>.yaml): `words`
 * names, for each, the rules it states, which the page renders in the visitor's language at build time. Its
 * title, and a practical line that is no rule of law where it has one (`advice`), are UI strings (`start.*` in
 * src/i18n/ui/el.ts and en.ts), so an id added here without its words in both languages fails the type check;
 * a rule the register lacks, or a section a guide lacks, stops the build (src/lib/guides/guide-check.ts).
 *
 * A rule applies when every question it names was answered with one of the listed answers (`skipped`: the
 * visitor skipped the question); questions it does not name do not matter. Rules are in order of priority:
 * the result shows the first three guides that apply, every step, payer and paper that applies.
 */

/**
 * The questions, in the order asked, each with its one-tap answers. At most six, a shaken visitor on a phone
 * (tests/unit/start-path.test.ts keeps the count): a new one replaces one, which the owner chooses.
 */
export const startQuestions = {
  role: ['driver', 'passenger', 'pedestrian', 'cyclist', 'motorcyclist'],
  harm: ['none', 'hurt', 'died'],
  // 'unsure': known, but whether it is insured is not.
  other: ['insured', 'unsure', 'uninsured', 'unknown', 'foreign', 'none'],
  police: ['yes', 'no'],
  fault: ['no', 'partly', 'unsure'],
  when: ['today', 'week', 'year', 'older'],
} as const;

export type Question = keyof typeof startQuestions;
export type AnswerOf<Q extends Question> = (typeof startQuestions)[Q][number];
export type Answers = { [Q in Question]?: AnswerOf<Q> };
export const questionIds = Object.keys(startQuestions) as Question[];

/**
 * What each question shows besides its words (`start.q.<id>`) and its answers' (`start.a.<id>.<answer>`): a
 * hint under it (`start.q.<id>.hint`), and whether its answer is a line of the message to the firm
 * (`start.message.<id>.<answer>`, each answer its line). Every question says both, so that a new one is a
 * choice made here; its strings then follow from this file, and a missing one fails the type check.
 */
export const questionParts = {
  role: { hint: true, message: true },
  // Of anyone's health the message says nothing.
  harm: { hint: true, message: false },
  other: { hint: true, message: true },
  police: { hint: false, message: true },
  // Asked only to choose what to read: the message offers its own line, never an admission (`start.message.fault`).
  fault: { hint: true, message: false },
  when: { hint: false, message: true },
} as const satisfies Record<Question, { readonly hint: boolean; readonly message: boolean }>;

/**
 * A rule of the register a card states, by its id (the file name in src/content/law/): in its short wording,
 * or `{ id, wording: 'full' }` where the card needs the whole rule.
 */
export type RuleRef = string | { readonly id: string; readonly wording: 'full' };

/**
 * What a card says besides its title: the register's rules, in order, and where its own practical line
 * (`start.urgent.<id>.text`, `start.pay.<id>.text`) stands, if it has one: before the rules or after them.
 * That line is advice, never a period or a rule of law.
 */
export interface CardWords {
  readonly rules: readonly RuleRef[];
  readonly advice?: 'before' | 'after';
}

/** The ids of a family of cards whose words have a practical line of their own. */
type Advised<W> = { [K in keyof W]: W[K] extends { advice: string } ? K : never }[keyof W];

/** What may need doing at once, in the order the result shows them; each links the section that says more. */
export const urgentSteps = [
  'emergency',
  'doctor',
  'police',
  'scene',
  'findInsurer',
  'greenCard',
  'fundDeadline',
  'noAdmission',
  'ownInsurer',
  'limitation',
] as const;
export type UrgentStep = (typeof urgentSteps)[number];

export const urgentWords = {
  emergency: { rules: [], advice: 'before' },
  // Medical advice, not a rule of law.
  doctor: { rules: [], advice: 'before' },
  // Go to the police at all: advice; what the Fund asks of them for damage to property: the register.
  police: { rules: ['fund-property-unknown-vehicle'], advice: 'before' },
  scene: { rules: [], advice: 'before' },
  // How to learn a vehicle's insurer from its plate: a practical line, the public services on their own page.
  findInsurer: { rules: [], advice: 'before' },
  greenCard: { rules: [], advice: 'before' },
  fundDeadline: { rules: ['fund-answer', 'fund-lawsuit-deadline'] },
  noAdmission: { rules: [], advice: 'before' },
  ownInsurer: { rules: ['own-insurer-notice'], advice: 'after' },
  limitation: { rules: ['direct-claim-limitation', 'strict-liability-limitation', 'fund-limitation'], advice: 'after' },
} as const satisfies Record<UrgentStep, CardWords>;
export type AdvisedStep = Advised<typeof urgentWords>;
export const advisedSteps = urgentSteps.filter((step): step is AdvisedStep => 'advice' in urgentWords[step]);

/** Who may pay; `verify` ones (in `startPath.payers`) are marked "to be confirmed" on the page. */
export const payers = [
  'vehicleInsurer',
  'otherInsurer',
  'fundUninsured',
  'fundUnknown',
  'foreignBureau',
  'ownInsurerSettlement',
  'ownCover',
] as const;
export type Payer = (typeof payers)[number];

export const payerWords = {
  vehicleInsurer: { rules: [{ id: 'vehicle-insurer-passenger', wording: 'full' }] },
  otherInsurer: { rules: ['other-insurer-direct-claim'] },
  // Both Fund cards warn of the short deadline to sue, whatever the accident's day (fourth legal read, H1).
  fundUninsured: { rules: ['fund-pays-uninsured', 'fund-lawsuit-deadline'] },
  fundUnknown: { rules: ['fund-pays-unknown', 'fund-property-unknown-vehicle', 'fund-lawsuit-deadline'] },
  foreignBureau: { rules: ['foreign-plates-bureau'], advice: 'after' },
  ownInsurerSettlement: { rules: ['friendly-settlement'] },
  ownCover: { rules: ['own-optional-cover'], advice: 'after' },
} as const satisfies Record<Payer, CardWords>;
export type AdvisedPayer = Advised<typeof payerWords>;
export const advisedPayers = payers.filter((payer): payer is AdvisedPayer => 'advice' in payerWords[payer]);

/** The documents checklist's categories (`start.papers.<id>`), each a section of that guide. */
export const papers = ['authorities', 'photos', 'vehicle', 'health', 'income', 'insurer'] as const;
export type Paper = (typeof papers)[number];

/** The guide whose sections the papers link to. */
export const papersGuide = 'documents-checklist';

type AnswerList<Q extends Question> = readonly (AnswerOf<Q> | 'skipped')[];
/** A condition: for each question it names, the answers that satisfy it. */
export type Condition = { readonly [Q in Question]?: AnswerList<Q> };

/** A guide's section, named by the id of its heading in the English file ('the-direct-claim'). */
export interface SectionRef {
  guide: string;
  section: string;
}

/** The rules; src/lib/days-after/start-path-schema.ts checks them when the site is built. */
export interface StartPath {
  urgent: readonly ({ if: Condition; step: UrgentStep } & SectionRef)[];
  /** `verify`: the fact sheet is thin here, and the page marks it "to be confirmed". */
  payers: readonly ({ if: Condition; payer: Payer; verify?: boolean } & SectionRef)[];
  guides: readonly ({ if: Condition } & SectionRef)[];
  papers: readonly { if: Condition; paper: Paper; section: string }[];
  /** What each card says: the register's rules and its own line. */
  words: { urgent: Readonly<Record<UrgentStep, CardWords>>; payers: Readonly<Record<Payer, CardWords>> };
}

const early = ['today', 'week', 'skipped'] as const;

export const startPath: StartPath = {
  urgent: [
    {
      if: { harm: ['hurt', 'died', 'skipped'], when: ['today', 'skipped'] },
      step: 'emergency',
      guide: 'car-accident-guide',
      section: 'the-first-minutes-safety-and-emergency-numbers',
    },
    {
      if: { harm: ['hurt', 'skipped'], when: early },
      step: 'doctor',
      guide: 'car-accident-guide',
      section: 'see-a-doctor-within-24-hours',
    },
    // Still worth it days later: the Fund's cover of property, and the proof that an unknown vehicle did it.
    { if: { police: ['no'], when: early }, step: 'police', guide: 'accident-report', section: 'when-to-call-the-police' },
    {
      if: { other: ['unknown', 'uninsured'], when: early },
      step: 'scene',
      guide: 'uninsured-hit-run',
      section: 'steps-at-the-scene',
    },
    // Known, insurance unknown: whichever the day, who pays turns on it.
    {
      if: { other: ['unsure'] },
      step: 'findInsurer',
      guide: 'uninsured-hit-run',
      section: 'how-to-check-whether-the-vehicle-is-insured',
    },
    {
      if: { other: ['foreign'], when: early },
      step: 'greenCard',
      guide: 'insurance-rights',
      section: 'an-accident-in-greece-with-a-foreign-plated-vehicle',
    },
    // Whatever the day: the short deadline to sue the Fund may be running already.
    // Whether insured or not is unknown: on the strict reading, as if it may not be.
    {
      if: { other: ['uninsured', 'unknown', 'unsure'] },
      step: 'fundDeadline',
      guide: 'uninsured-hit-run',
      section: 'how-to-claim-from-the-fund',
    },
    {
      if: { fault: ['partly', 'unsure'], when: early },
      step: 'noAdmission',
      guide: 'car-accident-guide',
      section: 'the-accident-statement-form-when-to-sign-it-and-when-not',
    },
    // Not after a death: the step speaks to the one who drove.
    {
      if: { role: ['driver', 'motorcyclist'], harm: ['none', 'hurt', 'skipped'], when: early },
      step: 'ownInsurer',
      guide: 'car-accident-guide',
      section: 'notify-your-own-insurer',
    },
    { if: { when: ['older'] }, step: 'limitation', guide: 'insurance-rights', section: 'time-limits-limitation-periods' },
  ],
  payers: [
    {
      if: { role: ['passenger'] },
      payer: 'vehicleInsurer',
      guide: 'insurance-rights',
      section: 'passengers-are-third-parties-too-with-one-caution',
    },
    // No other vehicle, and the visitor did not say who they were: the vehicle's insurer, or a cover of one's own.
    {
      if: { role: ['skipped'], other: ['none'] },
      payer: 'vehicleInsurer',
      guide: 'insurance-rights',
      section: 'passengers-are-third-parties-too-with-one-caution',
    },
    { if: { other: ['insured', 'unsure', 'skipped'] }, payer: 'otherInsurer', guide: 'insurance-rights', section: 'the-direct-claim' },
    { if: { other: ['uninsured', 'unsure'] }, payer: 'fundUninsured', guide: 'uninsured-hit-run', section: 'the-auxiliary-fund' },
    { if: { other: ['unknown'] }, payer: 'fundUnknown', guide: 'uninsured-hit-run', section: 'the-auxiliary-fund' },
    {
      if: { other: ['foreign'] },
      payer: 'foreignBureau',
      verify: true,
      guide: 'insurance-rights',
      section: 'an-accident-in-greece-with-a-foreign-plated-vehicle',
    },
    // The friendly settlement is for the vehicles' damage, between drivers who filled in the joint form soon after:
    // never where someone was hurt (its guide: "do not sign"), nor long after.
    {
      if: { role: ['driver', 'motorcyclist'], other: ['insured'], harm: ['none'], when: early },
      payer: 'ownInsurerSettlement',
      guide: 'amicable-settlement',
      section: 'when-it-applies',
    },
    {
      if: { role: ['driver', 'motorcyclist'], other: ['uninsured', 'unknown', 'unsure', 'none'] },
      payer: 'ownCover',
      guide: 'uninsured-hit-run',
      section: 'your-own-insurance',
    },
    { if: { role: ['skipped'], other: ['none'] }, payer: 'ownCover', guide: 'uninsured-hit-run', section: 'your-own-insurance' },
  ],
  guides: [
    // Long ago, the time limits come first, whatever else was answered.
    { if: { when: ['older'] }, guide: 'insurance-rights', section: 'time-limits-limitation-periods' },
    { if: { other: ['unknown'] }, guide: 'uninsured-hit-run', section: 'the-driver-fled-hit-and-run' },
    { if: { other: ['uninsured'] }, guide: 'uninsured-hit-run', section: 'the-other-driver-stayed-but-is-uninsured' },
    { if: { other: ['unsure'] }, guide: 'uninsured-hit-run', section: 'how-to-check-whether-the-vehicle-is-insured' },
    { if: { role: ['passenger'] }, guide: 'insurance-rights', section: 'passengers-are-third-parties-too-with-one-caution' },
    { if: { other: ['foreign'] }, guide: 'insurance-rights', section: 'an-accident-in-greece-with-a-foreign-plated-vehicle' },
    { if: { role: ['driver', 'motorcyclist'], other: ['none'] }, guide: 'uninsured-hit-run', section: 'your-own-insurance' },
    { if: { when: ['today'] }, guide: 'car-accident-guide', section: 'the-first-minutes-safety-and-emergency-numbers' },
    { if: { harm: ['died'] }, guide: 'compensation-calculation', section: 'death-articles-928-and-932-civil-code' },
    {
      if: { fault: ['partly', 'unsure'] },
      guide: 'contributory-negligence',
      section: 'what-contributory-negligence-is-article-300-civil-code',
    },
    { if: { police: ['no'] }, guide: 'accident-report', section: 'when-to-call-the-police' },
    { if: { harm: ['hurt'] }, guide: 'compensation-calculation', section: 'medical-costs-and-other-expenses' },
    {
      if: { role: ['driver', 'motorcyclist'], harm: ['none'], other: ['insured'] },
      guide: 'amicable-settlement',
      section: 'when-it-applies',
    },
    { if: { other: ['insured', 'skipped'] }, guide: 'insurance-rights', section: 'the-direct-claim' },
    // Every case lands somewhere: the first week after any accident.
    { if: {}, guide: 'car-accident-guide', section: 'after-the-scene-doctor-insurer-records' },
  ],
  papers: [
    { if: {}, paper: 'authorities', section: 'authorities' },
    { if: { when: early }, paper: 'photos', section: 'photos-and-video' },
    { if: { role: ['driver', 'cyclist', 'motorcyclist', 'skipped'] }, paper: 'vehicle', section: 'vehicle-damage' },
    { if: { harm: ['hurt', 'died', 'skipped'] }, paper: 'health', section: 'health' },
    { if: { harm: ['hurt', 'died', 'skipped'] }, paper: 'income', section: 'income-and-expenses' },
    { if: {}, paper: 'insurer', section: 'insurance-communication' },
  ],
  words: { urgent: urgentWords, payers: payerWords },
};

/** A card's rule as an id and a wording. */
export const ruleRef = (ref: RuleRef): { id: string; wording: 'short' | 'full' } =>
  typeof ref === 'string' ? { id: ref, wording: 'short' } : ref;

/** Every rule of the register the path's cards state, once each: what the page reads from the register. */
export function rulesNamed(path: StartPath = startPath): string[] {
  const ids = [...Object.values(path.words.urgent), ...Object.values(path.words.payers)].flatMap((w) => w.rules.map((r) => ruleRef(r).id));
  return [...new Set(ids)];
}

/** Every guide section the path names, for the build's check and for the page that links them. */
export function sectionsNamed(path: StartPath = startPath): SectionRef[] {
  const all = [...path.urgent, ...path.payers, ...path.guides, ...path.papers.map((p) => ({ guide: papersGuide, section: p.section }))].map(
    ({ guide, section: id }) => ({ guide, section: id }),
  );
  return all.filter((ref, i) => all.findIndex((o) => o.guide === ref.guide && o.section === ref.section) === i);
}

/** The key by which a page passes a section's link to the island. */
export const sectionKey = (ref: SectionRef) => `${ref.guide}#${ref.section}`;
