import type { Lang } from '../../i18n/locales.ts';
import type { Deadline, DeadlineError, DeadlineId, DeadlineKind } from '../../lib/days-after/deadlines.ts';
import { formatDayWithWeekday, weekdayName } from '../../lib/days-after/day-names.ts';
import type { IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { islandStrings, type Translate } from '../i18n.tsx';
import type { Rules } from './types.ts';

/** Every string the dates page's island shows: the page passes exactly these. */
export const deadlinesStrings = islandStrings([
  'deadlines.accident',
  'deadlines.received',
  'deadlines.receivedHint',
  'deadlines.noClaim',
  'deadlines.noClaimLink',
  'deadlines.noClaimLetter',
  'deadlines.fundReceived',
  'deadlines.fundReceivedHint',
  'deadlines.submit',
  'deadlines.resultTitle',
  'deadlines.rulesTitle',
  'deadlines.source',
  'deadlines.guide',
  'deadlines.ruleLine',
  'deadlines.howWeCount',
  'deadlines.mayDay',
  'deadlines.lastDay',
  'deadlines.closed.weekend',
  'deadlines.closed.holiday',
  'deadlines.closed.courtsHoliday',
  'deadlines.passed.notice',
  'deadlines.passed.insurerAnswer',
  'deadlines.passed.fundAnswer',
  'deadlines.passed.lawsuit',
  'deadlines.olderRules',
  'deadlines.calendar',
  'deadlines.calendarHint',
  'deadlines.calendarName',
  'deadlines.calendarFile',
  'deadlines.calendarCaveat',
  'deadlines.calendarEvent',
  'deadlines.calendarPhone',
  'deadlines.calendarNear',
  'deadlines.share',
  'deadlines.error.accidentMissing',
  'deadlines.error.accidentInvalid',
  'deadlines.error.receivedInvalid',
  'deadlines.error.receivedBeforeAccident',
  'deadlines.error.fundReceivedInvalid',
  'deadlines.error.fundReceivedBeforeAccident',
  'deadlines.error.outOfRange',
  'deadlines.lawyer.title',
  'deadlines.lawyer.text',
  'deadlines.lawyer.call',
  'deadlines.lawyer.message',
  'deadlines.near.title',
  'deadlines.near.left',
  'deadlines.near.today',
  'deadlines.near.text',
  'deadlines.passedTitle',
  'deadlines.asideTitle',
  'deadlines.asideText',
  'deadlines.notice.title',
  'deadlines.insurerAnswer.title',
  'deadlines.interest.title',
  'deadlines.fundAnswer.title',
  'deadlines.fundAnswer.do',
  'deadlines.strictLiability.title',
  'deadlines.insurer.title',
  'deadlines.fund.title',
  'deadlines.fundClaim.title',
  'deadlines.fundClaim.caution',
]);
export type T = Translate<(typeof deadlinesStrings.keys)[number]>;

export const title = (t: T, id: DeadlineId) => t(`deadlines.${id}.title`);
/** The card's text: for the Fund's answer, what to do when it comes (the rule's own words are its verify line). */
export const text = (t: T, rules: Rules, id: DeadlineId) =>
  id === 'fundAnswer' ? `${rules.fundAnswer.text} ${t('deadlines.fundAnswer.do')}` : rules[id].text;
export const errorText = (t: T, error: DeadlineError) => t(`deadlines.error.${error}`);

/** What a date that is over means for the visitor: never "too late", and nothing at all for interest. */
export function passedText(t: T, kind: DeadlineKind): string | null {
  switch (kind) {
    case 'step':
      return t('deadlines.passed.notice');
    case 'insurerDuty':
      return t('deadlines.passed.insurerAnswer');
    case 'fundAnswer':
      return t('deadlines.passed.fundAnswer');
    case 'lawsuit':
      return t('deadlines.passed.lawsuit');
    case 'info':
      return null;
  }
}

/** For a last day to sue on which the courts are closed: the day before to treat as the last. */
export function closedText(t: T, lang: Lang, closed: NonNullable<Deadline['closed']>, date: IsoDate): string {
  const lastOpen = formatDayWithWeekday(lang, closed.lastOpen);
  if (closed.reason === 'saturday' || closed.reason === 'sunday')
    return t('deadlines.closed.weekend', { weekday: weekdayName(lang, date), date: lastOpen });
  return t(closed.reason === 'holiday' ? 'deadlines.closed.holiday' : 'deadlines.closed.courtsHoliday', { date: lastOpen });
}

/** The short deadline to sue the Fund, which no date is given for: one short line under its dates. */
export const verifyText = (rules: Rules, id: DeadlineId | 'fundClaim') => (id === 'fundAnswer' ? (rules.fundClaim.short ?? null) : null);
