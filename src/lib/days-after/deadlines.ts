import { periodEnd } from '../law/period.ts';
import type { RegisterEntry, RulePeriod } from '../law/rule-schema.ts';
import { startQuestions } from '../../config/start-path.ts';
import { addDays, addMonths, courtsClosed, lastCourtDay, parseIsoDate, type ClosedReason, type IsoDate } from './greek-calendar.ts';
import { NEAR_REMINDER_WITHIN } from './ics.ts';

/**
 * The dates a visitor must not miss after an accident, counted by the periods of the register of the law
 * (src/content/law/, passed in by the page): only the periods it states as the law in force become dates, and
 * a date is the last day on the strictest reading. Where a period's start or end is open to more than one
 * reading, the earlier date is given, so that acting on it is never late. Where the register cannot say (the
 * Fund's deadline to sue after its answer), the page says so and gives no date.
 */

export type DeadlineId = 'notice' | 'insurerAnswer' | 'interest' | 'fundAnswer' | 'strictLiability' | 'insurer' | 'fund';

/**
 * What a date is to the visitor, which decides how it is shown and reminded:
 * - `lawsuit`: the last day to sue (file and serve); reminders months before;
 * - `step`: something the visitor does; a reminder a week before;
 * - `insurerDuty`: the insurer's time, not the visitor's; a reminder a week before, and when it is over the
 *   insurer, not the visitor, is late;
 * - `fundAnswer`: the end of the Fund's period to answer, from which a short deadline to sue may run;
 * - `info`: a date to know, not to act on (no reminder, never "passed").
 */
export type DeadlineKind = 'lawsuit' | 'step' | 'insurerDuty' | 'fundAnswer' | 'info';

export const deadlineKinds: Record<DeadlineId, DeadlineKind> = {
  notice: 'step',
  insurerAnswer: 'insurerDuty',
  interest: 'info',
  fundAnswer: 'fundAnswer',
  strictLiability: 'lawsuit',
  insurer: 'lawsuit',
  fund: 'lawsuit',
};

/**
 * The rule of the register of the law (src/content/law/<id>.yaml) each date, and the Fund's written claim,
 * rests on: its period is what the date is counted by, its wording and sources are what the card says.
 */
export const deadlineRules = {
  notice: 'own-insurer-notice',
  insurerAnswer: 'insurer-answer',
  interest: 'insurer-interest',
  fundAnswer: 'fund-answer',
  strictLiability: 'strict-liability-limitation',
  insurer: 'direct-claim-limitation',
  fund: 'fund-limitation',
  fundClaim: 'fund-lawsuit-deadline',
} as const satisfies Record<DeadlineId | 'fundClaim', string>;

/** The dates counted by a period of their own; the interest follows the insurer's answer by a day. */
export type PeriodId = Exclude<DeadlineId, 'interest'>;
export type DeadlinePeriods = Record<PeriodId, Pick<RulePeriod, 'length' | 'unit'>>;

/** The guide that explains each date, by slug. */
export const deadlineGuides: Record<DeadlineId | 'fundClaim', string> = {
  notice: 'accident-report',
  insurerAnswer: 'insurance-rights',
  interest: 'insurance-rights',
  fundAnswer: 'uninsured-hit-run',
  strictLiability: 'common-mistakes',
  insurer: 'common-mistakes',
  fund: 'uninsured-hit-run',
  fundClaim: 'uninsured-hit-run',
};

export interface Deadline {
  id: DeadlineId;
  kind: DeadlineKind;
  /** The last day the period allows. */
  date: IsoDate;
  /** For a lawsuit whose last day the courts are closed: why, and the last day before it they are open. */
  closed?: { reason: ClosedReason; lastOpen: IsoDate };
  /** The guide that explains it, by slug. */
  guide: string;
}

export type DeadlineField = 'accident' | 'received' | 'fundReceived';
/** The dates the visitor gives, in the form's order. */
export const deadlineFields: readonly DeadlineField[] = ['accident', 'received', 'fundReceived'];

export type DeadlineError =
  | 'accidentMissing'
  | 'accidentInvalid'
  | 'receivedInvalid'
  | 'receivedBeforeAccident'
  | 'fundReceivedInvalid'
  | 'fundReceivedBeforeAccident'
  | 'outOfRange';

export interface DeadlineDates {
  accident: IsoDate;
  /** The day the insurer of the vehicle at fault received the written claim. */
  received: IsoDate | null;
  /** The day the Auxiliary Fund received the written claim. */
  fundReceived: IsoDate | null;
}

export type DeadlineResult =
  | (DeadlineDates & {
      ok: true;
      deadlines: Deadline[];
      /** The dates go back to before the rules the page applies were in force. */
      olderRules: boolean;
    })
  | { ok: false; error: DeadlineError; field: DeadlineField };

/**
 * The days from which the rules the page applies are in force: the direct claim's limitation in its present
 * form (ν. 3557/2007, ΦΕΚ Α' 100/14.5.2007), the insurer's answer and interest as worded by ν. 5113/2024
 * (ΦΕΚ Α' 96/21.6.2024), the Fund's written claim and answer (ν. 4092/2012, ΦΕΚ Α' 220/8.11.2012). A date
 * before one of them is told that other rules may have applied.
 */
export const FIVE_YEARS_SINCE: IsoDate = '2007-05-14';
export const ANSWER_RULE_SINCE: IsoDate = '2024-06-21';
export const FUND_CLAIM_RULE_SINCE: IsoDate = '2012-11-08';

/** Years a date may have: the holiday calendar is exact for them, and no claim is older. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2090;

function inRange(day: IsoDate): boolean {
  const year = Number(day.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

type Read = { ok: true; day: IsoDate | null } | { ok: false; error: DeadlineError };

/** An optional receipt date: empty, or a real day in range, not before the accident. */
function readReceipt(text: string | null | undefined, accident: IsoDate, invalid: DeadlineError, before: DeadlineError): Read {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return { ok: true, day: null };
  const day = parseIsoDate(trimmed);
  if (!day) return { ok: false, error: invalid };
  if (!inRange(day)) return { ok: false, error: 'outOfRange' };
  if (day < accident) return { ok: false, error: before };
  return { ok: true, day };
}

function lawsuit(id: DeadlineId, date: IsoDate): Deadline {
  const reason = courtsClosed(date);
  return {
    id,
    kind: 'lawsuit',
    date,
    guide: deadlineGuides[id],
    ...(reason ? { closed: { reason, lastOpen: lastCourtDay(date) } } : {}),
  };
}

const dated = (id: DeadlineId, date: IsoDate): Deadline => ({ id, kind: deadlineKinds[id], date, guide: deadlineGuides[id] });

/**
 * The dates that follow from an accident date and, if the visitor has them, the days the insurer and the
 * Fund received the written claim (each 'YYYY-MM-DD', as a date field or a shared link gives them), in the
 * order they fall.
 */
export function computeDeadlines(
  input: {
    accident?: string | null;
    received?: string | null;
    fundReceived?: string | null;
  },
  periods: DeadlinePeriods,
): DeadlineResult {
  const accidentText = input.accident?.trim() ?? '';
  if (!accidentText) return { ok: false, error: 'accidentMissing', field: 'accident' };
  const accident = parseIsoDate(accidentText);
  if (!accident) return { ok: false, error: 'accidentInvalid', field: 'accident' };
  if (!inRange(accident)) return { ok: false, error: 'outOfRange', field: 'accident' };

  const received = readReceipt(input.received, accident, 'receivedInvalid', 'receivedBeforeAccident');
  if (!received.ok) return { ok: false, error: received.error, field: 'received' };
  const fundReceived = readReceipt(input.fundReceived, accident, 'fundReceivedInvalid', 'fundReceivedBeforeAccident');
  if (!fundReceived.ok) return { ok: false, error: fundReceived.error, field: 'fundReceived' };

  // The day of the accident is not counted (ΑΚ 241): the first working day is the next one. The law counts
  // the notice from knowledge of the accident; the accident itself is the earlier start.
  const deadlines: Deadline[] = [dated('notice', periodEnd(accident, periods.notice))];
  if (received.day) {
    const answer = periodEnd(received.day, periods.insurerAnswer);
    deadlines.push(dated('insurerAnswer', answer));
    // Default interest runs from the end of the insurer's period: the day after its last one.
    deadlines.push(dated('interest', addDays(answer, 1)));
  }
  // The Fund is no insurer: neither the insurer's answer rule nor its interest applies to it (its own
  // interest rule of ν. 4092/2012 was held inapplicable). Its period to answer is dated; the deadline to sue
  // that may start from it is not, because its text and force are unconfirmed.
  if (fundReceived.day) deadlines.push(dated('fundAnswer', periodEnd(fundReceived.day, periods.fundAnswer)));
  deadlines.push(
    lawsuit('strictLiability', periodEnd(accident, periods.strictLiability)),
    lawsuit('insurer', periodEnd(accident, periods.insurer)),
    lawsuit('fund', periodEnd(accident, periods.fund)),
  );
  const olderRules =
    accident < FIVE_YEARS_SINCE ||
    (received.day !== null && received.day < ANSWER_RULE_SINCE) ||
    (fundReceived.day !== null && fundReceived.day < FUND_CLAIM_RULE_SINCE);
  return {
    ok: true,
    accident,
    received: received.day,
    fundReceived: fundReceived.day,
    olderRules,
    deadlines: deadlines.toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

/**
 * The periods the dates are counted by, from the register's rules; a rule missing or without a period is a
 * mistake in the register that stops the build.
 */
export function deadlinePeriods(register: readonly Pick<RegisterEntry, 'id' | 'period'>[]): DeadlinePeriods {
  const ids = Object.keys(deadlineRules).filter((id): id is PeriodId => id !== 'interest' && id !== 'fundClaim');
  return Object.fromEntries(
    ids.map((id) => {
      const rule = register.find((r) => r.id === deadlineRules[id]);
      if (!rule?.period)
        throw new Error(
          `The dates page counts "${id}" by the rule ${deadlineRules[id]} of the register, which ${rule ? 'has no period' : 'does not exist'}`,
        );
      return [id, { length: rule.period.length, unit: rule.period.unit }];
    }),
  ) as DeadlinePeriods;
}

/**
 * What the what-happened path knew of the visitor, passed on to the dates page after its `#`
 * (`#accident=…&role=pedestrian&other=unknown`): it decides which dates come first and which are folded away.
 */
export interface DeadlineContext {
  role?: string | undefined;
  other?: string | undefined;
}

/** A card of the dates page: a dated one, or the Fund's written claim, which has no date. */
export interface DeadlineCard {
  id: DeadlineId | 'fundClaim';
  deadline?: Deadline;
}

/**
 * The dates as the page shows them: a last day to sue that is near first, then the dates still ahead (the
 * Fund's first where the path said the other vehicle was unknown or uninsured), and, folded below, those that
 * have passed and those the path's answers say are not the visitor's (the notice to one's own insurer, for a
 * pedestrian, a passenger or a cyclist). Nothing is left out: a folded card is one tap away.
 */
export interface DeadlineView {
  /** The earliest last day to sue still ahead, when it is less than `NEAR_MONTHS` away. */
  near: Deadline | null;
  live: DeadlineCard[];
  passed: DeadlineCard[];
  /** Cards the path's answers say are probably not the visitor's. */
  aside: DeadlineCard[];
}

/** A last day to sue less than this many months away is shown above everything. */
export const NEAR_MONTHS = 6;

/** The day to act on: a last day the courts are closed is over once the court day before it is. */
export const actDay = (d: Deadline): IsoDate => d.closed?.lastOpen ?? d.date;

const fundCards: readonly DeadlineCard['id'][] = ['fundAnswer', 'fundClaim', 'fund'];
const ownVehicleOnly: readonly DeadlineCard['id'][] = ['notice'];

export function arrangeDeadlines(deadlines: readonly Deadline[], now: IsoDate, context: DeadlineContext = {}): DeadlineView {
  const fundFirst = context.other === 'unknown' || context.other === 'uninsured';
  const noVehicle = context.role === 'pedestrian' || context.role === 'passenger' || context.role === 'cyclist';
  const cards: DeadlineCard[] = [...deadlines.map((deadline) => ({ id: deadline.id, deadline })), { id: 'fundClaim' }];
  const isAside = (card: DeadlineCard) => noVehicle && ownVehicleOnly.includes(card.id);
  const isPassed = (card: DeadlineCard) => !!card.deadline && actDay(card.deadline) < now;
  // Stable: the dates keep their order (the order they fall); the Fund's undated claim follows the Fund's answer.
  const rank = (card: DeadlineCard) => (fundFirst && fundCards.includes(card.id) ? 0 : 1);
  const live = cards.filter((c) => !isAside(c) && !isPassed(c)).toSorted((a, b) => rank(a) - rank(b));
  const near =
    live
      .map((c) => c.deadline)
      .filter((d): d is Deadline => d?.kind === 'lawsuit')
      .filter((d) => actDay(d) < addMonths(now, NEAR_MONTHS))
      .toSorted((a, b) => (actDay(a) < actDay(b) ? -1 : actDay(a) > actDay(b) ? 1 : 0))[0] ?? null;
  return {
    near,
    live,
    passed: cards.filter((c) => !isAside(c) && isPassed(c)),
    aside: cards.filter(isAside),
  };
}

/** The names the dates page reads from its address, after the `#` (or, from the form sent without a script, the query). */
export const deadlineLinkNames = ['accident', 'received', 'fundReceived', 'role', 'other'] as const;

/** Whether an address's `#…` or query is the dates page's (and not, say, the id of a heading). */
export const isDeadlinesLink = (params: URLSearchParams): boolean => deadlineLinkNames.some((name) => params.has(name));

/** The dates page's link, after its `#`: the dates, then what the path knew (`role`, `other`), empty ones left out. */
export function deadlinesLink(
  dates: { accident?: string | null; received?: string | null; fundReceived?: string | null },
  context: DeadlineContext = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of [
    ['accident', dates.accident],
    ['received', dates.received],
    ['fundReceived', dates.fundReceived],
    ['role', context.role],
    ['other', context.other],
  ] as const)
    if (value) params.set(name, value);
  return params.toString();
}

/**
 * What a link to the dates page carries (its `#…`, or the query of the form sent without a script): the dates as
 * typed, '' for none, and what the path knew, only an answer the path's question has (anything else is left out).
 */
export function deadlinesFromLink(params: URLSearchParams): { dates: Record<DeadlineField, string>; context: DeadlineContext } {
  const dates = { accident: '', received: '', fundReceived: '' };
  // Trimmed as the dates are computed: a date field cannot hold ' 2026-11-25 ' (a shared link's '+' is a space).
  for (const field of deadlineFields) dates[field] = params.get(field)?.trim() ?? '';
  const known = (question: 'role' | 'other') => {
    const value = params.get(question);
    return value !== null && (startQuestions[question] as readonly string[]).includes(value) ? value : undefined;
  };
  return { dates, context: { role: known('role'), other: known('other') } };
}

/**
 * A last day to sue close enough that its calendar event reminds of it a day and two weeks after the file is
 * made (most reminders months before it are already past), and says so under the button.
 */
export const isNearLawsuit = (deadline: Deadline, now: IsoDate): boolean =>
  deadline.kind === 'lawsuit' && actDay(deadline) < addDays(now, NEAR_REMINDER_WITHIN);
