import { retryDelay, type Backoff } from '../../src/lib/contact/backoff.ts';
import { composeContactMail, type MailAddresses } from '../../src/lib/contact/compose-mail.ts';
import type { MailTransport } from '../../src/lib/contact/mail-transport.ts';
import { afterAttempt, mailRecipients, stillToSend, type SendReport } from '../../src/lib/contact/recipients.ts';
import type { OutboxEntry, OutboxQueue } from '../store/outbox.ts';
import { systemClock, type Clock } from './clock.ts';

/** How soon a pass that the database failed is tried again, at most (the disk may have room again). */
const RETRY_WRITES_MS = 2_000;

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
  /** Accepted for every recipient. */
  sent: number;
  /** Not yet, to be retried. */
  failed: number;
  /** Given up: some recipient refused it for good too often. */
  gaveUp: number;
}

/**
 * Delivers the outbox: sends every due entry to the recipients that do not have it yet, records each
 * recipient's outcome as soon as the mail server has answered, schedules the rest again with exponential
 * backoff, and gives a message up once its remaining recipients have refused it for good too often
 * (src/lib/contact/recipients.ts). Between passes it sleeps until the next entry is due; `wake()` (a new
 * message) starts a pass at once.
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
  /**
   * Results the database could not take (a full disk): kept here and written before anything else is
   * claimed, so that an e-mail the mail server accepted is recorded rather than sent again, and a message
   * waits for the disk, not for its lease.
   */
  #unwritten: (() => void)[] = [];

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
    const result: PassResult = { sent: 0, failed: 0, gaveUp: 0 };
    const { queue, clock, concurrency, leaseMs } = this.#o;
    while (this.#unwritten.length) {
      this.#unwritten[0]!();
      this.#unwritten.shift();
    }
    while (!this.#stopped) {
      const batch = queue.claimDue(clock.now(), concurrency * 4, leaseMs);
      if (batch.length === 0) break;
      const failures: Error[] = [];
      // `concurrency` lanes work through the batch, so one slow e-mail does not hold up the others.
      const lanes = Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
        // A lane that stops for a failure takes no entry from the batch first: what is left there is released.
        while (failures.length === 0) {
          const entry = batch.shift();
          if (!entry) break;
          try {
            const outcome = await this.#deliver(entry);
            if (outcome === 'sent') result.sent++;
            else if (outcome === 'failed') result.gaveUp++;
            else result.failed++;
          } catch (error) {
            failures.push(error instanceof Error ? error : new Error(String(error)));
          }
        }
      });
      await Promise.all(lanes);
      if (failures.length) {
        // The entries not attempted are released for the next pass instead of waiting out their lease.
        for (const entry of batch.splice(0)) this.#unwritten.push(() => queue.release(entry.message.id));
        throw failures[0]!;
      }
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
      // Soon: what is waiting for the disk goes out as soon as the disk takes it again.
      this.#schedule(this.#o.clock.now() + Math.min(this.#o.backoff.initialMs, RETRY_WRITES_MS));
    }
  }

  async #deliver(entry: OutboxEntry): Promise<'sent' | 'failed' | 'retry'> {
    const { queue, transport, addresses, clock, backoff, log } = this.#o;
    const id = entry.message.id;
    const attempt = entry.attempts + 1;
    const delay = retryDelay(attempt, backoff);
    if (entry.interrupted) {
      log.warn(
        { messageId: id, reason: 'the process stopped while it was being sent' },
        'contact e-mail: a cut-short attempt may have reached the mail server; recipients it did may get it twice (same Message-ID)',
      );
    }
    const configured = mailRecipients(addresses.to);
    const toSend = stillToSend(configured, entry.recipients);
    let report: SendReport = { accepted: [], refused: [] };
    if (toSend.length > 0) {
      try {
        queue.startAttempt(id, clock.now());
      } catch (error) {
        this.#unwritten.push(() => queue.release(id));
        throw error;
      }
      try {
        report = await transport.send(composeContactMail(entry.message, entry.messageIdHeader, addresses), toSend);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.#write(() => queue.retryLater(id, reason, clock.now() + delay));
        log.warn({ messageId: id, attempt, retryInSeconds: delay / 1000, reason }, 'contact e-mail not delivered yet, will retry');
        return 'retry';
      }
    }
    const now = clock.now();
    const result = afterAttempt(configured, entry.recipients, report, now);
    this.#write(() => queue.record(id, result, now, now + delay));
    if (result.outcome === 'sent') log.info({ messageId: id, attempt }, 'contact e-mail delivered');
    else if (result.outcome === 'failed') {
      log.error(
        { messageId: id, attempt, reason: result.error },
        'contact e-mail given up: a recipient refused it for good (npm run messages -- list --status failed)',
      );
    } else {
      log.warn(
        { messageId: id, attempt, retryInSeconds: delay / 1000, reason: result.error },
        'contact e-mail not delivered to every recipient yet, will retry the others',
      );
    }
    return result.outcome;
  }

  /** Writes now, or, when the database refuses, keeps the write for the next pass and fails this one. */
  #write(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.#unwritten.push(write);
      throw error;
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
