import { retryDelay, type Backoff } from '../../src/lib/contact/backoff.ts';
import { composeContactMail, type MailAddresses } from '../../src/lib/contact/compose-mail.ts';
import type { MailTransport } from '../../src/lib/contact/mail-transport.ts';
import type { OutboxEntry, OutboxQueue } from '../store/outbox.ts';
import { systemClock, type Clock } from './clock.ts';

/** The subset of a pino / Fastify logger the worker writes to. */
export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

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

interface PassResult {
  sent: number;
  failed: number;
}

/**
 * Delivers the outbox: sends every due entry, records success only once the transport accepted the
 * message, and on failure schedules the entry again with exponential backoff. Between passes it sleeps
 * until the next entry is due; `wake()` (a new message) starts a pass at once.
 */
export class OutboxWorker {
  readonly #o: Required<OutboxWorkerOptions>;
  #started = false;
  #stopped = false;
  /** The pass in progress, if any. */
  #pass: Promise<void> | null = null;
  /** A wake-up arrived during a pass: run another one right after it. */
  #again = false;
  #timer: unknown = null;

  constructor(options: OutboxWorkerOptions) {
    this.#o = { clock: systemClock, concurrency: 4, leaseMs: 5 * 60_000, stopTimeoutMs: 10_000, ...options };
  }

  /**
   * Starts delivering. Everything not yet delivered becomes due at once, whatever its backoff and
   * leases: after a crash or restart nothing waits, and no other process holds a lease at start-up
   * in the normal case (the CLI's `retry` running at that very moment could send a message twice).
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#o.queue.makeAllDue(this.#o.clock.now(), { releaseLeases: true });
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
    this.#clearTimer();
    if (!this.#pass) return;
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.#o.stopTimeoutMs)));
    await Promise.race([this.#pass, gaveUp]);
    clearTimeout(timeout);
  }

  /** Sends everything due now, batch after batch, until nothing is due (failures are due later). */
  async deliverDue(): Promise<PassResult> {
    const result: PassResult = { sent: 0, failed: 0 };
    const { queue, clock, concurrency, leaseMs } = this.#o;
    while (!this.#stopped) {
      const batch = queue.claimDue(clock.now(), concurrency * 4, leaseMs);
      if (batch.length === 0) break;
      // `concurrency` lanes work through the batch, so one slow e-mail does not hold up the others.
      const lanes = Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
        for (let entry = batch.shift(); entry; entry = batch.shift()) {
          if (await this.#deliver(entry)) result.sent++;
          else result.failed++;
        }
      });
      await Promise.all(lanes);
    }
    return result;
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
      this.#schedule(this.#o.clock.now() + this.#o.backoff.initialMs);
    }
  }

  async #deliver(entry: OutboxEntry): Promise<boolean> {
    const { queue, transport, addresses, clock, backoff, log } = this.#o;
    const id = entry.message.id;
    try {
      await transport.send(composeContactMail(entry.message, entry.messageIdHeader, addresses));
    } catch (error) {
      const failures = entry.attempts + 1;
      const delay = retryDelay(failures, backoff);
      const reason = error instanceof Error ? error.message : String(error);
      queue.markFailed(id, reason, clock.now() + delay);
      log.warn({ messageId: id, attempt: failures, retryInSeconds: delay / 1000, reason }, 'contact e-mail not delivered yet, will retry');
      return false;
    }
    queue.markSent(id, clock.now());
    log.info({ messageId: id, attempt: entry.attempts + 1 }, 'contact e-mail delivered');
    return true;
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
