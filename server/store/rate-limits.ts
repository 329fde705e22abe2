import type { DatabaseSync } from 'node:sqlite';
import type { Quota } from '../../src/lib/contact/function.ts';

/** Windows longer than this are not used; rows older than it are deleted now and then. */
const MAX_WINDOW_MS = 24 * 60 * 60_000;
const CLEAN_EVERY = 200;

/**
 * The contact function's rate-limit counters, kept in SQLite so that a restart does not reset them and
 * every process on the file counts the same messages. Called inside the (IMMEDIATE) transaction that
 * stores a new message, which holds the write lock: first every budget of the quota is read, and if one
 * is full nothing changes and the message is not stored; otherwise each counts up by one, a new or
 * expired window starting at 1. Returns null when the message may be stored, else the milliseconds until
 * the last full window ends. (The Edge Function keeps the same counters in Postgres,
 * supabase/functions/_shared/store.ts.)
 */
export function sqliteQuota(db: DatabaseSync): (quota: Quota, now: number) => number | null {
  const spend = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count        = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END`,
  );
  const counter = db.prepare('SELECT window_start, count FROM rate_limits WHERE key = ?');
  const clean = db.prepare('DELETE FROM rate_limits WHERE window_start < ?');
  let spent = 0;
  return ({ budgets, windowMs }, now) => {
    if (++spent % CLEAN_EVERY === 0) clean.run(now - MAX_WINDOW_MS);
    let limitedForMs: number | null = null;
    for (const { key, max } of budgets) {
      const row = counter.get(key) as { window_start: number; count: number } | undefined;
      const endsAt = row ? row.window_start + windowMs : now;
      if (row && endsAt > now && row.count >= max) limitedForMs = Math.max(limitedForMs ?? 0, endsAt - now);
    }
    if (limitedForMs !== null) return limitedForMs;
    for (const { key } of budgets) spend.run(key, now, windowMs);
    return null;
  };
}
