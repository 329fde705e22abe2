import { describe, expect, it } from 'vitest';
import { computeDeadlines, type DeadlineId } from '../../src/lib/deadlines.ts';
import {
  addMonths,
  addWorkingDays,
  addYears,
  greekHolidays,
  isWorkingDay,
  orthodoxEaster,
  parseIsoDate,
  type IsoDate,
} from '../../src/lib/greek-calendar.ts';
import { calendarFile } from '../../src/lib/ics.ts';

describe('Orthodox Easter', () => {
  // The Church of Greece's published table of Easter dates (Πάσχα των Ορθοδόξων), 2025–2030.
  it.each([
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2028, '2028-04-16'],
    [2029, '2029-04-08'],
    [2030, '2030-04-28'],
  ])('%i: %s', (year, date) => {
    expect(orthodoxEaster(year)).toBe(date);
  });

  it('puts the movable holidays around it', () => {
    const days = Object.fromEntries(greekHolidays(2026).map((h) => [h.name, h.date]));
    expect(days['Καθαρά Δευτέρα']).toBe('2026-02-23');
    expect(days['Μεγάλη Παρασκευή']).toBe('2026-04-10');
    expect(days['Δευτέρα του Πάσχα']).toBe('2026-04-13');
    expect(days['Αγίου Πνεύματος']).toBe('2026-06-01');
  });
});

describe('working days', () => {
  it('skips weekends and the public holidays', () => {
    expect(isWorkingDay('2026-11-02')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-07')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-08')).toBe(false); // Sunday
    expect(isWorkingDay('2026-10-28')).toBe(false);
    expect(isWorkingDay('2026-03-25')).toBe(false);
    expect(isWorkingDay('2025-08-15')).toBe(false); // a Friday
    expect(isWorkingDay('2026-02-23')).toBe(false); // Clean Monday
  });

  it('counts an uncertain day as a working day, so the date is never later than the safe one', () => {
    expect(isWorkingDay('2026-06-01')).toBe(true); // Αγίου Πνεύματος: many offices open
    // 2027: 1 May is Holy Saturday and will be moved to a day not yet known; nothing is skipped for it.
    expect(greekHolidays(2027).find((h) => h.name === 'Πρωτομαγιά')?.certain).toBe(false);
    expect(greekHolidays(2026).find((h) => h.name === 'Πρωτομαγιά')?.certain).toBe(true);
  });

  it('gives the 8th working day after the accident, the day itself not counted', () => {
    expect(addWorkingDays('2026-11-02', 8)).toBe('2026-11-12');
    // Accident on a Saturday: Monday is the first working day.
    expect(addWorkingDays('2026-11-07', 8)).toBe('2026-11-18');
  });

  it('over the year end: 25, 26 December, 1 and 6 January skipped', () => {
    // 2026-12-23 (Wed): 24 Thu, [25 Fri, 26 Sat, 27 Sun], 28, 29, 30, 31, [1 Fri, 2, 3], 4, 5, [6], 7
    expect(addWorkingDays('2026-12-23', 8)).toBe('2027-01-07');
  });

  it('over Easter week: Good Friday and Easter Monday skipped', () => {
    // 2026: Good Friday 10 April, Easter Monday 13 April.
    expect(addWorkingDays('2026-04-07', 8)).toBe('2026-04-21');
    // 2027: Easter on 2 May; 1 May (Holy Saturday) is no extra day off, Good Friday 30 April and Easter Monday 3 May are:
    // 28, 29, [30], [1, 2, 3], 4, 5, 6, 7, [8, 9], 10, 11.
    expect(addWorkingDays('2027-04-27', 8)).toBe('2027-05-11');
  });
});

describe('months and years', () => {
  it('ends on the last day of a shorter month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29'); // leap year
    expect(addMonths('2026-10-31', 3)).toBe('2027-01-31');
    expect(addMonths('2026-12-15', 3)).toBe('2027-03-15');
  });

  it('from 29 February: the 28th in a common year, the 29th in a leap one', () => {
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2028-02-29', 5)).toBe('2033-02-28');
  });

  it('reads only real days', () => {
    expect(parseIsoDate('2026-11-02')).toBe('2026-11-02');
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDate('2/11/2026')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
  });
});

describe('the dates after an accident', () => {
  const dates = (accident: string, received?: string) => {
    const result = computeDeadlines({ accident, received: received ?? null });
    if (!result.ok) throw new Error(result.error);
    return Object.fromEntries(result.deadlines.map((d) => [d.id, d.date])) as Partial<Record<DeadlineId, IsoDate>>;
  };

  it('from the accident alone: notice, the 2 and 5 years, and the lawyer before the earliest', () => {
    expect(dates('2026-11-02')).toEqual({
      lawyer: '2026-11-12',
      notice: '2026-11-12',
      strictLiability: '2028-11-02',
      insurer: '2031-11-02',
      fund: '2031-11-02',
    });
  });

  it('with the day the claim was received: the three months, and interest from the day after', () => {
    const withClaim = dates('2026-11-02', '2026-11-30');
    expect(withClaim.insurerAnswer).toBe('2027-02-28');
    expect(withClaim.interest).toBe('2027-03-01');
  });

  it('lists them in the order they fall, the lawyer first', () => {
    const result = computeDeadlines({ accident: '2026-11-02', received: '2026-11-20' });
    if (!result.ok) throw new Error(result.error);
    expect(result.deadlines.map((d) => d.id)).toEqual([
      'lawyer',
      'notice',
      'insurerAnswer',
      'interest',
      'strictLiability',
      'insurer',
      'fund',
    ]);
  });

  it('an accident on 29 February of a leap year', () => {
    expect(dates('2028-02-29')).toMatchObject({ strictLiability: '2030-02-28', insurer: '2033-02-28' });
  });

  it('refuses a received date before the accident, and says which field', () => {
    expect(computeDeadlines({ accident: '2026-11-02', received: '2026-11-01' })).toEqual({
      ok: false,
      error: 'receivedBeforeAccident',
      field: 'received',
    });
    // The same day is possible: a claim delivered by hand on the day.
    expect(computeDeadlines({ accident: '2026-11-02', received: '2026-11-02' }).ok).toBe(true);
  });

  it('refuses what is not a date', () => {
    expect(computeDeadlines({})).toMatchObject({ error: 'accidentMissing', field: 'accident' });
    expect(computeDeadlines({ accident: 'yesterday' })).toMatchObject({ error: 'accidentInvalid', field: 'accident' });
    expect(computeDeadlines({ accident: '2026-02-30' })).toMatchObject({ error: 'accidentInvalid' });
    expect(computeDeadlines({ accident: '2026-11-02', received: '30/11/2026' })).toMatchObject({
      error: 'receivedInvalid',
      field: 'received',
    });
    expect(computeDeadlines({ accident: '1066-10-14' })).toMatchObject({ error: 'outOfRange', field: 'accident' });
  });
});

describe('calendar file', () => {
  it('has one whole-day event a date, each with a reminder a week before, in folded CRLF lines', () => {
    const file = calendarFile(
      [
        {
          uid: 'notice-20261102@example',
          date: '2026-11-12',
          summary: 'Δήλωση στην ασφαλιστική σας',
          description: 'Άρθρο 9, παρ. 1; π.δ. 237/1986',
        },
        { uid: 'insurer-20261102@example', date: '2031-11-02', summary: 'x'.repeat(100), description: 'ok' },
      ],
      { name: 'Προθεσμίες', stamp: new Date('2026-11-26T07:00:00.000Z') },
    );
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file.match(/TRIGGER:-P7D/g)).toHaveLength(2);
    expect(file).toContain('DTSTART;VALUE=DATE:20261112\r\nDTEND;VALUE=DATE:20261113');
    expect(file).toContain('DTSTAMP:20261126T070000Z');
    expect(file).toContain('Άρθρο 9\\, παρ. 1\\; π.δ. 237/1986');
    const lines = file.split('\r\n');
    expect(Math.max(...lines.map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
