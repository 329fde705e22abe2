import { toDate, type IsoDate } from './greek-calendar.ts';
import { localeTags, type Lang } from '../../i18n/locales.ts';

/**
 * A day as people write it, with its weekday: 'Κυριακή 2 Νοεμβρίου 2031', 'Sunday 2 November 2031'. From our
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
