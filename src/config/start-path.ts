/**
 * The "what happened?" path (/start): its questions, and which answers lead to which steps, payers, guide
 * sections and papers. Editors change the path here (docs/editing-guides.md, "The what-happened path"); the
 * words each id shows are UI strings (`start.*` in src/i18n/ui/el.ts and en.ts), so an id added here without
 * its words in both languages fails the type check, and a section named here that a guide lacks stops the
 * build (src/lib/guides/guide-check.ts).
 *
 * A rule applies when every question it names was answered with one of the listed answers (`skipped`: the
 * visitor skipped the question); questions it does not name do not matter. Rules are in order of priority:
 * the result shows the first three guides that apply, every step, payer and paper that applies.
 */

/** The questions, in the order asked, each with its one-tap answers. */
export const startQuestions = {
  role: ['driver', 'passenger', 'pedestrian', 'cyclist', 'motorcyclist'],
  harm: ['none', 'hurt', 'died'],
  other: ['insured', 'uninsured', 'unknown', 'foreign'],
  police: ['yes', 'no'],
  fault: ['no', 'partly', 'unsure'],
  when: ['today', 'week', 'year', 'older'],
} as const;

export type Question = keyof typeof startQuestions;
export type AnswerOf<Q extends Question> = (typeof startQuestions)[Q][number];
export type Answers = { [Q in Question]?: AnswerOf<Q> };
export const questionIds = Object.keys(startQuestions) as Question[];

/** What may need doing at once, each with its words (`start.urgent.<id>`) and the section that says more. */
export const urgentSteps = ['emergency', 'doctor', 'police', 'scene', 'noAdmission', 'ownInsurer', 'limitation'] as const;
/** Who may pay, each with its words (`start.pay.<id>`); `verify` ones say the fact sheet is thin there. */
export const payers = ['otherInsurer', 'vehicleInsurer', 'fundUninsured', 'fundUnknown', 'foreignInsurer', 'ownInsurerSettlement'] as const;
/** The documents checklist's categories (`start.papers.<id>`), each a section of that guide. */
export const papers = ['authorities', 'photos', 'vehicle', 'health', 'income', 'insurer'] as const;

/** The guide whose sections the papers link to. */
export const papersGuide = 'documents-checklist';

export type UrgentStep = (typeof urgentSteps)[number];
export type Payer = (typeof payers)[number];
export type Paper = (typeof papers)[number];

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
    { if: { police: ['no'], when: ['today', 'skipped'] }, step: 'police', guide: 'accident-report', section: 'when-to-call-the-police' },
    {
      if: { other: ['unknown', 'uninsured'], when: ['today', 'skipped'] },
      step: 'scene',
      guide: 'uninsured-hit-run',
      section: 'steps-at-the-scene',
    },
    {
      if: { fault: ['partly', 'unsure'], when: early },
      step: 'noAdmission',
      guide: 'car-accident-guide',
      section: 'the-accident-statement-form-when-to-sign-it-and-when-not',
    },
    {
      if: { role: ['driver', 'motorcyclist'], when: early },
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
    { if: { other: ['insured', 'skipped'] }, payer: 'otherInsurer', guide: 'insurance-rights', section: 'the-direct-claim' },
    { if: { other: ['uninsured'] }, payer: 'fundUninsured', guide: 'uninsured-hit-run', section: 'the-auxiliary-fund' },
    { if: { other: ['unknown'] }, payer: 'fundUnknown', guide: 'uninsured-hit-run', section: 'the-auxiliary-fund' },
    {
      if: { other: ['foreign'] },
      payer: 'foreignInsurer',
      verify: true,
      guide: 'insurance-rights',
      section: 'finding-the-right-insurer-the-information-centre',
    },
    {
      if: { role: ['driver', 'motorcyclist'], other: ['insured'], harm: ['none', 'hurt', 'skipped'] },
      payer: 'ownInsurerSettlement',
      guide: 'amicable-settlement',
      section: 'when-it-applies',
    },
  ],
  guides: [
    { if: { other: ['unknown'] }, guide: 'uninsured-hit-run', section: 'the-driver-fled-hit-and-run' },
    { if: { other: ['uninsured'] }, guide: 'uninsured-hit-run', section: 'the-other-driver-stayed-but-is-uninsured' },
    { if: { role: ['passenger'] }, guide: 'insurance-rights', section: 'passengers-are-third-parties-too-with-one-caution' },
    { if: { other: ['foreign'] }, guide: 'insurance-rights', section: 'finding-the-right-insurer-the-information-centre' },
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
    { if: { when: ['older'] }, guide: 'insurance-rights', section: 'time-limits-limitation-periods' },
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
};

/** Every guide section the path names, for the build's check and for the page that links them. */
export function sectionsNamed(path: StartPath = startPath): SectionRef[] {
  const all = [...path.urgent, ...path.payers, ...path.guides, ...path.papers.map((p) => ({ guide: papersGuide, section: p.section }))].map(
    ({ guide, section: id }) => ({ guide, section: id }),
  );
  return all.filter((ref, i) => all.findIndex((o) => o.guide === ref.guide && o.section === ref.section) === i);
}

/** The key by which a page passes a section's link to the island. */
export const sectionKey = (ref: SectionRef) => `${ref.guide}#${ref.section}`;
