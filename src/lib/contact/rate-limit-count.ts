import type { Budget } from './rate-limit-key.ts';

/**
 * How the contact function's limits are counted, the same on the Node server (SQLite, server/store/rate-limits.ts)
 * and the Edge Function (PostgreSQL, supabase/functions/_shared/store.ts): each store only reads and writes its
 * counters, inside the transaction that stores the message, and this decides.
 *
 * A counter is a fixed window: it starts with the first message counted in it and lasts `windowMs`; after that
 * the next message starts a new one at 1.
 */

/** The longest window of the message quota (RATE_LIMIT_WINDOW_MINUTES): a counter older than it counts nothing. */
export const MAX_QUOTA_WINDOW_MS = 24 * 3_600_000;
/** The longest window of the request ceiling (REQUEST_WINDOW_SECONDS). */
export const MAX_REQUEST_WINDOW_MS = 3_600_000;

/** A budget's counter as stored: when its window began (epoch milliseconds) and what it counted since. */
export interface Counter {
  windowStart: number;
  count: number;
}

/** What a new message does to its budgets' counters: refused, or each counter written as given. */
export type QuotaSpend = { limitedForMs: number } | { counters: (Counter & { key: string })[] };

/**
 * A new message against every budget of its quota, from the counters stored now (`stored(key)`, undefined for
 * none). If one budget's window is live and full, nothing is counted and the message is refused until the last
 * full window ends; otherwise every budget counts it, a new or expired window starting at 1.
 */
export function spendQuota(
  { budgets, windowMs }: { budgets: readonly Budget[]; windowMs: number },
  stored: (key: string) => Counter | undefined,
  now: number,
): QuotaSpend {
  let limitedForMs: number | null = null;
  const counters: (Counter & { key: string })[] = [];
  for (const { key, max } of budgets) {
    const counter = stored(key);
    const live = counter !== undefined && counter.windowStart + windowMs > now;
    if (live && counter.count >= max) limitedForMs = Math.max(limitedForMs ?? 0, counter.windowStart + windowMs - now);
    counters.push(live ? { key, windowStart: counter.windowStart, count: counter.count + 1 } : { key, windowStart: now, count: 1 });
  }
  return limitedForMs === null ? { counters } : { limitedForMs };
}
