import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { AttemptResult, OutboxEntry as SharedOutboxEntry } from '../../src/lib/contact/outbox-delivery.ts';
import { transaction } from './database.ts';
import { toMessage, toRecipient, type StoredMessage } from './messages.ts';

/** An outbox entry leased for sending, with its message as stored. */
export interface OutboxEntry extends SharedOutboxEntry {
  message: StoredMessage;
}

/**
 * The outbox table: which e-mails are due, leases so that two processes (the server and
 * `npm run messages -- retry`) never send the same entry at once, and the result of each attempt, per
 * recipient.
 */
export class OutboxQueue {
  readonly #db: DatabaseSync;
  readonly #due: StatementSync;
  readonly #lease: StatementSync;
  readonly #recipients: StatementSync;
  readonly #started: StatementSync;
  readonly #saveRecipient: StatementSync;
  readonly #sent: StatementSync;
  readonly #failed: StatementSync;
  readonly #retry: StatementSync;
  readonly #status: StatementSync;
  readonly #nextWake: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#due = db.prepare(
      `SELECT m.*, o.attempts, o.message_id_header, o.attempt_started_at FROM outbox o JOIN messages m ON m.id = o.message_id
       WHERE o.sent_at IS NULL AND o.failed_at IS NULL AND o.next_attempt_at <= ? AND (o.locked_until IS NULL OR o.locked_until <= ?)
       ORDER BY o.next_attempt_at, o.message_id LIMIT ?`,
    );
    this.#lease = db.prepare('UPDATE outbox SET locked_until = ? WHERE message_id = ?');
    this.#recipients = db.prepare('SELECT * FROM recipients WHERE message_id = ?');
    this.#started = db.prepare('UPDATE outbox SET attempt_started_at = ? WHERE message_id = ?');
    this.#saveRecipient = db.prepare(
      `INSERT INTO recipients (message_id, address, accepted_at, refusals, last_error) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (message_id, address) DO UPDATE SET accepted_at = excluded.accepted_at, refusals = excluded.refusals, last_error = excluded.last_error`,
    );
    const settled = 'attempts = attempts + 1, last_error = ?, locked_until = NULL, attempt_started_at = NULL';
    this.#sent = db.prepare(`UPDATE outbox SET sent_at = ?, ${settled} WHERE message_id = ?`);
    this.#failed = db.prepare(`UPDATE outbox SET failed_at = ?, ${settled} WHERE message_id = ?`);
    this.#retry = db.prepare(`UPDATE outbox SET next_attempt_at = ?, ${settled} WHERE message_id = ?`);
    this.#status = db.prepare('UPDATE messages SET status = ? WHERE id = ?');
    this.#nextWake = db.prepare(
      'SELECT MIN(MAX(next_attempt_at, COALESCE(locked_until, 0))) AS at FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
    );
  }

  /**
   * Leases up to `limit` due entries until `now + leaseMs`, oldest first. The lease outlives any SMTP
   * attempt (the transport's timeouts are shorter), so a crashed sender's entries become due again.
   */
  claimDue(now: number, limit: number, leaseMs: number): OutboxEntry[] {
    return transaction(this.#db, () => {
      const rows = this.#due.all(now, now, limit);
      for (const row of rows) this.#lease.run(now + leaseMs, row.id as number);
      return rows.map((row) => ({
        id: row.id as number,
        message: toMessage(row),
        attempts: Number(row.attempts),
        messageIdHeader: String(row.message_id_header),
        recipients: this.#recipients.all(row.id as number).map(toRecipient),
        interrupted: row.attempt_started_at !== null,
      }));
    });
  }

  /**
   * Committed (synchronous = FULL) just before the message goes to the mail server, so that after a
   * crash the entries whose attempt never got its result are known.
   */
  startAttempt(messageId: number, now: number): void {
    this.#started.run(now, messageId);
  }

  /**
   * The result of an attempt the mail server answered: each recipient's outcome and the message's, in
   * one transaction, at once, so that the window in which a crash forgets an accepted recipient is as
   * short as it can be. 'retry' makes the entry due again at `nextAttemptAt`.
   */
  record(messageId: number, result: AttemptResult, now: number, nextAttemptAt: number): void {
    transaction(this.#db, () => this.#record(messageId, result, now, nextAttemptAt));
  }

  #record(messageId: number, { changed, outcome, error }: AttemptResult, now: number, nextAttemptAt: number): void {
    for (const r of changed) this.#saveRecipient.run(messageId, r.address, r.acceptedAt, r.refusals, r.lastError);
    if (outcome === 'sent') this.#sent.run(now, error, messageId);
    else if (outcome === 'failed') this.#failed.run(now, error, messageId);
    else this.#retry.run(nextAttemptAt, error, messageId);
    if (outcome !== 'retry') this.#status.run(outcome, messageId);
  }

  /**
   * A result an earlier run kept outside the database (mail/results-reserve.ts), recorded as `record` does,
   * but only for the message it belongs to (the same Message-ID) while that message is still undelivered:
   * a message deleted since, a database restored from an older backup, or a result already written leaves
   * nothing to do. Returns whether it was recorded.
   */
  recordSaved(messageId: number, messageIdHeader: string, result: AttemptResult, now: number, nextAttemptAt: number): boolean {
    return transaction(this.#db, () => {
      const row = this.#db
        .prepare('SELECT 1 FROM outbox WHERE message_id = ? AND message_id_header = ? AND sent_at IS NULL AND failed_at IS NULL')
        .get(messageId, messageIdHeader);
      if (!row) return false;
      this.#record(messageId, result, now, nextAttemptAt);
      return true;
    });
  }

  /** Gives up this process's lease on an entry it did not attempt: due again at once. */
  release(messageId: number): void {
    this.#lease.run(null, messageId);
  }

  /** An attempt that decided nothing for any recipient (no connection, a timeout): tried again later. */
  retryLater(messageId: number, error: string, nextAttemptAt: number): void {
    this.#retry.run(nextAttemptAt, error.slice(0, 1000), messageId);
  }

  /** When the next entry becomes due (possibly in the past), or null when nothing is left to deliver. */
  nextWakeAt(): number | null {
    const { at } = this.#nextWake.get() as { at: number | null };
    return at;
  }

  /**
   * Makes every undelivered entry due now, ignoring its backoff. `releaseLeases` also frees leased
   * entries: right for the server at start-up (a lease left by a killed process must not delay
   * delivery), wrong for the CLI, which must not take entries the running server is sending.
   */
  makeAllDue(now: number, { releaseLeases }: { releaseLeases: boolean }): number {
    const sql = releaseLeases
      ? 'UPDATE outbox SET next_attempt_at = ?, locked_until = NULL WHERE sent_at IS NULL AND failed_at IS NULL'
      : 'UPDATE outbox SET next_attempt_at = ? WHERE sent_at IS NULL AND failed_at IS NULL';
    return Number(this.#db.prepare(sql).run(now).changes);
  }

  /**
   * Gives failed messages another round (after MAIL_TO was corrected, say): pending again, due now, and
   * each recipient that never accepted them starts again from no refusals. Returns how many.
   */
  requeueFailed(now: number): number {
    return transaction(this.#db, () => {
      const failed = 'SELECT message_id FROM outbox WHERE failed_at IS NOT NULL';
      this.#db.prepare(`UPDATE recipients SET refusals = 0 WHERE accepted_at IS NULL AND message_id IN (${failed})`).run();
      this.#db.prepare(`UPDATE messages SET status = 'pending' WHERE id IN (${failed})`).run();
      return Number(
        this.#db.prepare('UPDATE outbox SET failed_at = NULL, next_attempt_at = ? WHERE failed_at IS NOT NULL').run(now).changes,
      );
    });
  }

  pendingCount(): number {
    const row = this.#db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL').get() as { n: number };
    return row.n;
  }
}
