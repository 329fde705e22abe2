import type { DatabaseSync } from 'node:sqlite';
import type { Quota } from '../../src/lib/contact/function.ts';

/** Windows longer than this are not used; rows older than it are deleted now and then. */
const MAX_WINDOW_MS = 24 * 60 * 60_000;
const CLEAN_EVERY = 200;

/**
 * The contact function's rate-limit counters, kept in SQLite so that a restart does not reset them and
 * every process on the file counts the same messages. Called inside the
 * transaction that stores a new message: one UPSERT that starts a new or expired window at 1 and counts
 * a live one up, unless the window is full, in which case nothing changes and the message is not stored.
 * Returns null when the message may be stored, else the milliseconds until its window ends. (The Edge
 * Function keeps the same counters in Postgres with the same statement, supabase/functions/_shared/store.ts.)
 */
export function sqliteQuota(db: DatabaseSync): (quota: Quota, now: number) => number | null {
  const spend = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count        = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END
     WHERE window_start + ?3 <= ?2 OR count < ?4
     RETURNING count`,
  );
  const windowStart = db.prepare('SELECT window_start FROM rate_limits WHERE key = ?');
  const clean = db.prepare('DELETE FROM rate_limits WHERE window_start < ?');
  let spent = 0;
  return ({ key, max, windowMs }, now) => {
    if (++spent % CLEAN_EVERY === 0) clean.run(now - MAX_WINDOW_MS);
    if (spend.get(key, now, windowMs, max)) return null;
    const { window_start: start } = windowStart.get(key) as { window_start: number };
    return start + windowMs - now;
  };
}
