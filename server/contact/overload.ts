import { performance } from 'node:perf_hooks';

/**
 * What the one process can read. Node serves everything from one event loop: while it parses a flood of
 * posts, pages, files and `/healthz` wait their turn behind them. Two measures of that loop, sampled every
 * few milliseconds and smoothed over about a tenth of a second, so that one slow turn (a garbage
 * collection, a large page) is not taken for a flood:
 *
 * - how busy it is (Node's event-loop utilisation: the share of time spent working rather than waiting
 *   for something to do). A loop that rests is not flooded, however slow the machine: on a host whose
 *   other programs take the CPU, the loop waits without being busy, and nothing is refused;
 * - how late it runs (a timer's lateness): how long a page that arrives now waits for its turn.
 *
 * While the loop is saturated, a post is answered 503 before its body is read (routes.ts), which costs
 * the loop almost nothing; a client's first requests of its ceiling's window are still read (a visitor who
 * writes once, perhaps twice: a flood's clients have made more by then), until the loop also runs late,
 * when no post is. @fastify/under-pressure answers every route 503 on such measures; here only the contact
 * function's posts are, in the function's own words, and pages are always served.
 */

/** How often the loop is sampled. */
const TICK_MS = 20;
/** Each sample's weight in the smoothed figures: about five samples, a tenth of a second, make them. */
const WEIGHT = 0.3;

export interface LoopLoad {
  /** The share of recent time the loop was working, 0 to 1 (smoothed); 1 inside a turn that holds up the timer. */
  readonly busy: number;
  /** How late the loop runs, in milliseconds: the smoothed lateness of its turns, or the current turn's if longer. */
  readonly lagMs: number;
  stop(): void;
}

/** Samples this process's event loop with an unref'd timer. */
export function watchLoop(tickMs = TICK_MS): LoopLoad {
  let expected = performance.now() + tickMs;
  let last = performance.eventLoopUtilization();
  let busy = 0;
  let lag = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const current = performance.eventLoopUtilization();
    busy += WEIGHT * (performance.eventLoopUtilization(current, last).utilization - busy);
    lag += WEIGHT * (Math.max(0, now - expected) - lag);
    last = current;
    expected = now + tickMs;
  }, tickMs);
  timer.unref();
  return {
    // Inside a turn that has kept the timer waiting, the loop is working now, whatever the figure of the
    // turns before said: a flood read in one long turn is seen while it is being read.
    get busy() {
      return performance.now() - expected > tickMs ? 1 : busy;
    },
    get lagMs() {
      return Math.max(lag, performance.now() - expected);
    },
    stop: () => clearInterval(timer),
  };
}

/** The window a crowd of posters is counted over: a client is one of it for one to two windows after its last post. */
export const CROWD_WINDOW_MS = 1000;

/**
 * How many different clients have posted in about the last `windowMs` to two (this one included): a crowd
 * is a flood's many addresses, where one client's back-to-back posts are one, however slow the host.
 */
export class RecentPosters {
  readonly #windowMs: number;
  #current = new Set<string>();
  #previous = new Set<string>();
  #since = performance.now();

  constructor(windowMs = CROWD_WINDOW_MS) {
    this.#windowMs = windowMs;
  }

  /** Counts a post of `client`; returns how many clients have posted lately. */
  add(client: string, now = performance.now()): number {
    if (now - this.#since >= this.#windowMs) {
      this.#previous = now - this.#since >= 2 * this.#windowMs ? new Set() : this.#current;
      this.#current = new Set();
      this.#since = now;
    }
    this.#current.add(client);
    return Math.max(this.#current.size, this.#previous.size);
  }
}

/**
 * When a post is refused for load: only while a crowd of clients is posting (at least `crowd` of them
 * lately, RecentPosters) and the loop is busy at least `saturated` of the time. A loop with no rest left is
 * behind, however short its turns: what it has not read yet waits in the sockets, where its lateness does
 * not show. Then every post is refused but a client's first `firstRequests` requests of its window (a
 * visitor who writes once, perhaps twice: a flood's clients have made more within seconds), and of those
 * at most `firstPerSecond` a second (`firstBurst` at once), so that a flood's fresh addresses cannot fill
 * the loop either; while the loop also runs later than `lateMs`, none. The lateness keeps a page, which
 * takes a handful of the loop's turns, well within 300 ms.
 */
export interface OverloadPolicy {
  crowd: number;
  saturated: number;
  lateMs: number;
  firstRequests: number;
  firstPerSecond: number;
  firstBurst: number;
}

export const OVERLOAD_POLICY: OverloadPolicy = {
  crowd: 8,
  saturated: 0.9,
  lateMs: 40,
  firstRequests: 3,
  firstPerSecond: 5,
  firstBurst: 10,
};

/** Decides, post by post, which are refused for load (refusedForLoad), and counts the first requests let in. */
export class OverloadGate {
  readonly #policy: OverloadPolicy;
  readonly #posters: RecentPosters;
  #tokens: number;
  #filledAt = performance.now();

  constructor(policy: OverloadPolicy = OVERLOAD_POLICY) {
    this.#policy = policy;
    this.#posters = new RecentPosters();
    this.#tokens = policy.firstBurst;
  }

  /** Whether the post of `client`, its `requestsInWindow`-th request of its window, is refused now. */
  refuses(load: Pick<LoopLoad, 'busy' | 'lagMs'>, client: string, requestsInWindow: number, now = performance.now()): boolean {
    const policy = this.#policy;
    this.#tokens = Math.min(policy.firstBurst, this.#tokens + ((now - this.#filledAt) / 1000) * policy.firstPerSecond);
    this.#filledAt = now;
    const posters = this.#posters.add(client, now);
    if (posters < policy.crowd || load.busy < policy.saturated) return false;
    if (load.lagMs > policy.lateMs || requestsInWindow > policy.firstRequests || this.#tokens < 1) return true;
    this.#tokens -= 1;
    return false;
  }
}
