import type { DatabaseSync } from 'node:sqlite';

/** What @fastify/rate-limit expects of a store's answer. */
interface Hits {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Windows longer than this are not used; rows older than it are deleted now and then. */
const MAX_WINDOW_MS = 24 * 60 * 60_000;
const CLEAN_EVERY = 200;

/**
 * A rate-limit store for @fastify/rate-limit kept in SQLite, so that every server process (see
 * server/cluster.ts) counts the same hits and a restart does not reset them. One atomic UPSERT per hit:
 * a new or expired window starts at 1, a live one counts up.
 */
export function sqliteRateLimitStore(db: DatabaseSync) {
  const hit = db.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count        = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END
     RETURNING count, window_start`,
  );
  const clean = db.prepare('DELETE FROM rate_limits WHERE window_start < ?');
  let hits = 0;

  return class SqliteRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hits) => void, timeWindow: number): void {
      try {
        const now = Date.now();
        if (++hits % CLEAN_EVERY === 0) clean.run(now - MAX_WINDOW_MS);
        const row = hit.get(key, now, timeWindow) as { count: number; window_start: number };
        callback(null, { current: Number(row.count), ttl: Number(row.window_start) + timeWindow - now });
      } catch (error) {
        callback(error as Error);
      }
    }

    child(): SqliteRateLimitStore {
      return this;
    }
  };
}
