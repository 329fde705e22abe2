import { addDays, type IsoDate } from './greek-calendar.ts';

/**
 * A calendar file (RFC 5545) of whole-day events, each with a reminder a week before, made in the browser
 * so that no date leaves the phone. Some fifty lines of our own instead of a calendar package: the events
 * are this simple, and a package would add its weight to the page's script for nothing a visitor sees.
 */

export interface CalendarEvent {
  /** Stable for the same event, so that importing the file again updates it instead of adding a copy. */
  uid: string;
  date: IsoDate;
  summary: string;
  description: string;
}

/** Text as a property value: backslash, semicolon, comma and newlines escaped. */
function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
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

/** The whole file; `stamp` is when it was made (DTSTAMP). */
export function calendarFile(events: readonly CalendarEvent[], { name, stamp }: { name: string; stamp: Date }): string {
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//road-accident-law-site//deadlines//EL',
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
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.summary)}`,
      'TRIGGER:-P7D',
      'END:VALARM',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
