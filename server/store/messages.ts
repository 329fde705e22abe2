import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { Lang } from '../../src/i18n/locales.ts';
import type { CallTime } from '../../src/lib/contact/contact-schema.ts';
import { repeatsStored, type NewMessage, type Quota, type StoreOutcome } from '../../src/lib/contact/function.ts';
import type { MessageIdFactory } from '../../src/lib/contact/message-id.ts';
import type { RecipientState } from '../../src/lib/contact/recipients.ts';
import { transaction, whenUnlocked } from './database.ts';
import { sqliteQuota } from './rate-limits.ts';

/** 'failed': given up, some recipient refused it for good (it may have reached the others). */
export type MessageStatus = 'pending' | 'sent' | 'spam' | 'failed';

/** Messages deleted per transaction by a purge (about 40 ms of the lock for 4 KB messages), and the pause between. */
const PURGE_BATCH = 500;
const PURGE_PAUSE_MS = 30;
/** How long a purge's step waits for another writer (a message being stored holds the lock for milliseconds). */
const PURGE_LOCK_WAIT_MS = 30_000;

/** What retention deletes once it is old: what nobody is still waiting for. */
export const EXPIRING_STATUSES: readonly MessageStatus[] = ['sent', 'spam'];

export interface StoredMessage extends Omit<NewMessage, 'spam'> {
  id: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  status: MessageStatus;
}

/** Where a message stands in the outbox (spam has no outbox row). */
interface DeliveryState {
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
  failedAt: number | null;
  /** An attempt began then and has no result yet (it is under way, or its process stopped). */
  attemptStartedAt: number | null;
  messageIdHeader: string;
  recipients: RecipientState[];
}

export type StoredMessageWithDelivery = StoredMessage & { delivery: DeliveryState | null };

type Row = Record<string, SQLOutputValue>;

export function toMessage(row: Row): StoredMessage {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    message: String(row.message),
    callTime: row.call_time == null ? null : (String(row.call_time) as CallTime),
    language: row.language as Lang,
    ip: row.ip === null ? null : String(row.ip),
    userAgent: row.user_agent === null ? null : String(row.user_agent),
    idempotencyKey: String(row.idempotency_key),
    status: row.status as MessageStatus,
  };
}

export function toRecipient(row: Record<string, SQLOutputValue>): RecipientState {
  return {
    address: String(row.address),
    acceptedAt: row.accepted_at === null ? null : Number(row.accepted_at),
    refusals: Number(row.refusals),
    lastError: row.last_error === null ? null : String(row.last_error),
  };
}

/** The messages table: storing submissions (with their outbox entry), reading them back, retention. */
export class MessageStore {
  readonly #db: DatabaseSync;
  readonly #messageId: MessageIdFactory;
  readonly #insertMessage: StatementSync;
  readonly #insertOutbox: StatementSync;
  readonly #idByKey: StatementSync;
  readonly #spend: ReturnType<typeof sqliteQuota>;

  constructor(db: DatabaseSync, messageId: MessageIdFactory) {
    this.#db = db;
    this.#messageId = messageId;
    this.#spend = sqliteQuota(db);
    this.#insertMessage = db.prepare(
      `INSERT INTO messages (created_at, name, email, phone, message, call_time, language, ip, user_agent, idempotency_key, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    this.#insertOutbox = db.prepare('INSERT INTO outbox (message_id, next_attempt_at, message_id_header) VALUES (?, ?, ?)');
    this.#idByKey = db.prepare('SELECT id, name, email, phone, message, call_time, status FROM messages WHERE idempotency_key = ?');
  }

  /**
   * Stores a message and, unless it is spam, its outbox entry, in one transaction. A known idempotency
   * key stores nothing and returns the first message's id (`created: false`), or `conflict` when the
   * request is not a repeat of that message. With a `quota`, a new message counts against it in the
   * same transaction, and one over it is not stored (`limitedForMs`). Without a quota (tests, tools),
   * a conflict is thrown: only the contact function has a visitor to tell.
   */
  add(input: NewMessage, now: number): { id: number; created: boolean };
  add(input: NewMessage, now: number, quota: Quota): StoreOutcome;
  add(input: NewMessage, now: number, quota?: Quota): StoreOutcome {
    const outcome = this.#add(input, now, quota);
    if (!quota && 'conflict' in outcome) throw new Error(`The idempotency key ${input.idempotencyKey} belongs to another message`);
    return outcome;
  }

  #add(input: NewMessage, now: number, quota?: Quota): StoreOutcome {
    const known = (): StoreOutcome | null => {
      const row = this.#idByKey.get(input.idempotencyKey);
      if (!row) return null;
      const stored = {
        name: String(row.name),
        email: String(row.email),
        phone: String(row.phone),
        message: String(row.message),
        callTime: row.call_time == null ? null : String(row.call_time),
      };
      return repeatsStored({ ...stored, spam: row.status === 'spam' }, input) ? { id: Number(row.id), created: false } : { conflict: true };
    };
    return transaction(this.#db, () => {
      const repeat = known();
      if (repeat) return repeat;
      const limitedForMs = quota ? this.#spend(quota, now) : null;
      if (limitedForMs !== null) return { limitedForMs };
      const result = this.#insertMessage.run(
        now,
        input.name,
        input.email,
        input.phone,
        input.message,
        input.callTime ?? null,
        input.language,
        input.ip,
        input.userAgent,
        input.idempotencyKey,
        input.spam ? 'spam' : 'pending',
      );
      if (result.changes === 0) return known()!;
      const id = Number(result.lastInsertRowid);
      if (!input.spam) this.#insertOutbox.run(id, now, this.#messageId(id, now));
      return { id, created: true };
    });
  }

  get(id: number): StoredMessageWithDelivery | undefined {
    const row = this.#db
      .prepare(
        `SELECT m.*, o.attempts, o.next_attempt_at, o.last_error, o.sent_at, o.failed_at, o.attempt_started_at, o.message_id_header
         FROM messages m LEFT JOIN outbox o ON o.message_id = m.id WHERE m.id = ?`,
      )
      .get(id);
    if (!row) return undefined;
    const time = (value: SQLOutputValue | undefined) => (value == null ? null : Number(value));
    const delivery: DeliveryState | null =
      row.message_id_header === null
        ? null
        : {
            attempts: Number(row.attempts),
            nextAttemptAt: Number(row.next_attempt_at),
            lastError: row.last_error === null ? null : String(row.last_error),
            sentAt: time(row.sent_at),
            failedAt: time(row.failed_at),
            attemptStartedAt: time(row.attempt_started_at),
            messageIdHeader: String(row.message_id_header),
            recipients: this.#db.prepare('SELECT * FROM recipients WHERE message_id = ? ORDER BY address').all(id).map(toRecipient),
          };
    return { ...toMessage(row), delivery };
  }

  /** The most recent messages first, optionally of one status. */
  list({ limit, status }: { limit: number; status?: MessageStatus }): StoredMessage[] {
    const rows = status
      ? this.#db.prepare('SELECT * FROM messages WHERE status = ? ORDER BY id DESC LIMIT ?').all(status, limit)
      : this.#db.prepare('SELECT * FROM messages ORDER BY id DESC LIMIT ?').all(limit);
    return (rows as Row[]).map(toMessage);
  }

  count(status?: MessageStatus): number {
    const row = status
      ? this.#db.prepare('SELECT COUNT(*) AS n FROM messages WHERE status = ?').get(status)
      : this.#db.prepare('SELECT COUNT(*) AS n FROM messages').get();
    return Number((row as Row).n);
  }

  /**
   * Retention: deletes the messages created before `cutoff` that nobody waits for any more (delivered,
   * spam); with `undelivered`, pending and failed ones too. Their outbox and recipient rows go with them.
   * In short steps of PURGE_BATCH messages, each its own transaction, with a pause between them: another
   * process writing to the database (the server, while the CLI purges) gets in between, instead of waiting
   * for the whole purge. Each step waits for another's lock in `whenUnlocked`, so the server's own run
   * never holds up its event loop either. Returns how many.
   */
  async purgeOlderThan(
    cutoff: number,
    {
      undelivered = false,
      batch = PURGE_BATCH,
      pauseMs = PURGE_PAUSE_MS,
    }: { undelivered?: boolean; batch?: number; pauseMs?: number } = {},
  ): Promise<number> {
    const old = undelivered
      ? { where: 'created_at < ?', params: [cutoff] }
      : { where: `status IN (${EXPIRING_STATUSES.map(() => '?').join(', ')}) AND created_at < ?`, params: [...EXPIRING_STATUSES, cutoff] };
    const step = this.#db.prepare(`DELETE FROM messages WHERE id IN (SELECT id FROM messages WHERE ${old.where} LIMIT ?)`);
    let purged = 0;
    for (;;) {
      const { changes } = await whenUnlocked(() => transaction(this.#db, () => step.run(...old.params, batch)), PURGE_LOCK_WAIT_MS);
      purged += Number(changes);
      if (Number(changes) < batch) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    // Fold the WAL back into the main file so that the deleted text does not linger in the log either.
    if (purged > 0) await whenUnlocked(() => this.#db.exec('PRAGMA wal_checkpoint(TRUNCATE)'), PURGE_LOCK_WAIT_MS);
    return purged;
  }
}
