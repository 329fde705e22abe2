import { MAX_REQUEST_WINDOW_MS } from '../../../src/lib/contact/rate-limit-count.ts';
import { query } from './db.ts';

/**
 * Counts one request of the client `key` toward its ceiling (REQUEST_LIMIT_MAX per REQUEST_WINDOW_SECONDS), in PostgreSQL, since the
 * function's instances share nothing else: one upsert, which starts a new or expired window at 1 and
 * counts a live one up, whatever the answer to the request will be. Returns null while the client is
 * within its ceiling, else the milliseconds until its window ends. When the database cannot count (it is
 * away), the request goes on: storing the message then fails on its own, with its own answer.
 */
export async function countRequest(key: string, now: number, { max, windowMs }: { max: number; windowMs: number }): Promise<number | null> {
  try {
    if (Math.random() < 0.001)
      await query('delete from contact.request_counts where window_start < $1', [new Date(now - MAX_REQUEST_WINDOW_MS)]);
    const [row] = await query<{ count: number; window_start: Date }>(
      `insert into contact.request_counts as r (key, window_start, count) values ($1, $2, 1)
       on conflict (key) do update set
         count        = case when r.window_start <= $3 then 1 else r.count + 1 end,
         window_start = case when r.window_start <= $3 then $2 else r.window_start end
       returning count, window_start`,
      [key, new Date(now), new Date(now - windowMs)],
    );
    if (!row || row.count <= max) return null;
    return new Date(row.window_start).getTime() + windowMs - now;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'request ceiling not counted', err: String(error) }));
    return null;
  }
}
