import type { Lang } from '../../i18n/locales.ts';
import { addDays, addMonths, addWorkingDays, addYears, type IsoDate } from '../days-after/greek-calendar.ts';
import type { PeriodUnit, RulePeriod } from './rule-schema.ts';

/**
 * A period of the register in words, as a sentence needs it, and the last day it gives. Pure: the pages,
 * the dates island and the tests call it with a rule's period. Numbers up to twelve are words, as Greek
 * and English legal prose writes them; larger ones are digits.
 */

export type PeriodCase = 'acc' | 'gen';

type Gender = 'm' | 'f' | 'n';

/** Greek number words by gender and case; from 5 on they do not change. */
const greekNumbers: Record<number, Record<Gender, Record<PeriodCase, string>>> = {
  1: { m: { acc: 'έναν', gen: 'ενός' }, f: { acc: 'μία', gen: 'μίας' }, n: { acc: 'ένα', gen: 'ενός' } },
  2: { m: { acc: 'δύο', gen: 'δύο' }, f: { acc: 'δύο', gen: 'δύο' }, n: { acc: 'δύο', gen: 'δύο' } },
  3: { m: { acc: 'τρεις', gen: 'τριών' }, f: { acc: 'τρεις', gen: 'τριών' }, n: { acc: 'τρία', gen: 'τριών' } },
  4: { m: { acc: 'τέσσερις', gen: 'τεσσάρων' }, f: { acc: 'τέσσερις', gen: 'τεσσάρων' }, n: { acc: 'τέσσερα', gen: 'τεσσάρων' } },
};
const greekInvariable: Record<number, string> = {
  5: 'πέντε',
  6: 'έξι',
  7: 'επτά',
  8: 'οκτώ',
  9: 'εννέα',
  10: 'δέκα',
  11: 'έντεκα',
  12: 'δώδεκα',
};

/** Each unit's Greek noun: gender, then singular and plural in the accusative and the genitive. */
const greekUnits: Record<PeriodUnit, { gender: Gender; one: Record<PeriodCase, string>; many: Record<PeriodCase, string> }> = {
  hours: { gender: 'f', one: { acc: 'ώρα', gen: 'ώρας' }, many: { acc: 'ώρες', gen: 'ωρών' } },
  workingDays: {
    gender: 'f',
    one: { acc: 'εργάσιμη ημέρα', gen: 'εργάσιμης ημέρας' },
    many: { acc: 'εργάσιμες ημέρες', gen: 'εργάσιμων ημερών' },
  },
  days: { gender: 'f', one: { acc: 'ημέρα', gen: 'ημέρας' }, many: { acc: 'ημέρες', gen: 'ημερών' } },
  weeks: { gender: 'f', one: { acc: 'εβδομάδα', gen: 'εβδομάδας' }, many: { acc: 'εβδομάδες', gen: 'εβδομάδων' } },
  months: { gender: 'm', one: { acc: 'μήνα', gen: 'μήνα' }, many: { acc: 'μήνες', gen: 'μηνών' } },
  // 'πέντε χρόνια' as people say it; 'πέντε ετών' as the genitive of legal prose.
  years: { gender: 'n', one: { acc: 'χρόνο', gen: 'έτους' }, many: { acc: 'χρόνια', gen: 'ετών' } },
};

const englishNumbers = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const englishUnits: Record<PeriodUnit, [string, string]> = {
  hours: ['hour', 'hours'],
  workingDays: ['working day', 'working days'],
  days: ['day', 'days'],
  weeks: ['week', 'weeks'],
  months: ['month', 'months'],
  years: ['year', 'years'],
};

export interface PeriodWords {
  /** Digits rather than words, for a table or a date card: '5 χρόνια', '5 years'. */
  digits?: boolean;
  /** The Greek case; English has one form. */
  case?: PeriodCase;
}

/** 'τρεις μήνες', 'τριών μηνών', 'οκτώ εργάσιμες ημέρες', 'three months', '8 working days'. */
export function periodWords(
  period: Pick<RulePeriod, 'length' | 'unit'>,
  lang: Lang,
  { digits = false, case: grammatical = 'acc' }: PeriodWords = {},
): string {
  const { length, unit } = period;
  if (lang === 'el') {
    const noun = greekUnits[unit];
    const word = length === 1 ? noun.one[grammatical] : noun.many[grammatical];
    const number = digits || length > 12 ? String(length) : (greekNumbers[length]?.[noun.gender][grammatical] ?? greekInvariable[length]!);
    return `${number} ${word}`;
  }
  const [one, many] = englishUnits[unit];
  const number = digits || length > 12 ? String(length) : englishNumbers[length]!;
  return `${number} ${length === 1 ? one : many}`;
}

/**
 * A rule's wording with its period put in: `{period}`, `{period.gen}`, `{period.digits}`. A placeholder
 * with no period to fill it is a mistake the register's check reports before any page is built.
 */
export function withPeriod(text: string, period: Pick<RulePeriod, 'length' | 'unit'> | undefined, lang: Lang): string {
  if (!period) return text;
  return text
    .replaceAll('{period.gen}', periodWords(period, lang, { case: 'gen' }))
    .replaceAll('{period.digits}', periodWords(period, lang, { digits: true }))
    .replaceAll('{period}', periodWords(period, lang));
}

/**
 * The last day of a period that starts on `from` (the day of the event, which is not counted, ΑΚ 241):
 * months and years end on the day with the same number, or the month's last day (ΑΚ 243); working days
 * skip weekends and the holidays that bind every employer (src/lib/days-after/greek-calendar.ts).
 */
export function periodEnd(from: IsoDate, period: Pick<RulePeriod, 'length' | 'unit'>): IsoDate {
  switch (period.unit) {
    case 'workingDays':
      return addWorkingDays(from, period.length);
    case 'days':
      return addDays(from, period.length);
    case 'weeks':
      return addDays(from, period.length * 7);
    case 'months':
      return addMonths(from, period.length);
    case 'years':
      return addYears(from, period.length);
    case 'hours':
      // A period in hours ends, at the latest, on the day it reaches.
      return addDays(from, Math.ceil(period.length / 24));
  }
}
