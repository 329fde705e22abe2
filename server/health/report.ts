import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { transaction } from '../store/database.ts';

/** What the health check tells a monitor: counts and ages only, never a message or an address. */
interface HealthReport {
  status: 'ok' | 'alert';
  /** Why the status is 'alert', in plain words; empty when all is well. */
  problems: string[];
  database: { writable: boolean };
  outbox: { waiting: number; oldestWaitingMinutes: number | null; alertAfterMinutes: number };
  smtp: { configured: boolean };
}

/** A write that waits longer than this for another writer's lock counts as "cannot write". */
const PROBE_BUSY_TIMEOUT_MS = 1000;
/** Probes closer together than this share one write, so a monitor (or a flood) never costs a write each. */
const PROBE_REUSE_MS = 1000;

/**
 * The health of the contact function's store, on a connection of its own (so its short lock timeout
 * leaves the messages' connection alone): whether a write commits, and how long the oldest e-mail has
 * been waiting for delivery.
 */
export class HealthProbe {
  readonly #db: DatabaseSync;
  readonly #write: StatementSync;
  readonly #waiting: StatementSync;
  #lastWrite: { at: number; error: string | null } | null = null;

  constructor(databasePath: string) {
    this.#db = new DatabaseSync(databasePath, { timeout: PROBE_BUSY_TIMEOUT_MS });
    this.#db.exec('PRAGMA synchronous = FULL');
    this.#write = this.#db.prepare('UPDATE health_probe SET written_at = ? WHERE id = 1');
    this.#waiting = this.#db.prepare(
      'SELECT COUNT(*) AS waiting, MIN(m.created_at) AS oldest FROM outbox o JOIN messages m ON m.id = o.message_id WHERE o.sent_at IS NULL',
    );
  }

  /** Null when a write commits; else why it did not. */
  #writeError(now: number): string | null {
    if (this.#lastWrite && now - this.#lastWrite.at < PROBE_REUSE_MS) return this.#lastWrite.error;
    let error: string | null = null;
    try {
      transaction(this.#db, () => this.#write.run(now));
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    this.#lastWrite = { at: now, error };
    return error;
  }

  report({ now, alertPendingMs, smtpConfigured }: { now: number; alertPendingMs: number; smtpConfigured: boolean }): {
    report: HealthReport;
    writeError: string | null;
  } {
    const writeError = this.#writeError(now);
    const problems: string[] = [];
    if (writeError) problems.push('the messages database cannot be written');

    let waiting = 0;
    let oldest: number | null = null;
    try {
      const row = this.#waiting.get() as { waiting: number; oldest: number | null };
      waiting = row.waiting;
      oldest = row.oldest;
    } catch {
      problems.push('the messages database cannot be read');
    }
    const oldestWaitingMinutes = oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 60_000));
    const alertAfterMinutes = Math.round(alertPendingMs / 60_000);
    if (oldest !== null && now - oldest > alertPendingMs) {
      problems.push(`an e-mail has waited ${oldestWaitingMinutes} minutes for delivery (the alert is at ${alertAfterMinutes})`);
    }
    return {
      writeError,
      report: {
        status: problems.length ? 'alert' : 'ok',
        problems,
        database: { writable: writeError === null },
        outbox: { waiting, oldestWaitingMinutes, alertAfterMinutes },
        smtp: { configured: smtpConfigured },
      },
    };
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
