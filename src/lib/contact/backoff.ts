/** First delay and cap of the retries of an undelivered e-mail, in milliseconds. */
export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/**
 * Delay before the next attempt after `failures` failed ones: initialMs, doubling each time, capped at
 * maxMs. No jitter: the outbox is drained by few senders, so there is no crowd of clients to spread out.
 */
export function retryDelay(failures: number, { initialMs, maxMs }: Backoff): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
}
