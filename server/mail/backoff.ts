export interface Backoff {
  /** Delay after the first failure. */
  initialMs: number;
  /** No delay is longer than this, however long SMTP stays down. */
  maxMs: number;
}

/**
 * Delay before the next attempt after `failures` failed ones: initialMs, then doubling, capped at
 * maxMs (5 s, 10 s, 20 s, ... 10 min by default). No jitter: one sender per database, so there is no
 * crowd of clients to spread out.
 */
export function retryDelay(failures: number, { initialMs, maxMs }: Backoff): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
}
