import { addDays, type IsoDate } from './greek-calendar.ts';

/**
 * A calendar file (RFC 5545) of whole-day events, each with its own reminders, made in the browser so that no
 * date leaves the device. Some fifty lines of our own instead of a calendar package: the events
 * are this simple, and a package would add its weight to the page's script for nothing a visitor sees.
 */

export interface CalendarEvent {
  /** Stable for the same event, so that importing the file again updates it instead of adding a copy. */
  uid: string;
  date: IsoDate;
  summary: string;
  description: string;
  /** Days before the date at which the calendar reminds (0: on the day itself). */
  remindDaysBefore: readonly number[];
  /** Days on which the calendar also reminds, whatever the date (at 09:00 Athens time in winter, 10:00 in summer). */
  remindOn?: readonly IsoDate[];
  /** The page that made it (the link with the dates), so that the event leads back to it. */
  url?: string;
}

/**
 * Text as a property value: backslash, semicolon, comma and newlines escaped; the page's no-break spaces and
 * hyphens made plain, since they defeat some calendars' search.
 */
function escapeText(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2011/g, '-')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (day: IsoDate) => day.replaceAll('-', '');

/**
 * Reminders for a last day to sue: 6, 3 and 1 month before, since drafting, filing and having a lawsuit
 * served takes weeks; for any other date, a week before.
 */
export const LAWSUIT_REMINDERS: readonly number[] = [180, 90, 30];
export const STEP_REMINDERS: readonly number[] = [7];

/**
 * A last day to sue less than this many days away when the file is made has missed most of its reminders
 * before it: the calendar also reminds this many days after the file was made.
 */
export const NEAR_REMINDER_WITHIN = 90;
export const NEAR_REMINDER_DAYS: readonly number[] = [1, 14];

/** The whole file; `stamp` is when it was made (DTSTAMP), `lang` the language of its texts. */
export function calendarFile(events: readonly CalendarEvent[], { name, stamp, lang }: { name: string; stamp: Date; lang: string }): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//road-accident-law-site//deadlines//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${compact(event.date)}`,
      `DTEND;VALUE=DATE:${compact(addDays(event.date, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      ...event.remindDaysBefore.flatMap((days) => [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER:${days === 0 ? 'PT9H' : `-P${days}D`}`,
        'END:VALARM',
      ]),
      ...(event.remindOn ?? []).flatMap((day) => [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER;VALUE=DATE-TIME:${compact(day)}T070000Z`,
        'END:VALARM',
      ]),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
