import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { transaction } from './database.ts';
import { toMessage, type StoredMessage } from './messages.ts';

/** An outbox entry leased for sending, with its message. */
export interface OutboxEntry {
  message: StoredMessage;
  /** Failed attempts so far. */
  attempts: number;
  messageIdHeader: string;
}

/**
 * The outbox table: which e-mails are due, leases so that two processes (the server and
 * `npm run messages -- retry`) never send the same entry at once, and the result of each attempt.
 */
export class OutboxQueue {
  readonly #db: DatabaseSync;
  readonly #due: StatementSync;
  readonly #lease: StatementSync;
  readonly #sent: StatementSync;
  readonly #sentMessage: StatementSync;
  readonly #failed: StatementSync;
  readonly #nextWake: StatementSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#due = db.prepare(
      `SELECT m.*, o.attempts, o.message_id_header FROM outbox o JOIN messages m ON m.id = o.message_id
       WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? AND (o.locked_until IS NULL OR o.locked_until <= ?)
       ORDER BY o.next_attempt_at, o.message_id LIMIT ?`,
    );
    this.#lease = db.prepare('UPDATE outbox SET locked_until = ? WHERE message_id = ?');
    this.#sent = db.prepare(
      'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, locked_until = NULL, last_error = NULL WHERE message_id = ?',
    );
    this.#sentMessage = db.prepare("UPDATE messages SET status = 'sent' WHERE id = ?");
    this.#failed = db.prepare(
      'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, locked_until = NULL WHERE message_id = ?',
    );
    this.#nextWake = db.prepare('SELECT MIN(MAX(next_attempt_at, COALESCE(locked_until, 0))) AS at FROM outbox WHERE sent_at IS NULL');
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
        message: toMessage(row),
        attempts: Number(row.attempts),
        messageIdHeader: String(row.message_id_header),
      }));
    });
  }

  markSent(messageId: number, now: number): void {
    transaction(this.#db, () => {
      this.#sent.run(now, messageId);
      this.#sentMessage.run(messageId);
    });
  }

  markFailed(messageId: number, error: string, nextAttemptAt: number): void {
    this.#failed.run(error.slice(0, 1000), nextAttemptAt, messageId);
  }

  /** When the next entry becomes due (possibly in the past), or null when everything is delivered. */
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
      ? 'UPDATE outbox SET next_attempt_at = ?, locked_until = NULL WHERE sent_at IS NULL'
      : 'UPDATE outbox SET next_attempt_at = ? WHERE sent_at IS NULL';
    return Number(this.#db.prepare(sql).run(now).changes);
  }

  pendingCount(): number {
    const row = this.#db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number };
    return row.n;
  }
}
