import type { Backoff } from '../../src/lib/contact/backoff.ts';
import type { MailAddresses } from '../../src/lib/contact/compose-mail.ts';
import type { MailTransport } from '../../src/lib/contact/mail-transport.ts';
import { OutboxDeliverer, type DeliveryLog, type OutboxStore, type PassResult } from '../../src/lib/contact/outbox-delivery.ts';
import { whenUnlocked } from '../store/database.ts';
import type { OutboxEntry, OutboxQueue } from '../store/outbox.ts';
import { systemClock, type Clock } from './clock.ts';

/** How soon a pass that the database failed is tried again, at most (the disk may have room again). */
const RETRY_WRITES_MS = 2_000;

/** The subset of a pino / Fastify logger the worker writes to. */
export type WorkerLog = DeliveryLog;

interface OutboxWorkerOptions {
  queue: OutboxQueue;
  transport: MailTransport;
  addresses: MailAddresses;
  backoff: Backoff;
  log: WorkerLog;
  clock?: Clock;
  /** E-mails sent at once. */
  concurrency?: number;
  /** How long a claimed entry stays reserved for this process; must outlast one SMTP attempt. */
  leaseMs?: number;
  /** How long `stop()` waits for e-mails being sent before giving up on them (they are retried at the next start). */
  stopTimeoutMs?: number;
}

/**
 * How long a write of the worker waits for another process's lock (the CLI's purge in its short steps)
 * before its pass fails and is tried again; on the server's connection it waits with the event loop free.
 */
const LOCK_WAIT_MS = 5_000;

/** The SQLite outbox as the shared delivery loop stores through it, with times from this worker's clock. */
function sqliteStore(queue: OutboxQueue, clock: Clock): OutboxStore<OutboxEntry> {
  const unlocked = <T>(work: () => T) => whenUnlocked(work, LOCK_WAIT_MS);
  return {
    claimDue: (limit, leaseMs) => unlocked(() => queue.claimDue(clock.now(), limit, leaseMs)),
    startAttempt: (entry) => unlocked(() => queue.startAttempt(entry.id, clock.now())),
    record: (entry, result, retryInMs) =>
      unlocked(() => {
        const now = clock.now();
        queue.record(entry.id, result, now, now + retryInMs);
      }),
    retryLater: (entry, reason, retryInMs) => unlocked(() => queue.retryLater(entry.id, reason, clock.now() + retryInMs)),
    release: (entries) =>
      unlocked(() => {
        for (const entry of entries) queue.release(entry.id);
      }),
  };
}

/**
 * When the server's outbox is delivered (what a pass does is src/lib/contact/outbox-delivery.ts): at
 * start, when `wake()` says a message was stored, and otherwise when the next entry falls due; after a
 * pass the database failed, again within seconds.
 */
export class OutboxWorker {
  readonly #o: Required<OutboxWorkerOptions>;
  readonly #deliverer: OutboxDeliverer<OutboxEntry>;
  #started = false;
  #stopped = false;
  /** The pass in progress, if any. */
  #pass: Promise<void> | null = null;
  /** A wake-up arrived during a pass: run another one right after it. */
  #again = false;
  #timer: unknown = null;

  constructor(options: OutboxWorkerOptions) {
    this.#o = { clock: systemClock, concurrency: 4, leaseMs: 5 * 60_000, stopTimeoutMs: 10_000, ...options };
    const { queue, clock, transport, addresses, backoff, log, concurrency, leaseMs } = this.#o;
    this.#deliverer = new OutboxDeliverer({
      store: sqliteStore(queue, clock),
      transport,
      addresses,
      backoff,
      log,
      now: () => clock.now(),
      lanes: concurrency,
      leaseMs,
      failedHint: 'npm run messages -- list --status failed',
    });
  }

  /**
   * Starts delivering. Everything not yet delivered becomes due at once, whatever its backoff and
   * leases: after a crash or restart nothing waits, and no other process holds a lease at start-up
   * in the normal case (the CLI's `retry` running at that very moment could send a message twice).
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    try {
      this.#o.queue.makeAllDue(this.#o.clock.now(), { releaseLeases: true });
    } catch (error) {
      // Another process holds the database: what is due goes out in this pass anyway, what is leased once its lease ends.
      this.#o.log.error({ err: error }, 'outbox: could not make every undelivered e-mail due at start');
    }
    this.wake();
  }

  /** A new entry was stored: deliver it now rather than at the next timer. */
  wake(): void {
    if (!this.#started || this.#stopped) return;
    if (this.#pass) {
      this.#again = true;
      return;
    }
    this.#clearTimer();
    this.#pass = this.#run();
  }

  /** Stops taking new entries, waits (bounded) for those being sent, and cancels the timer. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#deliverer.stop();
    this.#clearTimer();
    if (!this.#pass) return;
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.#o.stopTimeoutMs)));
    await Promise.race([this.#pass, gaveUp]);
    clearTimeout(timeout);
  }

  /** Sends everything due now, batch after batch, until nothing is due (failures are due later). */
  deliverDue(): Promise<PassResult> {
    return this.#deliverer.deliverDue();
  }

  async #run(): Promise<void> {
    try {
      do {
        this.#again = false;
        await this.deliverDue();
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- wake() sets #again while deliverDue() awaits, which narrowing cannot see
      } while (this.#again && !this.#stopped);
      this.#pass = null;
      this.#schedule(this.#o.queue.nextWakeAt());
    } catch (error) {
      // The database itself failed (disk full, locked too long): try again later rather than stop for good.
      this.#pass = null;
      this.#o.log.error({ err: error }, 'outbox pass failed');
      // Soon: what is waiting for the disk goes out as soon as the disk takes it again.
      this.#schedule(this.#o.clock.now() + Math.min(this.#o.backoff.initialMs, RETRY_WRITES_MS));
    }
  }

  #schedule(at: number | null): void {
    if (at === null || this.#stopped) return;
    this.#timer = this.#o.clock.setTimer(
      () => {
        this.#timer = null;
        this.wake();
      },
      Math.max(0, at - this.#o.clock.now()),
    );
  }

  #clearTimer(): void {
    if (this.#timer === null) return;
    this.#o.clock.clearTimer(this.#timer);
    this.#timer = null;
  }
}
