import { describe, expect, it } from 'vitest';
import {
  arrangeDeadlines,
  computeDeadlines,
  deadlinePeriods,
  deadlinesFromLink,
  deadlinesLink,
  isDeadlinesLink,
  isNearLawsuit,
  type Deadline,
  type DeadlineId,
} from '../../src/lib/days-after/deadlines.ts';
import { readRegister } from '../../src/lib/law/register-files.ts';

/** The dates are counted by the register of the law's periods, as the page counts them. */
const periods = deadlinePeriods(readRegister());
import {
  dayOf,
  formatDay,
  formatShortDay,
  formatDayMonth,
  formatDayOf,
  formatDayWithWeekday,
  timeBetween,
  weekdayName,
} from '../../src/lib/days-after/day-names.ts';
import {
  addDays,
  addMonths,
  addWorkingDays,
  addYears,
  courtsClosed,
  greekHolidays,
  isWorkingDay,
  lastCourtDay,
  mayDayMoves,
  orthodoxEaster,
  parseIsoDate,
  type IsoDate,
} from '../../src/lib/days-after/greek-calendar.ts';
import { calendarFile, LAWSUIT_REMINDERS, STEP_REMINDERS } from '../../src/lib/days-after/ics.ts';

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

describe('working days, on the strict reading', () => {
  it('skips weekends and the holidays that bind every employer', () => {
    expect(isWorkingDay('2026-11-02')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-07')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-08')).toBe(false); // Sunday
    expect(isWorkingDay('2026-03-25')).toBe(false);
    expect(isWorkingDay('2026-04-13')).toBe(false); // Easter Monday
    expect(isWorkingDay('2025-08-15')).toBe(false); // a Friday
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2029-12-26')).toBe(false); // a Wednesday
  });

  it("counts a year's customary holidays as working days", () => {
    // 2026: 1 Jan Thursday, 6 Jan Tuesday, Clean Monday 23 Feb, Good Friday 10 Apr, Whit Monday 1 Jun, 28 Oct Wednesday.
    const customary = greekHolidays(2026).filter((h) => !h.mandatory);
    expect(customary.map((h) => h.date)).toEqual(['2026-01-01', '2026-01-06', '2026-02-23', '2026-04-10', '2026-06-01', '2026-10-28']);
    for (const holiday of customary) expect(isWorkingDay(holiday.date), holiday.name).toBe(true);
    expect(
      greekHolidays(2026)
        .filter((h) => h.mandatory)
        .map((h) => h.date),
    ).toEqual(['2026-03-25', '2026-04-13', '2026-05-01', '2026-08-15', '2026-12-25', '2026-12-26']);
  });

  it('gives the 8th working day after the accident, the day itself not counted', () => {
    expect(addWorkingDays('2026-11-02', 8)).toBe('2026-11-12');
    // Accident on a Saturday: Monday is the first working day.
    expect(addWorkingDays('2026-11-07', 8)).toBe('2026-11-18');
  });

  it('1 May where it is not moved: skipped', () => {
    // 2026: Easter 12 April, 1 May a Friday. 29, 30, [1 May], 4, 5, 6, 7, 8, 11.
    expect(mayDayMoves(2026)).toBe(false);
    expect(isWorkingDay('2026-05-01')).toBe(false);
    expect(addWorkingDays('2026-04-28', 8)).toBe('2026-05-11');
  });

  it('1 May where it is moved (Holy Week): counted, and so is the day it may be moved to', () => {
    // 2024: Easter 5 May, 1 May Holy Wednesday (it was moved to 7 May). 30, 1, 2, 3 (Good Friday, customary),
    // [6 Easter Monday], 7, 8, 9, 10.
    expect(mayDayMoves(2024)).toBe(true);
    expect(isWorkingDay('2024-05-01')).toBe(true);
    expect(addWorkingDays('2024-04-29', 8)).toBe('2024-05-10');
  });

  it('over a year end: only 25 and 26 December skipped, 1 and 6 January counted', () => {
    // 2026-12-23 (Wed): 24, [25, 26, 27], 28, 29, 30, 31, 1 (customary), [2, 3], 4, 5.
    expect(addWorkingDays('2026-12-23', 8)).toBe('2027-01-05');
    // The legal review's examples of the strict reading.
    expect(addWorkingDays('2026-12-22', 8)).toBe('2027-01-04');
    expect(addWorkingDays('2025-12-31', 8)).toBe('2026-01-12');
  });

  it('over Easter week: Easter Monday skipped, Good Friday counted', () => {
    expect(addWorkingDays('2026-04-09', 8)).toBe('2026-04-22');
    // 2027: Easter on 2 May; 1 May is Holy Saturday: 29, 30 (Good Friday), [1, 2, 3], 4, 5, 6, 7, [8, 9], 10, 11.
    expect(addWorkingDays('2027-04-28', 8)).toBe('2027-05-11');
  });
});

describe('days the courts are closed, and the one before', () => {
  it('Saturdays, Sundays, every public holiday (customary too) and 3 October', () => {
    expect(courtsClosed('2031-11-02')).toBe('sunday');
    expect(courtsClosed('2029-04-28')).toBe('saturday');
    expect(courtsClosed('2030-03-25')).toBe('holiday'); // a Monday
    expect(courtsClosed('2028-01-06')).toBe('holiday'); // Epiphany, a Thursday: a working day for the count, not for the courts
    expect(courtsClosed('2028-10-03')).toBe('courtsHoliday'); // a Tuesday
    expect(courtsClosed('2031-10-31')).toBeNull();
  });

  it('names the last day before on which they are open', () => {
    expect(lastCourtDay('2031-11-02')).toBe('2031-10-31');
    expect(lastCourtDay('2030-03-25')).toBe('2030-03-22'); // Monday holiday: back over the weekend
    expect(lastCourtDay('2026-12-27')).toBe('2026-12-24'); // Sunday after Christmas and its second day
    expect(lastCourtDay('2031-10-31')).toBe('2031-10-31');
  });
});

describe('weekday and date, from our own tables', () => {
  it('in Greek, with the month in the genitive, and in English', () => {
    expect(formatDayWithWeekday('el', '2031-11-02')).toBe('Κυριακή 2 Νοεμβρίου 2031');
    expect(formatDayWithWeekday('el', '2031-10-31')).toBe('Παρασκευή 31 Οκτωβρίου 2031');
    expect(formatDayWithWeekday('en', '2031-11-02')).toBe('Sunday 2 November 2031');
    expect(formatDayWithWeekday('el', '2027-05-11')).toBe('Τρίτη 11 Μαΐου 2027');
    expect(formatDayWithWeekday('el', '2029-04-28')).toBe('Σάββατο 28 Απριλίου 2029');
    expect(formatDay('en', '2028-02-29')).toBe('29 February 2028');
  });

  it('every day of a year gets the weekday its position gives (1 January 2026 was a Thursday)', () => {
    const names = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'];
    let day: IsoDate = '2026-01-01';
    for (let i = 0; i < 365; i++, day = addDays(day, 1)) expect(weekdayName('en', day)).toBe(names[i % 7]);
  });
});

describe('the days the islands write', () => {
  it('in figures, as each language writes them, for a printed table', () => {
    expect(formatShortDay('el', '2026-11-03')).toBe('3/11/2026');
    expect(formatShortDay('en', '2026-11-03')).toBe('03/11/2026');
    expect(formatShortDay('el', '2026-12-25')).toBe('25/12/2026');
  });

  // Built from the clock's own parts, so that the test reads the same in every time zone.
  it("today is the day on the visitor's own clock, from its first minute to its last", () => {
    expect(dayOf(new Date(2026, 10, 2, 0, 1))).toBe('2026-11-02');
    expect(dayOf(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
    expect(dayOf(new Date(2028, 1, 29, 12))).toBe('2028-02-29');
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
  const run = (input: Parameters<typeof computeDeadlines>[0]) => {
    const result = computeDeadlines(input, periods);
    if (!result.ok) throw new Error(result.error);
    return result;
  };
  const dates = (accident: string, received?: string, fundReceived?: string) =>
    Object.fromEntries(run({ accident, received, fundReceived }).deadlines.map((d) => [d.id, d.date])) as Partial<
      Record<DeadlineId, IsoDate>
    >;

  it('from the accident alone: notice and the 2 and 5 years; "talk to a lawyer" is no date', () => {
    expect(dates('2026-11-02')).toEqual({
      notice: '2026-11-12',
      strictLiability: '2028-11-02',
      insurer: '2031-11-02',
      fund: '2031-11-02',
    });
  });

  it("the legal review's table, on the strict reading", () => {
    expect(dates('2026-12-22').notice).toBe('2027-01-04');
    expect(dates('2027-04-28').notice).toBe('2027-05-11');
    expect(dates('2026-04-09').notice).toBe('2026-04-22');
    expect(dates('2025-12-31').notice).toBe('2026-01-12');
  });

  it('a last day to sue on a Sunday, a Saturday or a holiday names the working day before it', () => {
    const closed = (accident: string) =>
      Object.fromEntries(
        run({ accident })
          .deadlines.filter((d) => d.closed)
          .map((d) => [d.id, d.closed]),
      );
    expect(closed('2026-11-02')).toEqual({
      insurer: { reason: 'sunday', lastOpen: '2031-10-31' },
      fund: { reason: 'sunday', lastOpen: '2031-10-31' },
    });
    expect(closed('2026-04-09')).toEqual({ strictLiability: { reason: 'sunday', lastOpen: '2028-04-07' } });
    expect(closed('2027-04-28')).toEqual({ strictLiability: { reason: 'saturday', lastOpen: '2029-04-27' } });
    expect(closed('2024-02-29')).toEqual({ strictLiability: { reason: 'saturday', lastOpen: '2026-02-27' } });
    expect(closed('2025-03-25')).toMatchObject({ insurer: { reason: 'holiday', lastOpen: '2030-03-22' } });
    expect(closed('2026-10-03')).toMatchObject({ strictLiability: { reason: 'courtsHoliday', lastOpen: '2028-10-02' } });
    // Only a deadline to sue is moved back: the notice never is.
    expect(run({ accident: '2026-11-02' }).deadlines.find((d) => d.id === 'notice')?.closed).toBeUndefined();
  });

  it("with the insurer's receipt: its three months, and interest from the day after", () => {
    const withClaim = dates('2026-11-02', '2026-11-30');
    expect(withClaim.insurerAnswer).toBe('2027-02-28');
    expect(withClaim.interest).toBe('2027-03-01');
    expect(withClaim.fundAnswer).toBeUndefined();
  });

  it("with the Fund's receipt: the Fund's three months, and none of the insurer's rules", () => {
    const fund = dates('2026-11-02', undefined, '2026-11-30');
    expect(fund.fundAnswer).toBe('2027-02-28');
    expect(fund.insurerAnswer).toBeUndefined();
    expect(fund.interest).toBeUndefined();
    // The five years stay, as the outer limit.
    expect(fund.fund).toBe('2031-11-02');
    expect(dates('2026-11-02', '2026-11-20', '2027-01-15')).toMatchObject({
      insurerAnswer: '2027-02-20',
      fundAnswer: '2027-04-15',
    });
  });

  it('lists them in the order they fall', () => {
    expect(run({ accident: '2026-11-02', received: '2026-11-20', fundReceived: '2027-01-15' }).deadlines.map((d) => d.id)).toEqual([
      'notice',
      'insurerAnswer',
      'interest',
      'fundAnswer',
      'strictLiability',
      'insurer',
      'fund',
    ]);
  });

  it('an accident on 29 February of a leap year', () => {
    expect(dates('2028-02-29')).toMatchObject({ strictLiability: '2030-02-28', insurer: '2033-02-28' });
  });

  it('says when older rules may have applied', () => {
    expect(run({ accident: '2007-05-13' }).olderRules).toBe(true);
    expect(run({ accident: '2007-05-14' }).olderRules).toBe(false);
    expect(run({ accident: '2024-01-10', received: '2024-06-20' }).olderRules).toBe(true);
    expect(run({ accident: '2024-01-10', received: '2024-06-21' }).olderRules).toBe(false);
  });

  it('the link keeps every date given, and only those, and what the path knew', () => {
    expect(deadlinesLink(run({ accident: '2026-11-02' }))).toBe('accident=2026-11-02');
    expect(deadlinesLink(run({ accident: '2026-11-02', received: '', fundReceived: '2026-11-30' }))).toBe(
      'accident=2026-11-02&fundReceived=2026-11-30',
    );
    expect(deadlinesLink({ accident: '2026-11-24' }, { role: 'pedestrian', other: 'unknown' })).toBe(
      'accident=2026-11-24&role=pedestrian&other=unknown',
    );
    expect(deadlinesLink({}, { role: 'driver' })).toBe('role=driver');
    expect(isDeadlinesLink(new URLSearchParams('role=driver'))).toBe(true);
    // The id of a heading is no link of the page's.
    expect(isDeadlinesLink(new URLSearchParams('main-content'))).toBe(false);
  });

  it('refuses a receipt before the accident, and says which field', () => {
    expect(computeDeadlines({ accident: '2026-11-02', received: '2026-11-01' }, periods)).toEqual({
      ok: false,
      error: 'receivedBeforeAccident',
      field: 'received',
    });
    expect(computeDeadlines({ accident: '2026-11-02', fundReceived: '2026-11-01' }, periods)).toEqual({
      ok: false,
      error: 'fundReceivedBeforeAccident',
      field: 'fundReceived',
    });
    // The same day is possible: a claim delivered by hand on the day.
    expect(computeDeadlines({ accident: '2026-11-02', received: '2026-11-02', fundReceived: '2026-11-02' }, periods).ok).toBe(true);
  });

  it('refuses what is not a date', () => {
    expect(computeDeadlines({}, periods)).toMatchObject({ error: 'accidentMissing', field: 'accident' });
    expect(computeDeadlines({ accident: 'yesterday' }, periods)).toMatchObject({ error: 'accidentInvalid', field: 'accident' });
    expect(computeDeadlines({ accident: '2026-02-30' }, periods)).toMatchObject({ error: 'accidentInvalid' });
    expect(computeDeadlines({ accident: '2026-11-02', received: '30/11/2026' }, periods)).toMatchObject({
      error: 'receivedInvalid',
      field: 'received',
    });
    expect(computeDeadlines({ accident: '2026-11-02', fundReceived: '2026-11-31' }, periods)).toMatchObject({
      error: 'fundReceivedInvalid',
      field: 'fundReceived',
    });
    expect(computeDeadlines({ accident: '1066-10-14' }, periods)).toMatchObject({ error: 'outOfRange', field: 'accident' });
  });
});

describe('calendar file', () => {
  const file = calendarFile(
    [
      {
        uid: 'notice-20261102@example',
        date: '2026-11-12',
        summary: 'Δήλωση στην ασφαλιστική σας',
        description: 'Άρθρο 9, παρ. 1; π.δ. 237/1986',
        remindDaysBefore: STEP_REMINDERS,
      },
      {
        uid: 'insurer-20261102@example',
        date: '2031-11-02',
        summary: `Talk to a\u00a0lawyer ${'x'.repeat(100)}`,
        description: 'ok',
        remindDaysBefore: LAWSUIT_REMINDERS,
        url: 'https://example.test/deadlines?accident=2026-11-02',
      },
      { uid: 'fund@example', date: '2027-02-28', summary: 'fund', description: 'ok', remindDaysBefore: [...STEP_REMINDERS, 0] },
    ],
    { name: 'Προθεσμίες', stamp: new Date('2026-11-26T07:00:00.000Z'), lang: 'en' },
  );

  it('has one whole-day event a date, in folded CRLF lines', () => {
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(file).toContain('DTSTART;VALUE=DATE:20261112\r\nDTEND;VALUE=DATE:20261113');
    expect(file).toContain('DTSTAMP:20261126T070000Z');
    expect(file).toContain('Άρθρο 9\\, παρ. 1\\; π.δ. 237/1986');
    expect(file).toContain('PRODID:-//road-accident-law-site//deadlines//EN');
    expect(file).toContain('URL:https://example.test/deadlines?accident=2026-11-02');
    // Plain spaces, which every calendar's search finds.
    expect(file.replace(/\r\n /g, '')).toContain('SUMMARY:Talk to a lawyer xxx');
    const lines = file.split('\r\n');
    expect(Math.max(...lines.map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('reminds 6, 3 and 1 month before a last day to sue, a week before the others, and on the day if asked', () => {
    const alarms = (uid: string) => {
      const event = file.slice(file.indexOf(`UID:${uid}`), file.indexOf('END:VEVENT', file.indexOf(`UID:${uid}`)));
      return [...event.matchAll(/TRIGGER:(\S+)/g)].map((m) => m[1]);
    };
    expect(alarms('notice-20261102@example')).toEqual(['-P7D']);
    expect(alarms('insurer-20261102@example')).toEqual(['-P180D', '-P90D', '-P30D']);
    expect(alarms('fund@example')).toEqual(['-P7D', 'PT9H']);
  });

  it('reminds on given days too: a near last day to sue, a day and two weeks after the file is made', () => {
    const near = calendarFile(
      [
        {
          uid: 'near@example',
          date: '2027-02-01',
          summary: 's',
          description: 'd',
          remindDaysBefore: LAWSUIT_REMINDERS,
          remindOn: ['2026-12-02', '2026-12-15'],
        },
      ],
      { name: 'n', stamp: new Date('2026-12-01T10:00:00.000Z'), lang: 'el' },
    );
    expect([...near.matchAll(/TRIGGER[;:](\S+)/g)].map((m) => m[1])).toEqual([
      '-P180D',
      '-P90D',
      '-P30D',
      'VALUE=DATE-TIME:20261202T070000Z',
      'VALUE=DATE-TIME:20261215T070000Z',
    ]);
  });
});

describe('the dates as the page shows them', () => {
  const ids = (cards: { id: string }[]) => cards.map((c) => c.id);
  const dates = (accident: string, extra: { received?: string } = {}) => {
    const result = computeDeadlines({ accident, ...extra }, periods);
    if (!result.ok) throw new Error(result.error);
    return result.deadlines;
  };

  it('for a driver near his last day: that day above everything, the live dates first, the passed ones folded', () => {
    // The review of 1 December 2026, visitor 5: accident 1 February 2022, claim received 15 April 2022.
    const view = arrangeDeadlines(dates('2022-02-01', { received: '2022-04-15' }), '2026-12-01', { role: 'driver', other: 'insured' });
    expect(view.near).toMatchObject({ id: 'insurer', date: '2027-02-01' });
    expect(ids(view.live)).toEqual(['insurer', 'fund', 'fundClaim']);
    expect(ids(view.passed)).toEqual(['notice', 'insurerAnswer', 'interest', 'strictLiability']);
    expect(view.aside).toEqual([]);
  });

  it('names no near day when the last day to sue is six months away or more, or has passed', () => {
    expect(arrangeDeadlines(dates('2022-06-01'), '2026-12-01').near).toBeNull();
    expect(arrangeDeadlines(dates('2022-05-31'), '2026-12-01').near).toMatchObject({ id: 'insurer' });
    expect(arrangeDeadlines(dates('2021-02-01'), '2026-12-01').near).toBeNull();
  });

  it('for a pedestrian hit by a car that drove off: the Fund first, the notice to one’s own insurer aside', () => {
    const view = arrangeDeadlines(dates('2026-11-24'), '2026-12-01', { role: 'pedestrian', other: 'unknown' });
    expect(ids(view.live)).toEqual(['fund', 'fundClaim', 'strictLiability', 'insurer']);
    expect(ids(view.aside)).toEqual(['notice']);
    // Without the path's answers: the order the dates fall in, and nothing aside.
    const plain = arrangeDeadlines(dates('2026-11-24'), '2026-12-01');
    expect(ids(plain.live)).toEqual(['notice', 'strictLiability', 'insurer', 'fund', 'fundClaim']);
    expect(plain.aside).toEqual([]);
  });

  it('a last day the courts are closed is over once the court day before it is', () => {
    const closed = {
      id: 'insurer',
      kind: 'lawsuit',
      date: '2027-05-02',
      closed: { reason: 'sunday', lastOpen: '2027-04-29' },
      guide: 'common-mistakes',
    } as const;
    expect(ids(arrangeDeadlines([closed], '2027-04-30').passed)).toEqual(['insurer']);
    expect(arrangeDeadlines([closed], '2027-04-29')).toMatchObject({ near: closed, passed: [] });
  });
});

describe('days in words', () => {
  it('after a genitive article, Greek writes the day as an ordinal', () => {
    expect(formatDayOf('el', '2022-02-01')).toBe('1ης Φεβρουαρίου 2022');
    expect(formatDayOf('el', '2026-11-24')).toBe('24ης Νοεμβρίου 2026');
    expect(formatDayOf('en', '2022-02-01')).toBe('1 February 2022');
    expect(formatDayMonth('el', '2026-12-02')).toBe('2 Δεκεμβρίου');
  });

  it('says how long is left as a person would: days, then weeks, then months', () => {
    expect(timeBetween('2026-12-01', '2026-12-01')).toEqual({ length: 0, unit: 'days' });
    expect(timeBetween('2026-12-01', '2026-12-14')).toEqual({ length: 13, unit: 'days' });
    expect(timeBetween('2026-12-01', '2027-02-01')).toEqual({ length: 8, unit: 'weeks' });
    expect(timeBetween('2026-12-01', '2027-05-31')).toEqual({ length: 5, unit: 'months' });
  });
});

describe('what a link to the dates page carries', () => {
  it('the dates as typed, and of the path only answers its questions have', () => {
    const params = new URLSearchParams('accident=2026-11-02&fundReceived=2026-11-20&role=pedestrian&other=sideways');
    expect(deadlinesFromLink(params)).toEqual({
      dates: { accident: '2026-11-02', received: '', fundReceived: '2026-11-20' },
      context: { role: 'pedestrian', other: undefined },
    });
    expect(deadlinesFromLink(new URLSearchParams(deadlinesLink({ accident: '2026-11-02' }, { other: 'unknown' })))).toEqual({
      dates: { accident: '2026-11-02', received: '', fundReceived: '' },
      context: { role: undefined, other: 'unknown' },
    });
  });

  it('a last day to sue is near for the calendar under 90 days away, counted to the day to act on', () => {
    const lawsuit = (date: IsoDate, lastOpen?: IsoDate): Deadline =>
      ({ id: 'insurer', kind: 'lawsuit', date, ...(lastOpen ? { closed: { reason: 'sunday', lastOpen } } : {}) }) as Deadline;
    expect(isNearLawsuit(lawsuit('2027-01-30'), '2026-11-02')).toBe(true);
    expect(isNearLawsuit(lawsuit('2027-01-31'), '2026-11-02')).toBe(false);
    expect(isNearLawsuit(lawsuit('2027-01-31', '2027-01-29'), '2026-11-02')).toBe(true);
    expect(isNearLawsuit({ ...lawsuit('2026-12-01'), kind: 'step' }, '2026-11-02')).toBe(false);
  });
});
