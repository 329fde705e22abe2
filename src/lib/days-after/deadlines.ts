import {
  addDays,
  addMonths,
  addWorkingDays,
  addYears,
  courtsClosed,
  lastCourtDay,
  parseIsoDate,
  type ClosedReason,
  type IsoDate,
} from './greek-calendar.ts';

/**
 * The dates a visitor must not miss after an accident, from the fact sheet on Greek motor claims
 * (what the code keeps from it: docs/requirements.md): only the periods it states as the law in force become dates, and a date is the last day on
 * the strictest reading. Where a period's start or end is open to more than one reading, the earlier date is
 * given, so that acting on it is never late. Where the fact sheet cannot say (the Fund's deadline to sue after
 * its answer), the page says so and gives no date.
 */

/** The day the page's rules were last checked against the fact sheet and the legal review; shown on the page. */
export const RULES_CHECKED: IsoDate = '2026-11-27';

export type DeadlineId = 'notice' | 'insurerAnswer' | 'interest' | 'fundAnswer' | 'strictLiability' | 'insurer' | 'fund';

/**
 * What a date is to the visitor, which decides how it is shown and reminded:
 * - `lawsuit`: the last day to sue (file and serve); reminders 6, 3 and 1 month before;
 * - `step`: something the visitor does; a reminder a week before;
 * - `insurerDuty`: the insurer's time, not the visitor's; a reminder a week before, and when it is over the
 *   insurer, not the visitor, is late;
 * - `fundAnswer`: the end of the Fund's three months, from which a short deadline to sue may run;
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
 * One provision or decision as the guides cite it (src/config/legal-sources.ts), and the text it was
 * replaced by, added by, or is read with, so that an amendment never stands as a rule of its own.
 */
export interface SourceLine {
  cite: string;
  replacedBy?: string;
  addedBy?: string;
  readWith?: string;
}

/**
 * What each date rests on, and the Fund's written claim, which comes before a lawsuit against it. One name
 * of the code throughout: π.δ. 237/1986, the codification of κ.ν. 489/1976.
 */
export const deadlineSources: Record<DeadlineId | 'fundClaim', readonly SourceLine[]> = {
  notice: [{ cite: 'άρθρο 9 παρ. 1 π.δ. 237/1986', replacedBy: 'άρθρο 6 ν. 3557/2007' }],
  insurerAnswer: [{ cite: 'άρθρο 6 παρ. 6 π.δ. 237/1986', replacedBy: 'άρθρο 5 παρ. 4 ν. 5113/2024' }, { cite: 'ΠΕΕ 87/2016' }],
  interest: [{ cite: 'άρθρο 6 παρ. 6 π.δ. 237/1986', replacedBy: 'άρθρο 5 παρ. 4 ν. 5113/2024' }],
  fundAnswer: [{ cite: 'άρθρο 19 παρ. 8 π.δ. 237/1986', addedBy: 'άρθρο 4 ν. 4092/2012' }],
  strictLiability: [{ cite: 'άρθρο 7 ν. ΓπΝ/1911' }],
  insurer: [{ cite: 'άρθρο 10 παρ. 2 π.δ. 237/1986', replacedBy: 'άρθρο 7 ν. 3557/2007' }, { cite: 'ΑΠ 1043/2010' }],
  fund: [{ cite: 'άρθρο 19 παρ. 2 π.δ. 237/1986', readWith: 'άρθρο 10 παρ. 2 π.δ. 237/1986' }],
  fundClaim: [{ cite: 'άρθρο 19 παρ. 8 π.δ. 237/1986', addedBy: 'άρθρο 4 ν. 4092/2012' }],
};

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

/** Working days within which a policyholder reports the accident to his own insurer (άρθρο 9 παρ. 1 π.δ. 237/1986). */
export const NOTICE_WORKING_DAYS = 8;
/** Months within which the insurer answers a written claim with reasons (άρθρο 6 παρ. 6 π.δ. 237/1986). */
export const ANSWER_MONTHS = 3;
/** Months within which the Fund answers a written claim with reasons (άρθρο 19 παρ. 8 π.δ. 237/1986). */
export const FUND_ANSWER_MONTHS = 3;
/** Years of the strict liability of ν. ΓπΝ/1911 (άρθρο 7), from the accident. */
export const STRICT_LIABILITY_YEARS = 2;
/** Years of the direct claim against the insurer and of the claim against the Fund, from the accident. */
export const DIRECT_CLAIM_YEARS = 5;
/**
 * Before ν. 3557/2007 (ΦΕΚ Α' 100/14.5.2007) the direct claim ran out in 2 years; the insurer's answer and
 * interest rule is cited in the wording of ν. 5113/2024 (ΦΕΚ Α' 96/21.6.2024).
 */
export const FIVE_YEARS_SINCE: IsoDate = '2007-05-14';
export const ANSWER_RULE_SINCE: IsoDate = '2024-06-21';

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
export function computeDeadlines(input: {
  accident?: string | null;
  received?: string | null;
  fundReceived?: string | null;
}): DeadlineResult {
  const accidentText = input.accident?.trim() ?? '';
  if (!accidentText) return { ok: false, error: 'accidentMissing', field: 'accident' };
  const accident = parseIsoDate(accidentText);
  if (!accident) return { ok: false, error: 'accidentInvalid', field: 'accident' };
  if (!inRange(accident)) return { ok: false, error: 'outOfRange', field: 'accident' };

  const received = readReceipt(input.received, accident, 'receivedInvalid', 'receivedBeforeAccident');
  if (!received.ok) return { ok: false, error: received.error, field: 'received' };
  const fundReceived = readReceipt(input.fundReceived, accident, 'fundReceivedInvalid', 'fundReceivedBeforeAccident');
  if (!fundReceived.ok) return { ok: false, error: fundReceived.error, field: 'fundReceived' };

  // The day of the accident is not counted (ΑΚ 241): the first of the 8 working days is the next one. The law
  // counts from knowledge of the accident; the accident itself is the earlier start.
  const deadlines: Deadline[] = [dated('notice', addWorkingDays(accident, NOTICE_WORKING_DAYS))];
  if (received.day) {
    const answer = addMonths(received.day, ANSWER_MONTHS);
    deadlines.push(dated('insurerAnswer', answer));
    // Default interest runs from the end of the three months: the day after the last one.
    deadlines.push(dated('interest', addDays(answer, 1)));
  }
  // The Fund is no insurer: neither the insurer's answer rule nor its interest applies to it (its own
  // interest rule of ν. 4092/2012 was held inapplicable). Its three months are dated; the deadline to sue
  // that may start from them is not, because its text and force are unconfirmed.
  if (fundReceived.day) deadlines.push(dated('fundAnswer', addMonths(fundReceived.day, FUND_ANSWER_MONTHS)));
  deadlines.push(
    lawsuit('strictLiability', addYears(accident, STRICT_LIABILITY_YEARS)),
    lawsuit('insurer', addYears(accident, DIRECT_CLAIM_YEARS)),
    lawsuit('fund', addYears(accident, DIRECT_CLAIM_YEARS)),
  );
  const olderRules = accident < FIVE_YEARS_SINCE || (received.day !== null && received.day < ANSWER_RULE_SINCE);
  return {
    ok: true,
    accident,
    received: received.day,
    fundReceived: fundReceived.day,
    olderRules,
    deadlines: deadlines.toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

/** The page's query (`?accident=…&received=…&fundReceived=…`) for a set of dates, empty ones left out. */
export function deadlinesQuery(dates: DeadlineDates): string {
  const query = new URLSearchParams({ accident: dates.accident });
  if (dates.received) query.set('received', dates.received);
  if (dates.fundReceived) query.set('fundReceived', dates.fundReceived);
  return query.toString();
}
