import { callTimes, type CallTime } from './codes.ts';

/** The hours each call time stands for, as its label says them ('Πρωί (9–12)'); `any` stands for every hour. */
const windows: Record<Exclude<CallTime, 'any'>, readonly [string, string]> = {
  morning: ['09:00', '12:00'],
  midday: ['12:00', '15:00'],
  afternoon: ['15:00', '18:00'],
  evening: ['18:00', '24:00'],
};

/**
 * The call times the form offers: those in which the office is open on some day (its hours in src/config/firm.ts),
 * and "any time". An evening slot for an office that closes at 18:00 promised a call nobody makes. The contact
 * function still accepts every call time, for a message kept on a phone since.
 */
export function offeredCallTimes(hours: readonly { opens: string; closes: string }[]): CallTime[] {
  return callTimes.filter((time) => time === 'any' || hours.some((h) => h.opens < windows[time][1] && h.closes > windows[time][0]));
}
