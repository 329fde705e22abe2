import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { isBusy, transaction } from '../store/database.ts';
import type { WriteOutcomes } from '../store/write-outcomes.ts';

/** What the health check tells a monitor: counts and ages only, never a message or an address. */
interface HealthReport {
  status: 'ok' | 'alert';
  /** Why the status is 'alert', in plain words; empty when all is well. */
  problems: string[];
  database: { writable: boolean };
  outbox: {
    waiting: number;
    oldestWaitingMinutes: number | null;
    alertAfterMinutes: number;
    /** Messages given up (a recipient refused them for good), all time, and those of the last day. */
    failed: number;
    failedLastDay: number;
    /** Messages due for more than OVERDUE_AFTER_MS that no sender holds: delivery has stalled, not just waited for its backoff. */
    overdue: number;
    oldestOverdueMinutes: number | null;
  };
  smtp: { configured: boolean };
}

/** Another writer's lock seen by checks (or messages) for longer than this counts as "cannot write". */
const LOCK_ALERT_MS = 1000;
/**
 * After a message failed to be stored, the check writes (and frees in the same transaction) this much, more
 * than any message takes: the disk has room for messages again only if that commits.
 */
const MESSAGE_ROOM_BYTES = 48 * 1024;
/**
 * How often the check commits a message's worth of room even when no message has failed: at its first
 * report (a server restarted on a full disk has no failed message in memory yet, and its own one-page row
 * still fits) and then this often, so that a disk that filled up while nobody wrote is reported before a
 * visitor's message fails on it.
 */
const ROOM_CHECK_MS = 60_000;
/**
 * Checks closer together than this share one report: however many monitors (or a flood) ask, the
 * database sees one write and three index lookups per period.
 */
export const HEALTH_CACHE_MS = 2000;
/** A message given up is an alert for this long (the monitor calls someone); then it stays in the counts. */
const FAILED_ALERT_MS = 24 * 3_600_000;
/**
 * A message due this long ago and leased by no sender is overdue. The worker takes a due message within
 * moments and, when the database refuses a write, retries every 2 s; an SMTP outage moves the due time
 * forward with the backoff. So only a sender that has stalled (a lease left to run out, a pass that never
 * comes) leaves one here, while the oldest-waiting alert (ALERT_PENDING_MINUTES) may still be far off.
 */
export const OVERDUE_AFTER_MS = 60_000;

/**
 * The health of the contact function's store: whether a write commits, how long the oldest e-mail has been
 * waiting for delivery, whether one is overdue (due and held by no sender), and whether one was given up.
 * On the server's own connection, which never waits inside SQLite for a lock (the event loop would wait
 * with it): a lock held by another process is seen at once, and reported once it has lasted LOCK_ALERT_MS.
 * A message that could not be stored (WriteOutcomes) is reported at once too, until a message is stored or
 * the check commits a message's worth of room; that room is also checked at the first report and every
 * ROOM_CHECK_MS. Each read is answered from an index alone
 * (messages_status_created, outbox_failed, outbox_due), so its cost does not grow with the rows behind it.
 */
export class HealthProbe {
  readonly #db: DatabaseSync;
  readonly #ownsDb: boolean;
  readonly #writes: WriteOutcomes | null;
  readonly #write: StatementSync;
  readonly #room: StatementSync;
  readonly #waiting: StatementSync;
  readonly #failed: StatementSync;
  readonly #overdue: StatementSync;
  readonly #cacheMs: number;
  #last: { at: number; report: HealthReport; writeError: string | null; failureAt: number | null } | null = null;
  /** Since when checks have found the database locked by another process. */
  #lockedSince: number | null = null;
  /** When a message's worth of room last committed; null before the first time. */
  #roomAt: number | null = null;

  constructor(
    database: DatabaseSync | string,
    { cacheMs = HEALTH_CACHE_MS, writes = null }: { cacheMs?: number; writes?: WriteOutcomes | null } = {},
  ) {
    this.#ownsDb = typeof database === 'string';
    this.#db = typeof database === 'string' ? new DatabaseSync(database, { timeout: 0 }) : database;
    this.#writes = writes;
    this.#cacheMs = cacheMs;
    this.#write = this.#db.prepare('UPDATE health_probe SET written_at = ? WHERE id = 1');
    this.#room = this.#db.prepare('UPDATE health_probe SET written_at = zeroblob(?) WHERE id = 1');
    this.#waiting = this.#db.prepare("SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest FROM messages WHERE status = 'pending'");
    this.#failed = this.#db.prepare(
      'SELECT COUNT(*) AS failed, COUNT(CASE WHEN failed_at >= ? THEN 1 END) AS recent FROM outbox WHERE failed_at IS NOT NULL',
    );
    this.#overdue = this.#db.prepare(
      `SELECT COUNT(*) AS overdue, MIN(next_attempt_at) AS oldest FROM outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)`,
    );
  }

  /** The query plans of the health check's reads, as EXPLAIN QUERY PLAN gives them (for tests). */
  plans(): string[] {
    const plan = (statement: StatementSync, ...args: number[]) =>
      (this.#db.prepare(`EXPLAIN QUERY PLAN ${statement.sourceSQL}`).all(...args) as { detail: string }[])
        .map((row) => row.detail)
        .join('; ');
    return [plan(this.#waiting), plan(this.#failed, 0), plan(this.#overdue, 0, 0)];
  }

  /**
   * Null when a write commits (of a message's size after a message failed, at the first check and every
   * ROOM_CHECK_MS); else why it did not.
   */
  #writeError(now: number): string | null {
    const failure = this.#writes?.failure ?? null;
    const room = failure !== null || this.#roomAt === null || now - this.#roomAt >= ROOM_CHECK_MS || now < this.#roomAt;
    try {
      transaction(this.#db, () => {
        if (room) this.#room.run(MESSAGE_ROOM_BYTES);
        this.#write.run(now);
      });
      this.#lockedSince = null;
      if (room) this.#roomAt = now;
      if (failure) this.#writes!.succeeded();
      return null;
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      if (!isBusy(cause)) return failure ? `${failure.reason} (messages since ${new Date(failure.at).toISOString()})` : reason;
      this.#lockedSince ??= now;
      if (failure) return `${failure.reason} (messages since ${new Date(failure.at).toISOString()})`;
      return now - this.#lockedSince >= LOCK_ALERT_MS
        ? `${reason} (held by another process for ${Math.round((now - this.#lockedSince) / 1000)} s)`
        : null;
    }
  }

  /** The report, and (only when it was made now rather than reused) why the database could not be written. */
  report({ now, alertPendingMs, smtpConfigured }: { now: number; alertPendingMs: number; smtpConfigured: boolean }): {
    report: HealthReport;
    writeError: string | null;
  } {
    // A message that failed since the last report is news at once, however recent that report.
    const failureAt = this.#writes?.failure?.at ?? null;
    if (this.#last && now - this.#last.at >= 0 && now - this.#last.at < this.#cacheMs && this.#last.failureAt === failureAt)
      return { report: this.#last.report, writeError: null };
    const writeError = this.#writeError(now);
    const problems: string[] = [];
    if (writeError) problems.push('the messages database cannot be written');

    let waiting = 0;
    let oldest: number | null = null;
    let failed = 0;
    let failedLastDay = 0;
    let overdue = 0;
    let overdueSince: number | null = null;
    try {
      const row = this.#waiting.get() as { waiting: number; oldest: number | null };
      waiting = row.waiting;
      oldest = row.oldest;
      const given = this.#failed.get(now - FAILED_ALERT_MS) as { failed: number; recent: number };
      failed = given.failed;
      failedLastDay = given.recent;
      const late = this.#overdue.get(now - OVERDUE_AFTER_MS, now) as { overdue: number; oldest: number | null };
      overdue = late.overdue;
      overdueSince = late.oldest;
    } catch {
      problems.push('the messages database cannot be read');
    }
    const oldestWaitingMinutes = oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 60_000));
    const alertAfterMinutes = Math.round(alertPendingMs / 60_000);
    if (oldest !== null && now - oldest > alertPendingMs) {
      problems.push(`an e-mail has waited ${oldestWaitingMinutes} minutes for delivery (the alert is at ${alertAfterMinutes})`);
    }
    const oldestOverdueMinutes = overdueSince === null ? null : Math.max(0, Math.floor((now - overdueSince) / 60_000));
    if (overdue > 0) {
      problems.push(
        `${overdue === 1 ? 'an e-mail is' : `${overdue} e-mails are`} overdue for delivery: due ${oldestOverdueMinutes} minutes ago and not being sent`,
      );
    }
    if (failedLastDay > 0) {
      problems.push(
        `${failedLastDay === 1 ? 'an e-mail was' : `${failedLastDay} e-mails were`} refused for good by a recipient's mail server in the last 24 hours (npm run messages -- list --status failed)`,
      );
    }
    const report: HealthReport = {
      status: problems.length ? 'alert' : 'ok',
      problems,
      database: { writable: writeError === null },
      outbox: { waiting, oldestWaitingMinutes, alertAfterMinutes, failed, failedLastDay, overdue, oldestOverdueMinutes },
      smtp: { configured: smtpConfigured },
    };
    this.#last = { at: now, report, writeError, failureAt: this.#writes?.failure?.at ?? null };
    return { report, writeError };
  }

  close(): void {
    if (this.#ownsDb && this.#db.isOpen) this.#db.close();
  }
}
