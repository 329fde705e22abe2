import { addMonths, toDate, toIso, type IsoDate } from './greek-calendar.ts';
import { localeTags, type Lang } from '../../i18n/locales.ts';

/**
 * The days as the islands read and write them: today on the visitor's own clock, and
 * a day as people write it, with its weekday: 'Κυριακή 2 Νοεμβρίου 2031', 'Sunday 2 November 2031'. From our
 * own tables and the date's parts, not Intl, so that neither the machine's locale, its ICU data nor its time
 * zone can change a word (Greek months are in the genitive after a day). A language added to the registry
 * without tables here is written by Intl in its own locale, in UTC, until someone checks its words.
 */

const weekdays: Partial<Record<Lang, readonly string[]>> = {
  el: ['Κυριακή', 'Δευτέρα', 'Τρίτη', 'Τετάρτη', 'Πέμπτη', 'Παρασκευή', 'Σάββατο'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const months: Partial<Record<Lang, readonly string[]>> = {
  el: [
    'Ιανουαρίου',
    'Φεβρουαρίου',
    'Μαρτίου',
    'Απριλίου',
    'Μαΐου',
    'Ιουνίου',
    'Ιουλίου',
    'Αυγούστου',
    'Σεπτεμβρίου',
    'Οκτωβρίου',
    'Νοεμβρίου',
    'Δεκεμβρίου',
  ],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** The weekday's name: 'Κυριακή', 'Sunday'. */
export function weekdayName(lang: Lang, day: IsoDate): string {
  const date = toDate(day);
  const table = weekdays[lang];
  return table ? table[date.getUTCDay()]! : intl(lang, { weekday: 'long' }).format(date);
}

/** '2 Νοεμβρίου 2031', '2 November 2031'. */
export function formatDay(lang: Lang, day: IsoDate): string {
  const date = toDate(day);
  const table = months[lang];
  if (!table) return intl(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return `${date.getUTCDate()} ${table[date.getUTCMonth()]!} ${date.getUTCFullYear()}`;
}

function intl(lang: Lang, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(localeTags[lang].intl, { ...options, timeZone: 'UTC' });
}

/** 'Κυριακή 2 Νοεμβρίου 2031', 'Sunday 2 November 2031'. */
export function formatDayWithWeekday(lang: Lang, day: IsoDate): string {
  return `${weekdayName(lang, day)} ${formatDay(lang, day)}`;
}

/**
 * A day after a genitive article ('για το ατύχημα της {date}'): Greek writes the day as an ordinal there,
 * '1ης Φεβρουαρίου 2022', '24ης Νοεμβρίου 2026' (never 'της 1 Φεβρουαρίου'); English as `formatDay`.
 */
export function formatDayOf(lang: Lang, day: IsoDate): string {
  if (lang !== 'el') return formatDay(lang, day);
  const date = toDate(day);
  return `${date.getUTCDate()}ης ${months.el![date.getUTCMonth()]!} ${date.getUTCFullYear()}`;
}

/** How long from one day to a later one, as a person says it: days under two weeks, weeks under nine, then whole months. */
export function timeBetween(from: IsoDate, to: IsoDate): { length: number; unit: 'days' | 'weeks' | 'months' } {
  const days = Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
  if (days < 14) return { length: Math.max(days, 0), unit: 'days' };
  if (days < 63) return { length: Math.floor(days / 7), unit: 'weeks' };
  let months = 1;
  while (addMonths(from, months + 1) <= to) months++;
  return { length: months, unit: 'months' };
}

/** '2 Δεκεμβρίου', '2 December': a day close enough that its year goes without saying. */
export function formatDayMonth(lang: Lang, day: IsoDate): string {
  const date = toDate(day);
  const table = months[lang];
  if (!table) return intl(lang, { day: 'numeric', month: 'long' }).format(date);
  return `${date.getUTCDate()} ${table[date.getUTCMonth()]!}`;
}

/**
 * The calendar day an instant falls on by the visitor's own clock: what "today" is to them, whatever their time
 * zone (new Date().toISOString() would give yesterday's date before 02:00 in Athens).
 */
export const dayOf = (instant: Date): IsoDate => toIso(new Date(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate())));

/** Today on the visitor's own clock. */
export const today = (): IsoDate => dayOf(new Date());

const pad = (n: number) => String(n).padStart(2, '0');
/** How each language writes a day in figures, as its usual locale does: Greek without leading zeros. */
const figures: Partial<Record<Lang, (day: number, month: number, year: number) => string>> = {
  el: (d, m, y) => `${d}/${m}/${y}`,
  en: (d, m, y) => `${pad(d)}/${pad(m)}/${y}`,
};

/** A day in figures, for a column of a printed table: '3/11/2026', '03/11/2026'. */
export function formatShortDay(lang: Lang, day: IsoDate): string {
  const date = toDate(day);
  const write = figures[lang];
  if (!write) return intl(lang, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(date);
  return write(date.getUTCDate(), date.getUTCMonth() + 1, date.getUTCFullYear());
}
