import { addMonths, addDays, addWorkingDays, addYears, parseIsoDate, type IsoDate } from './greek-calendar.ts';

/**
 * The dates a visitor must not miss after an accident, from the fact sheet on Greek motor claims
 * (what the code keeps from it: docs/requirements.md): only the periods it states as the law in force become dates. Where a period's start or
 * end is open to more than one reading, the earlier date is given, so that acting on it is never late.
 */

export type DeadlineId = 'lawyer' | 'notice' | 'insurerAnswer' | 'interest' | 'strictLiability' | 'insurer' | 'fund';

/**
 * What each date rests on, cited as the guides cite it (their `sources`, src/config/legal-sources.ts), and the
 * Fund's written claim, which comes before a lawsuit against it and has no date of its own here.
 */
export const deadlineSources: Record<DeadlineId | 'fundClaim', readonly string[]> = {
  lawyer: [],
  notice: ['άρθρο 9 παρ. 1 π.δ. 237/1986'],
  insurerAnswer: ['άρθρο 6 παρ. 6 π.δ. 237/1986', 'άρθρο 5 παρ. 4 ν. 5113/2024'],
  interest: ['άρθρο 6 παρ. 6 π.δ. 237/1986', 'άρθρο 5 παρ. 4 ν. 5113/2024'],
  strictLiability: ['άρθρο 7 ν. ΓπΝ/1911'],
  insurer: ['άρθρο 10 παρ. 2 κ.ν. 489/1976', 'ΑΠ 1043/2010'],
  fund: ['άρθρο 19 παρ. 2 π.δ. 237/1986'],
  fundClaim: ['άρθρο 19 παρ. 8 π.δ. 237/1986', 'άρθρο 4 ν. 4092/2012'],
};

export interface Deadline {
  id: DeadlineId;
  date: IsoDate;
  /** The guide that explains it, by slug. */
  guide: string;
}

export type DeadlineError = 'accidentMissing' | 'accidentInvalid' | 'receivedInvalid' | 'receivedBeforeAccident' | 'outOfRange';

export type DeadlineResult =
  | { ok: true; accident: IsoDate; received: IsoDate | null; deadlines: Deadline[] }
  | { ok: false; error: DeadlineError; field: 'accident' | 'received' };

/** Working days within which a policyholder reports the accident to his own insurer (άρθρο 9 παρ. 1 π.δ. 237/1986). */
export const NOTICE_WORKING_DAYS = 8;
/** Months within which the insurer answers a written claim with reasons (άρθρο 6 παρ. 6 π.δ. 237/1986). */
export const ANSWER_MONTHS = 3;
/** Years of the strict liability of ν. ΓπΝ/1911 (άρθρο 7), from the accident. */
export const STRICT_LIABILITY_YEARS = 2;
/** Years of the direct claim against the insurer and of the claim against the Fund, from the accident. */
export const DIRECT_CLAIM_YEARS = 5;

/** Years a date may have: the holiday calendar is exact for them, and no claim is older. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2090;

function inRange(day: IsoDate): boolean {
  const year = Number(day.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/**
 * The dates that follow from an accident date and, if the visitor has it, the day the insurer received the
 * written claim (both 'YYYY-MM-DD', as a date field or a shared link gives them), in the order they fall.
 */
export function computeDeadlines(input: { accident?: string | null; received?: string | null }): DeadlineResult {
  const accidentText = input.accident?.trim() ?? '';
  if (!accidentText) return { ok: false, error: 'accidentMissing', field: 'accident' };
  const accident = parseIsoDate(accidentText);
  if (!accident) return { ok: false, error: 'accidentInvalid', field: 'accident' };
  if (!inRange(accident)) return { ok: false, error: 'outOfRange', field: 'accident' };

  const receivedText = input.received?.trim() ?? '';
  const received = receivedText ? parseIsoDate(receivedText) : null;
  if (receivedText && !received) return { ok: false, error: 'receivedInvalid', field: 'received' };
  if (received && !inRange(received)) return { ok: false, error: 'outOfRange', field: 'received' };
  if (received && received < accident) return { ok: false, error: 'receivedBeforeAccident', field: 'received' };

  // The day of the accident is not counted: the first of the 8 working days is the next one.
  const notice = addWorkingDays(accident, NOTICE_WORKING_DAYS);
  const deadlines: Deadline[] = [
    // Before the earliest of the dates, so that a lawyer can still see to every one of them.
    { id: 'lawyer', date: notice, guide: 'common-mistakes' },
    { id: 'notice', date: notice, guide: 'accident-report' },
  ];
  if (received) {
    const answer = addMonths(received, ANSWER_MONTHS);
    deadlines.push({ id: 'insurerAnswer', date: answer, guide: 'insurance-rights' });
    // Default interest runs from the end of the three months: the day after the last one.
    deadlines.push({ id: 'interest', date: addDays(answer, 1), guide: 'insurance-rights' });
  }
  deadlines.push(
    { id: 'strictLiability', date: addYears(accident, STRICT_LIABILITY_YEARS), guide: 'common-mistakes' },
    { id: 'insurer', date: addYears(accident, DIRECT_CLAIM_YEARS), guide: 'common-mistakes' },
    { id: 'fund', date: addYears(accident, DIRECT_CLAIM_YEARS), guide: 'uninsured-hit-run' },
  );
  return { ok: true, accident, received, deadlines: deadlines.toSorted((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
}
