/**
 * Calendar days as written in a form ('2026-11-02'), and the Greek working days between them. Dates are
 * plain calendar days: they are handled as UTC midnights so that no time zone or summer-time change can
 * move a day.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = `${number}-${number}-${number}`;

const DAY_MS = 86_400_000;

/** The day of '2026-11-02', or null when the text is not a real day ('2026-02-30', '2/11/2026'). */
export function parseIsoDate(text: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return toIso(date);
}

export function toIso(date: Date): IsoDate {
  return date.toISOString().slice(0, 10) as IsoDate;
}

export function toDate(day: IsoDate): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: IsoDate, days: number): IsoDate {
  return toIso(new Date(toDate(day).getTime() + days * DAY_MS));
}

/**
 * The same day `months` later; where that month is shorter, its last day ('2026-11-30' + 3 months =>
 * '2027-02-28'), never a day in the month after, so a deadline is never later than the calendar allows.
 */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

export function addYears(day: IsoDate, years: number): IsoDate {
  return addMonths(day, years * 12);
}

/**
 * Orthodox Easter Sunday, as a Gregorian date: Meeus's Julian computus, then the 13 days by which the two
 * calendars differ from 1900 to 2099 (the only years this site deals with).
 */
export function orthodoxEaster(year: number): IsoDate {
  if (year < 1900 || year > 2099) throw new RangeError(`orthodoxEaster: ${year} is outside 1900–2099`);
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(toIso(new Date(Date.UTC(year, month - 1, day))), 13);
}

export interface Holiday {
  date: IsoDate;
  /** Greek name, for a reader of the code and the tests. */
  name: string;
  /**
   * False where offices may well be open that day. A deadline counts such a day as a working day: the date
   * it gives is then at worst one day early, which is the safe side.
   */
  certain: boolean;
}

/** The national public holidays of a year in Greece (local feasts, which vary by town, are not among them). */
export function greekHolidays(year: number): Holiday[] {
  const easter = orthodoxEaster(year);
  const fixed = (month: number, day: number) => toIso(new Date(Date.UTC(year, month - 1, day)));
  const mayDay = fixed(5, 1);
  // When 1 May falls in Holy Week or the week after Easter, it is moved each year by a ministerial
  // decision to a day not known in advance: neither day is sure.
  const mayDayMoves = mayDay >= addDays(easter, -6) && mayDay <= addDays(easter, 7);
  return [
    { date: fixed(1, 1), name: 'Πρωτοχρονιά', certain: true },
    { date: fixed(1, 6), name: 'Θεοφάνια', certain: true },
    { date: addDays(easter, -48), name: 'Καθαρά Δευτέρα', certain: true },
    { date: fixed(3, 25), name: '25η Μαρτίου', certain: true },
    { date: addDays(easter, -2), name: 'Μεγάλη Παρασκευή', certain: true },
    { date: addDays(easter, 1), name: 'Δευτέρα του Πάσχα', certain: true },
    { date: mayDay, name: 'Πρωτομαγιά', certain: !mayDayMoves },
    // A holiday of the public sector; many private businesses, insurers among them, stay open.
    { date: addDays(easter, 50), name: 'Αγίου Πνεύματος', certain: false },
    { date: fixed(8, 15), name: 'Κοίμηση της Θεοτόκου', certain: true },
    { date: fixed(10, 28), name: '28η Οκτωβρίου', certain: true },
    { date: fixed(12, 25), name: 'Χριστούγεννα', certain: true },
    { date: fixed(12, 26), name: 'Σύναξη της Θεοτόκου', certain: true },
  ];
}

const holidayCache = new Map<number, Set<IsoDate>>();

function certainHolidays(year: number): Set<IsoDate> {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Set(
      greekHolidays(year)
        .filter((holiday) => holiday.certain)
        .map((holiday) => holiday.date),
    );
    holidayCache.set(year, days);
  }
  return days;
}

/** Not a Saturday, a Sunday or a certain public holiday. */
export function isWorkingDay(day: IsoDate): boolean {
  const date = toDate(day);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !certainHolidays(date.getUTCFullYear()).has(day);
}

/** The `count`-th working day after `day`, `day` itself not counted ('2026-11-02' + 8 => '2026-11-12'). */
export function addWorkingDays(day: IsoDate, count: number): IsoDate {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}
