/** Time as the outbox sees it: injectable, so that tests drive backoff without waiting. */
export interface Clock {
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  // unref: a pending retry alone never keeps a process (the CLI, a test) alive; the server's socket does.
  setTimer: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};
