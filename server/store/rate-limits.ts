import type { DatabaseSync } from 'node:sqlite';
import type { ContactBackend } from '../../src/lib/contact/function.ts';

/** Windows longer than this are not used; rows older than it are deleted now and then. */
const MAX_WINDOW_MS = 24 * 60 * 60_000;
const CLEAN_EVERY = 200;

/**
 * The contact function's rate-limit counters, kept in SQLite so that every server process (see
 * server/cluster.ts) counts the same hits and a restart does not reset them. One atomic UPSERT per hit:
 * a new or expired window starts at 1, a live one counts up. (The Edge Function keeps the same counters
 * in Postgres, supabase/migrations.)
 */
export function sqliteRateLimiter(db: DatabaseSync): ContactBackend['hit'] {
  const hit = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count        = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END
     RETURNING count, window_start`,
  );
  const clean = db.prepare('DELETE FROM rate_limits WHERE window_start < ?');
  let hits = 0;
  return async (key, windowMs, now) => {
    if (++hits % CLEAN_EVERY === 0) clean.run(now - MAX_WINDOW_MS);
    const row = hit.get(key, now, windowMs) as { count: number; window_start: number };
    return { count: row.count, ttlMs: row.window_start + windowMs - now };
  };
}
