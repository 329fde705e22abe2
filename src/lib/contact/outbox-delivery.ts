import { retryDelay, type Backoff } from './backoff.ts';
import { composeContactMail, type MailableMessage, type MailAddresses } from './compose-mail.ts';
import type { MailTransport } from './mail-transport.ts';
import { afterAttempt, mailRecipients, stillToSend, type DeliveryOutcome, type RecipientState, type SendReport } from './recipients.ts';

/**
 * The outbox's delivery, once for both backends: the Node server's SQLite outbox (server/mail/outbox-worker.ts)
 * and the Edge Functions' PostgreSQL one (supabase/functions/_shared/deliver.ts) each implement `OutboxStore`
 * and decide when a pass runs; what a pass does is here. Runs on Node and Deno alike: web APIs only.
 */

/** An outbox entry leased for sending, with its message. */
export interface OutboxEntry {
  /** The message's id, for the log. */
  id: number;
  message: MailableMessage;
  messageIdHeader: string;
  /** Attempts so far. */
  attempts: number;
  /** What each recipient the mail server has answered for said so far. */
  recipients: RecipientState[];
  /** An attempt was under way when its sender stopped: it may have reached the mail server unrecorded. */
  interrupted: boolean;
}

/** What one attempt came to, as recipients.ts's `afterAttempt` reckons it. */
export interface AttemptResult {
  changed: RecipientState[];
  outcome: DeliveryOutcome;
  error: string | null;
}

/**
 * An outbox's storage. Each write may throw (a full disk, a database away); the pass then stops and what
 * it meant to write is kept, to be written first at the next pass of the same `OutboxDeliverer`.
 */
export interface OutboxStore<Entry extends OutboxEntry = OutboxEntry> {
  /** Leases up to `limit` due entries, oldest first, for `leaseMs`, so that no other sender takes them meanwhile. */
  claimDue(limit: number, leaseMs: number): Entry[] | Promise<Entry[]>;
  /** Committed just before the message goes to the mail server, so that an attempt cut short leaves a trace. */
  startAttempt(entry: Entry): void | Promise<void>;
  /**
   * The result of an attempt the mail server answered: each recipient's outcome and the message's, in one
   * transaction, at once (an accepted recipient has the e-mail). 'retry' makes it due again in `retryInMs`.
   * `leaseEndsAt`: until when the entry is still this sender's, by the clock's time.
   */
  record(entry: Entry, result: AttemptResult, retryInMs: number, leaseEndsAt: number): void | Promise<void>;
  /** An attempt that decided nothing for any recipient (no connection, a timeout): due again in `retryInMs`. */
  retryLater(entry: Entry, reason: string, retryInMs: number): void | Promise<void>;
  /** Gives back the leases of entries this sender took but did not attempt: due again at once. */
  release(entries: Entry[]): void | Promise<void>;
}

/** The subset of a pino / Fastify logger delivery writes to (the Edge Functions write the same as JSON lines). */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * An attempt the mail server answered whose result the store refused (a full disk): what the e-mail's
 * recipients got, kept in memory to be written at the next pass. A sender that can keep it elsewhere too
 * (`onUnwritten`) does not send those recipients the e-mail again if it stops before the store takes it.
 */
export interface UnwrittenResult<Entry extends OutboxEntry = OutboxEntry> {
  entry: Entry;
  result: AttemptResult;
  retryInMs: number;
  leaseEndsAt: number;
}

export interface DeliveryOptions<Entry extends OutboxEntry> {
  store: OutboxStore<Entry>;
  transport: MailTransport;
  addresses: MailAddresses;
  backoff: Backoff;
  log: DeliveryLog;
  /** Milliseconds since the epoch, as the store's times are reckoned. */
  now?: () => number;
  /** E-mails sent at once. */
  lanes?: number;
  /** How long a claimed entry stays this sender's; must outlast one SMTP attempt and its record. */
  leaseMs: number;
  /** Where a given-up e-mail is listed for the firm, said in the log line that reports it. */
  failedHint?: string;
  /**
   * Called with every result still unwritten whenever that list changes: after a write of one failed, and
   * (empty) once the store has taken them all.
   */
  onUnwritten?: (results: UnwrittenResult<Entry>[]) => void;
}

/** What a pass did. */
export interface PassResult {
  /** Accepted for every recipient. */
  sent: number;
  /** Not yet, to be retried. */
  failed: number;
  /** Given up: some recipient refused it for good too often. */
  gaveUp: number;
}

/**
 * Sends due entries to the recipients that do not have them yet, records each recipient's outcome as
 * soon as the mail server has answered, schedules the rest again with exponential backoff, and gives a
 * message up once its remaining recipients have refused it for good too often (recipients.ts).
 */
export class OutboxDeliverer<Entry extends OutboxEntry = OutboxEntry> {
  readonly #o: Required<DeliveryOptions<Entry>>;
  /**
   * Writes the store refused (a full disk): kept here and written before anything else is claimed, so
   * that an e-mail the mail server accepted is recorded rather than sent again, and a message waits for
   * the database, not for its lease.
   */
  #unwritten: { write: () => void | Promise<void>; result?: UnwrittenResult<Entry> }[] = [];
  #stopped = false;

  constructor(options: DeliveryOptions<Entry>) {
    this.#o = { now: () => Date.now(), lanes: 4, failedHint: '', onUnwritten: () => {}, ...options };
  }

  /** No entry is claimed or started after this; those being sent finish. */
  stop(): void {
    this.#stopped = true;
  }

  /** The results of attempts the mail server answered that the store has not taken yet. */
  unwrittenResults(): UnwrittenResult<Entry>[] {
    return this.#unwritten.flatMap(({ result }) => (result ? [result] : []));
  }

  /**
   * A write to make before anything is claimed, as a refused one is: what an earlier run kept of its
   * unwritten results (the server's reserve file), so that nothing is sent before they are recorded.
   */
  writeFirst(write: () => void | Promise<void>): void {
    this.#unwritten.push({ write });
  }

  /**
   * Sends everything due, batch after batch, until nothing is due (failures are due later) or `deadline`
   * has passed. An e-mail is sent only while at least half of its lease is left: time for the SMTP exchange
   * (whose timeouts are shorter) and then for recording it. Once a write fails the pass stops sending: the
   * database is away, and each further e-mail would be one more to send twice. It then throws.
   */
  async deliverDue(deadline = Infinity): Promise<PassResult> {
    const result: PassResult = { sent: 0, failed: 0, gaveUp: 0 };
    const { store, now, lanes, leaseMs } = this.#o;
    if (this.#unwritten.length) {
      while (this.#unwritten.length) {
        await this.#unwritten[0]!.write();
        this.#unwritten.shift();
      }
      this.#o.onUnwritten([]);
    }
    while (!this.#stopped && now() < deadline) {
      const claimedAt = now();
      const batch = await store.claimDue(lanes * 4, leaseMs);
      if (batch.length === 0) break;
      const leaseEndsAt = claimedAt + leaseMs;
      const left: Entry[] = [];
      const failures: unknown[] = [];
      // Lanes work through the batch, so that one slow e-mail does not hold up the others.
      await Promise.all(
        Array.from({ length: Math.min(lanes, batch.length) }, async () => {
          for (let entry = batch.shift(); entry; entry = batch.shift()) {
            if (failures.length || this.#stopped || leaseEndsAt - now() < leaseMs / 2) {
              left.push(entry);
              continue;
            }
            try {
              const outcome = await this.#deliver(entry, leaseEndsAt);
              if (outcome === 'sent') result.sent++;
              else if (outcome === 'failed') result.gaveUp++;
              else result.failed++;
            } catch (error) {
              failures.push(error);
            }
          }
        }),
      );
      if (left.length) await this.#write(() => store.release(left), failures.length > 0);
      if (failures.length) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
    }
    return result;
  }

  async #deliver(entry: Entry, leaseEndsAt: number): Promise<DeliveryOutcome> {
    const { store, transport, addresses, backoff, log, now } = this.#o;
    const messageId = entry.id;
    const attempt = entry.attempts + 1;
    const delay = retryDelay(attempt, backoff);
    if (entry.interrupted) {
      log.warn(
        { messageId, reason: 'its sender stopped while it was being sent' },
        'contact e-mail: a cut-short attempt may have reached the mail server; recipients it did may get it twice (same Message-ID)',
      );
    }
    const configured = mailRecipients(addresses.to);
    const toSend = stillToSend(configured, entry.recipients);
    let report: SendReport = { accepted: [], refused: [] };
    if (toSend.length > 0) {
      try {
        await store.startAttempt(entry);
      } catch (error) {
        this.#keep(() => store.release([entry]));
        throw error;
      }
      try {
        report = await transport.send(composeContactMail(entry.message, entry.messageIdHeader, addresses), toSend);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await this.#write(() => store.retryLater(entry, reason, delay));
        log.warn({ messageId, attempt, retryInSeconds: delay / 1000, reason }, 'contact e-mail not delivered yet, will retry');
        return 'retry';
      }
    }
    const result = afterAttempt(configured, entry.recipients, report, now());
    await this.#write(() => store.record(entry, result, delay, leaseEndsAt), false, { entry, result, retryInMs: delay, leaseEndsAt });
    if (result.outcome === 'sent') log.info({ messageId, attempt }, 'contact e-mail delivered');
    else if (result.outcome === 'failed') {
      log.error(
        { messageId, attempt, reason: result.error },
        `contact e-mail given up: a recipient refused it for good${this.#o.failedHint ? ` (${this.#o.failedHint})` : ''}`,
      );
    } else {
      log.warn(
        { messageId, attempt, retryInSeconds: delay / 1000, reason: result.error },
        'contact e-mail not delivered to every recipient yet, will retry the others',
      );
    }
    return result.outcome;
  }

  /**
   * Writes now, or, when the store refuses, keeps the write for the next pass and throws. `deferred`:
   * the pass has already failed, so the write waits for the next pass without being tried now. `result`:
   * the attempt's result the write records, which the sender is told of while it waits (onUnwritten).
   */
  async #write(write: () => void | Promise<void>, deferred = false, result?: UnwrittenResult<Entry>): Promise<void> {
    if (!deferred) {
      try {
        await write();
        return;
      } catch (error) {
        this.#keep(write, result);
        throw error;
      }
    }
    this.#keep(write, result);
  }

  #keep(write: () => void | Promise<void>, result?: UnwrittenResult<Entry>): void {
    this.#unwritten.push({ write, ...(result ? { result } : {}) });
    if (result) this.#o.onUnwritten(this.unwrittenResults());
  }
}
