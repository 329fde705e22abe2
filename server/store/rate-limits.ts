import type { DatabaseSync } from 'node:sqlite';
import type { Quota } from '../../src/lib/contact/function.ts';
import { MAX_QUOTA_WINDOW_MS, spendQuota, type Counter } from '../../src/lib/contact/rate-limit-count.ts';

/** Rows whose window ended longer ago than any window lasts are deleted every so many messages. */
const CLEAN_EVERY = 200;

/**
 * The contact function's rate-limit counters, kept in SQLite so that a restart does not reset them and
 * every process on the file counts the same messages. Called inside the (IMMEDIATE) transaction that
 * stores a new message, which holds the write lock while the counters are read and written; what they
 * become is decided by spendQuota (src/lib/contact/rate-limit-count.ts), as on the Edge Function. Returns
 * null when the message may be stored, else the milliseconds until the last full window ends.
 */
export function sqliteQuota(db: DatabaseSync): (quota: Quota, now: number) => number | null {
  const read = db.prepare('SELECT window_start AS windowStart, count FROM rate_limits WHERE key = ?');
  const write = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)
     ON CONFLICT (key) DO UPDATE SET window_start = ?2, count = ?3`,
  );
  const clean = db.prepare('DELETE FROM rate_limits WHERE window_start < ?');
  let spent = 0;
  return (quota, now) => {
    if (++spent % CLEAN_EVERY === 0) clean.run(now - MAX_QUOTA_WINDOW_MS);
    const outcome = spendQuota(quota, (key) => read.get(key) as Counter | undefined, now);
    if ('limitedForMs' in outcome) return outcome.limitedForMs;
    for (const { key, windowStart, count } of outcome.counters) write.run(key, windowStart, count);
    return null;
  };
}
