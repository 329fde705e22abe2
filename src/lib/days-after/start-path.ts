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
import { messageKey, toldQuestions, type MessageAnswerKey } from './start-path-keys.ts';

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

/**
 * The answers a link carries, after its `#` (`#role=pedestrian&other=unknown&date=2026-11-20`), or in its query
 * when the form was sent without JavaScript; anything else is left out.
 */
export function answersFromLink(params: URLSearchParams, today: string): { answers: Answers; date?: string } {
  const answers: Record<string, string> = {};
  for (const question of questionIds) {
    const value = params.get(question);
    if (value && (startQuestions[question] as readonly string[]).includes(value)) answers[question] = value;
  }
  const date = validDate(params.get('date'), today);
  if (date) answers.when = whenOf(date, today)!;
  return { answers: answers, ...(date ? { date } : {}) };
}

/** Whether a link's `#…` or query is the path's (its answers, or the screen it was on), and not, say, the id of a heading. */
export const isAnswersLink = (params: URLSearchParams): boolean => pathLinkNames.some((name) => params.has(name));

/** The names the path's links use after their `#`: the answers, the day, `done` (a result with no answer) and `q` (a question on screen). */
export const pathLinkNames: readonly string[] = [...questionIds, 'date', 'done', 'q'];

/**
 * Where the visitor is on the path: the answers so far, the question on screen (its index; `questionIds.length`
 * for the result) and whether it was reopened from the result ("Change"), after which the result comes back.
 * Each screen is an entry of the browser's history with this after its `#`, so that Back steps back one
 * question and a reload, or a return from a guide, lands where the visitor was; nothing of it reaches the server.
 */
export interface PathScreen {
  answers: Answers;
  date?: string;
  step: number;
  changing: boolean;
}

/** The index of the result among the screens. */
export const resultStep = questionIds.length;

/** A screen from its link (`#q=police&role=pedestrian&other=unknown`, or a result's `#role=…&date=…`). */
export function screenFromLink(params: URLSearchParams, today: string): PathScreen {
  const { answers, date } = answersFromLink(params, today);
  const asked = questionIds.indexOf(params.get('q') as Question);
  const step = asked >= 0 ? asked : Object.keys(answers).length > 0 || params.has('done') ? resultStep : 0;
  return { answers, ...(date ? { date } : {}), step, changing: step < resultStep && params.get('change') === '1' };
}

/** A screen's link, after its `#`: the result's is `linkOf` (or `done=1` with no answer), a question's adds `q=`. */
export function screenLink(screen: PathScreen): string {
  const answers = linkOf(screen.answers, screen.date);
  if (screen.step >= resultStep) return answers || 'done=1';
  const params = new URLSearchParams({ q: questionIds[screen.step]! });
  if (screen.changing) params.set('change', '1');
  return answers ? `${params.toString()}&${answers}` : params.toString();
}

/**
 * What the result's link keeps after its `#`: the answers in the questions' order, never in the query, so that
 * they stay on the device (a fragment is not sent to the server, nor in a Referer).
 */
export function linkOf(answers: Answers, date?: string): string {
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

/** Who writes the message to the firm: the one who was in the accident, or someone for them. */
export const writers = ['self', 'other'] as const;
export type Writer = (typeof writers)[number];

/** The UI strings the message is made of (`start.message.*`): its answers' lines follow from the questions. */
export type MessageKey =
  `start.message.intro.${Writer}` | MessageAnswerKey | 'start.message.fault' | 'start.message.date' | 'start.message.end';

/**
 * The answers in plain words, for the firm, as the contact form offers them to be read, changed and sent. In
 * neutral words: who writes, then the answers as facts ("In the accident: pedestrian"), never in the first
 * person of the one who was in the accident, so that a relative does not write «Οδηγούσα» for someone else.
 * The fault question was asked "only to show what to read": the message says nothing of it unless the visitor
 * adds a wish to talk about it (`add.fault`), and never an admission; of anyone's health, nothing (`harm` is
 * left out). `day` is the accident's day in words, when the visitor gave one.
 */
export function messageOf(
  t: (key: MessageKey, vars?: Record<string, string>) => string,
  answers: Answers,
  writer: Writer,
  day?: string,
  /** Lines the visitor chose to add: the wish to talk about fault, offered only when they answered it may be shared. */
  add: { fault?: boolean } = {},
): string {
  const facts: string[] = [];
  for (const question of toldQuestions) {
    const answer = answers[question];
    // The day itself, where the visitor gave it, says more than how long ago it was.
    if (question === 'when' && day) facts.push(t('start.message.date', { date: day }));
    else if (answer) facts.push(t(messageKey(question, answer)));
  }
  const fault = add.fault && mayShareFault(answers) ? [t('start.message.fault')] : [];
  return [[t(`start.message.intro.${writer}`)], facts, fault, [t('start.message.end')]]
    .filter((part) => part.length > 0)
    .map((part) => part.join('\n'))
    .join('\n\n');
}

/** Whether the visitor answered that the fault may be shared, or did not know: the result offers to add a line on it. */
export const mayShareFault = (answers: Answers): boolean => answers.fault === 'partly' || answers.fault === 'unsure';
