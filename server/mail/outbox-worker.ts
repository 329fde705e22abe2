import type { Backoff } from '../../src/lib/contact/backoff.ts';
import type { MailAddresses } from '../../src/lib/contact/compose-mail.ts';
import type { MailTransport } from '../../src/lib/contact/mail-transport.ts';
import {
  OutboxDeliverer,
  type DeliveryLog,
  type OutboxStore,
  type PassResult,
  type UnwrittenResult,
} from '../../src/lib/contact/outbox-delivery.ts';
import { whenUnlocked } from '../store/database.ts';
import type { OutboxEntry, OutboxQueue } from '../store/outbox.ts';
import { systemClock, type Clock } from './clock.ts';
import type { ResultsReserve, SavedResult } from './results-reserve.ts';

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
  /**
   * Where results the database refused are kept across a stop (results-reserve.ts); without it they live
   * in memory only, and a stop before the database takes them sends those e-mails again after the restart.
   */
  reserve?: ResultsReserve | null;
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
  /** Every undelivered e-mail was made due since the start (see start()). */
  #allDue = false;
  /** Results an earlier run kept in the reserve that the database has not taken yet. */
  #saved: SavedResult[] = [];

  constructor(options: OutboxWorkerOptions) {
    this.#o = { clock: systemClock, concurrency: 4, leaseMs: 5 * 60_000, stopTimeoutMs: 10_000, reserve: null, ...options };
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
      onUnwritten: (results) => this.#keepUnwritten(results),
    });
  }

  /**
   * Starts delivering. First, before anything is sent, the results an earlier run kept in the reserve
   * (the database refused them, then the server stopped) are recorded. Everything not yet delivered becomes
   * due at once, whatever its backoff and leases: after a crash or restart nothing waits, and no other
   * process holds a lease at start-up in the normal case (the CLI's `retry` running at that very moment
   * could send a message twice). Where the database refuses that now (a full disk, another process's
   * lock), each pass tries it again first.
   */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#adoptSaved();
    this.#makeAllDue();
    this.wake();
  }

  /** The reserve's results, to be recorded first thing in the first pass; the reserve made ready for this run. */
  #adoptSaved(): void {
    const { reserve, queue, clock, log } = this.#o;
    if (!reserve) return;
    try {
      this.#saved = reserve.open();
    } catch (error) {
      log.error(
        { err: error, file: reserve.path },
        'outbox: no reserve for delivery results the database refuses (a stop then sends those e-mails again)',
      );
      this.#o.reserve = null;
      return;
    }
    for (const saved of [...this.#saved]) {
      this.#deliverer.writeFirst(() => {
        const now = clock.now();
        const recorded = queue.recordSaved(saved.messageId, saved.messageIdHeader, saved.result, now, now + saved.retryInMs);
        this.#saved = this.#saved.filter((kept) => kept !== saved);
        log.info({ messageId: saved.messageId, recorded }, 'outbox: a delivery result kept across the stop is written');
      });
    }
  }

  #makeAllDue(): void {
    if (this.#allDue) return;
    try {
      this.#o.queue.makeAllDue(this.#o.clock.now(), { releaseLeases: true });
      this.#allDue = true;
    } catch (error) {
      // What is due goes out in this pass anyway; what a stopped process leased, once this succeeds.
      this.#o.log.error({ err: error }, 'outbox: could not make every undelivered e-mail due at start (tried again with each pass)');
    }
  }

  /**
   * The results the database has not taken, kept in the reserve whenever they change (on a full disk, the
   * one place they survive a stop or a crash); emptied once it has them all.
   */
  #keepUnwritten(results: UnwrittenResult<OutboxEntry>[]): void {
    const { reserve, log } = this.#o;
    const all = [
      ...this.#saved,
      ...results.map(({ entry, result, retryInMs }) => ({
        messageId: entry.id,
        messageIdHeader: entry.messageIdHeader,
        result,
        retryInMs,
      })),
    ];
    const messageIds = all.map((saved) => saved.messageId);
    try {
      if (!all.length) return reserve?.clear();
      if (reserve?.save(all)) {
        log.warn(
          { messageIds, file: reserve.path },
          'outbox: delivery results the database refused are kept in the reserve until it takes them',
        );
        return;
      }
    } catch (error) {
      log.error({ err: error }, 'outbox: the reserve for delivery results could not be written');
    }
    if (all.length) {
      log.error(
        { messageIds },
        'outbox: delivery results the database refused are kept in memory only: if the server stops before the database takes them, these e-mails are sent again (same Message-ID)',
      );
    }
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

  /**
   * Stops taking new entries, waits (bounded) for those being sent, and cancels the timer. Results the
   * database still refuses are said in the log: kept in the reserve for the next start, or, without one,
   * e-mails that will be sent again.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#deliverer.stop();
    this.#clearTimer();
    if (this.#pass) {
      let timeout: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.#o.stopTimeoutMs)));
      await Promise.race([this.#pass, gaveUp]);
      clearTimeout(timeout);
    }
    const left = [...this.#saved.map((saved) => saved.messageId), ...this.#deliverer.unwrittenResults().map(({ entry }) => entry.id)];
    if (left.length) {
      this.#o.log.warn(
        { messageIds: left, file: this.#o.reserve?.path ?? null },
        this.#o.reserve
          ? 'outbox: stopping with delivery results the database has not taken: kept in the reserve, written at the next start before anything is sent'
          : 'outbox: stopping with delivery results the database has not taken: these e-mails will be sent again after the restart (same Message-ID)',
      );
    }
  }

  /** Sends everything due now, batch after batch, until nothing is due (failures are due later). */
  deliverDue(): Promise<PassResult> {
    return this.#deliverer.deliverDue();
  }

  async #run(): Promise<void> {
    try {
      this.#makeAllDue();
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
