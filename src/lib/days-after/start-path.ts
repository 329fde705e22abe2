import {
  questionIds,
  startPath,
  startQuestions,
  type Answers,
  type Condition,
  type Paper,
  type Payer,
  type Question,
  type SectionRef,
  type StartPath,
  type UrgentStep,
} from '../../config/start-path.ts';

/**
 * The "what happened?" path worked out from the answers, on the visitor's device: which steps, payers, guide
 * sections and papers the rules of src/config/start-path.ts give. Pure, so that unit tests can walk every
 * combination of answers. It names what applies and where to read; it never says whether there is a claim,
 * whose fault it was or what it is worth.
 */

/** At most this many guides: a shaken visitor reads two or three, not ten. */
export const maxGuides = 3;

export interface StartResult {
  urgent: ({ step: UrgentStep } & SectionRef)[];
  payers: ({ payer: Payer; verify: boolean } & SectionRef)[];
  guides: SectionRef[];
  papers: { paper: Paper; section: string }[];
  /** The accident's day, when the visitor gave one: it fills in the dates page. */
  date?: string;
}

function applies(condition: Condition, answers: Answers): boolean {
  return (Object.entries(condition) as [Question, readonly string[]][]).every(([question, allowed]) =>
    allowed.includes(answers[question] ?? 'skipped'),
  );
}

export function startResult(answers: Answers, date?: string, path: StartPath = startPath): StartResult {
  const guides: SectionRef[] = [];
  for (const rule of path.guides) {
    if (guides.length === maxGuides) break;
    if (applies(rule.if, answers) && !guides.some((g) => g.guide === rule.guide)) guides.push({ guide: rule.guide, section: rule.section });
  }
  const payers = path.payers
    .filter((rule) => applies(rule.if, answers))
    .map(({ payer, verify = false, guide, section }) => ({ payer, verify, guide, section }))
    .filter((p, i, all) => all.findIndex((o) => o.payer === p.payer) === i);
  return {
    urgent: path.urgent.filter((rule) => applies(rule.if, answers)).map(({ step, guide, section }) => ({ step, guide, section })),
    payers,
    guides,
    papers: path.papers.filter((rule) => applies(rule.if, answers)).map(({ paper, section }) => ({ paper, section })),
    ...(date ? { date } : {}),
  };
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD, from 1990 to today at the latest. */
export function validDate(value: string | null | undefined, today: string): string | undefined {
  const match = value ? isoDate.exec(value) : null;
  if (!match || !value) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return undefined;
  return value >= '1990-01-01' && value <= today ? value : undefined;
}

/** How long ago a day was, as the path's last question puts it. */
export function whenOf(date: string, today: string): Answers['when'] {
  const days = (Date.parse(today) - Date.parse(date)) / 86_400_000;
  if (days <= 1) return 'today';
  if (days <= 7) return 'week';
  if (days <= 366) return 'year';
  return 'older';
}

/** The answers a link carries (`?role=pedestrian&other=unknown&date=2026-11-20`); anything else is left out. */
export function answersFromQuery(params: URLSearchParams, today: string): { answers: Answers; date?: string } {
  const answers: Record<string, string> = {};
  for (const question of questionIds) {
    const value = params.get(question);
    if (value && (startQuestions[question] as readonly string[]).includes(value)) answers[question] = value;
  }
  const date = validDate(params.get('date'), today);
  if (date) answers.when = whenOf(date, today)!;
  return { answers: answers, ...(date ? { date } : {}) };
}

/** The link's query for these answers, in the questions' order. */
export function queryOf(answers: Answers, date?: string): string {
  const params = new URLSearchParams();
  for (const question of questionIds) {
    const value = answers[question];
    if (value && !(question === 'when' && date)) params.set(question, value);
  }
  if (date) params.set('date', date);
  return params.toString();
}

/** Every combination of answers, each question answered or skipped: what the unit tests walk. */
export function everyCase(): Answers[] {
  let cases: Answers[] = [{}];
  for (const question of questionIds) {
    const values: (string | undefined)[] = [undefined, ...startQuestions[question]];
    cases = cases.flatMap((c) => values.map((v) => (v ? { ...c, [question]: v } : c)));
  }
  return cases;
}
