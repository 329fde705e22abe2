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
   * True for the holidays that bind every employer (25 March, Easter Monday, 1 May where it is not moved,
   * 15 August, 25 and 26 December). The others are kept by custom or by the public sector only, and many
   * private businesses, insurers among them, stay open: a count of working days takes them as working days,
   * so that its date is never later than any reading of «εργάσιμες».
   */
  mandatory: boolean;
}

/**
 * The national public holidays of a year in Greece (local feasts, which vary by town, are not among them).
 * Mandatory for every employer: β.δ. 748/1966 and ν. 4468/2017 art. 14 as secondary pages list them; the
 * customary ones (1 and 6 January, Clean Monday, Good Friday, Whit Monday) and 28 October, which those
 * pages list differently, are not.
 */
export function greekHolidays(year: number): Holiday[] {
  const easter = orthodoxEaster(year);
  const fixed = (month: number, day: number) => toIso(new Date(Date.UTC(year, month - 1, day)));
  const mayDay = fixed(5, 1);
  return [
    { date: fixed(1, 1), name: 'Πρωτοχρονιά', mandatory: false },
    { date: fixed(1, 6), name: 'Θεοφάνια', mandatory: false },
    { date: addDays(easter, -48), name: 'Καθαρά Δευτέρα', mandatory: false },
    { date: fixed(3, 25), name: '25η Μαρτίου', mandatory: true },
    { date: addDays(easter, -2), name: 'Μεγάλη Παρασκευή', mandatory: false },
    { date: addDays(easter, 1), name: 'Δευτέρα του Πάσχα', mandatory: true },
    { date: mayDay, name: 'Πρωτομαγιά', mandatory: !mayDayMoves(year) },
    { date: addDays(easter, 50), name: 'Αγίου Πνεύματος', mandatory: false },
    { date: fixed(8, 15), name: 'Κοίμηση της Θεοτόκου', mandatory: true },
    { date: fixed(10, 28), name: '28η Οκτωβρίου', mandatory: false },
    { date: fixed(12, 25), name: 'Χριστούγεννα', mandatory: true },
    { date: fixed(12, 26), name: 'Σύναξη της Θεοτόκου', mandatory: true },
  ];
}

/**
 * When 1 May falls in Holy Week or the week after Easter, a ministerial decision moves it each year to a day
 * not known in advance (in 2021 to Tuesday 4 May): neither day is sure, so a count skips neither.
 */
export function mayDayMoves(year: number): boolean {
  const easter = orthodoxEaster(year);
  const mayDay = toIso(new Date(Date.UTC(year, 4, 1)));
  return mayDay >= addDays(easter, -6) && mayDay <= addDays(easter, 7);
}

/**
 * A day in the weeks around Easter of a year whose 1 May holiday moves (from the Monday of Holy Week to two
 * weeks after Easter): the courts may be closed on a day nobody can name yet, so the page warns not to wait.
 */
export function mayDayUncertain(day: IsoDate): boolean {
  const year = Number(day.slice(0, 4));
  if (!mayDayMoves(year)) return false;
  const easter = orthodoxEaster(year);
  return day >= addDays(easter, -6) && day <= addDays(easter, 14);
}

/** The courts' own holiday (art. 25 ν. 1941/1991, as reported): registries are closed on 3 October. */
const COURTS_HOLIDAY = { month: 10, day: 3 };

function cached(cache: Map<number, Set<IsoDate>>, year: number, make: () => IsoDate[]): Set<IsoDate> {
  let days = cache.get(year);
  if (!days) {
    days = new Set(make());
    cache.set(year, days);
  }
  return days;
}

const mandatoryCache = new Map<number, Set<IsoDate>>();
const closedCache = new Map<number, Set<IsoDate>>();

const weekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * A working day on the strict reading: not a Saturday, a Sunday or a holiday that binds every employer.
 * Customary holidays count as working days.
 */
export function isWorkingDay(day: IsoDate): boolean {
  const date = toDate(day);
  const year = date.getUTCFullYear();
  const mandatory = cached(mandatoryCache, year, () =>
    greekHolidays(year)
      .filter((holiday) => holiday.mandatory)
      .map((holiday) => holiday.date),
  );
  return !weekend(date) && !mandatory.has(day);
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

/**
 * Why nothing can be filed or served on a day, or null when the courts are open: a Saturday, a Sunday, any
 * public holiday (customary ones too, since courts are public services, and 1 May even when it may be
 * moved) or the courts' holiday of 3 October.
 */
export type ClosedReason = 'saturday' | 'sunday' | 'holiday' | 'courtsHoliday';

export function courtsClosed(day: IsoDate): ClosedReason | null {
  const date = toDate(day);
  if (date.getUTCDay() === 6) return 'saturday';
  if (date.getUTCDay() === 0) return 'sunday';
  const year = date.getUTCFullYear();
  const holidays = cached(closedCache, year, () => greekHolidays(year).map((holiday) => holiday.date));
  if (holidays.has(day)) return 'holiday';
  if (date.getUTCMonth() === COURTS_HOLIDAY.month - 1 && date.getUTCDate() === COURTS_HOLIDAY.day) return 'courtsHoliday';
  return null;
}

/** `day` itself when the courts are open, else the last day before it when they are. */
export function lastCourtDay(day: IsoDate): IsoDate {
  let current = day;
  while (courtsClosed(current)) current = addDays(current, -1);
  return current;
}
