const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Longer ago than this is before any message could have been written: a slip, not a retention period. */
const MAX_YEARS = 100;

/** '365d' => milliseconds; also s, m, h, w. Throws on anything else, including zero and over 100 years. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([smhdw])$/.exec(text.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2]!]! : 0;
  if (!match || ms === 0 || ms > MAX_YEARS * 365.25 * UNITS.d!) {
    throw new UsageError(
      `Invalid duration "${text}": use a positive number and a unit up to ${MAX_YEARS} years, e.g. 365d, 12w, 48h, 30m.`,
    );
  }
  return ms;
}

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}
