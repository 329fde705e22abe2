const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** '365d' => milliseconds; also s, m, h, w. Throws on anything else, including zero. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([smhdw])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) {
    throw new UsageError(`Invalid duration "${text}": use a positive number and a unit, e.g. 365d, 12w, 48h, 30m.`);
  }
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}
