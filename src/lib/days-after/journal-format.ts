import { cutText } from '../cut-text.ts';
import { localeTags, type Lang } from '../../i18n/locales.ts';
import { formatDay } from './day-names.ts';
import { toDate, type IsoDate } from './greek-calendar.ts';
import type { JournalEntry } from './journal.ts';

/**
 * How the journal writes its days and amounts. Days come from the site's own tables (day-names.ts), as every
 * page writes them; amounts from Intl, in the language's own habit ('12,00 €', '€12.00'). Each number format is
 * made once per language: making one costs more than formatting with it, and a journal prints several values
 * for each of thousands of entries.
 */
export { formatDay } from './day-names.ts';

const formatters = <F>(make: (locale: string) => F) => {
  const made = new Map<Lang, F>();
  return (lang: Lang) => made.get(lang) ?? made.set(lang, make(localeTags[lang].intl)).get(lang)!;
};
const euros = formatters((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
const amounts = formatters(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
);

/** A day in a column of a printed table: 3/11/2026, day first in both languages. */
export function formatShortDay(day: IsoDate): string {
  const date = toDate(day);
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

/** '12,00 €', '€12.00'. */
export const formatMoney = (lang: Lang, cents: number): string => euros(lang).format(cents / 100);

/** An amount as the visitor would type it again, for editing: '45,50' in Greek, '45.50' in English. */
export const formatAmount = (lang: Lang, cents: number): string => amounts(lang).format(cents / 100);

/**
 * An entry in a few words, so that each entry's buttons are told apart: '3 November 2026, Expense, Taxi,
 * €12.00'. `kindName` is the kind in the visitor's language; a description over 60 characters is cut there,
 * never inside a character (an emoji is two UTF-16 units).
 */
export function entryName(lang: Lang, entry: JournalEntry, kindName: string): string {
  const cut = cutText(entry.description, 60);
  const description = cut === entry.description ? cut : `${cut.trimEnd()}…`;
  return [formatDay(lang, entry.date), kindName, description, entry.cents === null ? '' : formatMoney(lang, entry.cents)]
    .filter(Boolean)
    .join(', ');
}
