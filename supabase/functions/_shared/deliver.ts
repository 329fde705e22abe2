import {
  OutboxDeliverer,
  type DeliveryLog,
  type OutboxEntry,
  type OutboxStore,
  type PassResult,
} from '../../../src/lib/contact/outbox-delivery.ts';
import type { Lang } from '../../../src/i18n/locales.ts';
import type { CallTime } from '../../../src/lib/contact/contact-schema.ts';
import { query, transaction } from './db.ts';
import { mailTransport } from './mailer.ts';
import { settings } from './settings.ts';

/** An outbox row leased by this deliverer; `key` is its bigint id as node-postgres reads it. */
interface PgEntry extends OutboxEntry {
  key: string;
}

interface ClaimedRow {
  message_id: string;
  attempts: number;
  message_id_header: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  call_time: CallTime | null;
  language: Lang;
  created_at: Date;
  attempt_started_at: Date | null;
}

/** The deliverer's lines on the function's log, as JSON, as the platform collects them. */
const log: DeliveryLog = {
  info: (details, msg) => console.log(JSON.stringify({ ...details, msg })),
  warn: (details, msg) => console.warn(JSON.stringify({ ...details, msg })),
  error: (details, msg) => console.error(JSON.stringify({ ...details, msg })),
};

/**
 * The PostgreSQL outbox (contact.outbox, contact.recipients) as the shared delivery loop stores through it.
 * Database time decides leases and due times, so deliverers on other machines agree.
 */
const postgresStore: OutboxStore<PgEntry> = {
  /**
   * `FOR UPDATE SKIP LOCKED` lets any number of deliverers claim at once without waiting for or taking each
   * other's rows, and the lease (locked_until) keeps a claimed row from every other deliverer until it runs
   * out, so a deliverer killed mid-send leaves its rows to the next one after the lease.
   */
  async claimDue(limit, leaseMs) {
    const rows = await query<ClaimedRow>(
      `with due as (
         select message_id from contact.outbox
         where sent_at is null and failed_at is null and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
         order by next_attempt_at, message_id
         limit $1
         for update skip locked
       )
       update contact.outbox o set locked_until = now() + $2::interval
       from due, contact.messages m
       where o.message_id = due.message_id and m.id = o.message_id
       returning o.message_id, o.attempts, o.message_id_header, o.attempt_started_at, m.name, m.email, m.phone, m.message, m.call_time, m.language, m.created_at`,
      [limit, `${leaseMs} milliseconds`],
    );
    const states = rows.length
      ? await query<{ message_id: string; address: string; accepted_at: Date | null; refusals: number; last_error: string | null }>(
          'select message_id, address, accepted_at, refusals, last_error from contact.recipients where message_id = any($1::bigint[])',
          [rows.map((r) => r.message_id)],
        )
      : [];
    return rows.map((row) => ({
      id: Number(row.message_id),
      key: row.message_id,
      message: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        callTime: row.call_time,
        language: row.language,
        createdAt: new Date(row.created_at).getTime(),
      },
      messageIdHeader: row.message_id_header,
      attempts: row.attempts,
      interrupted: row.attempt_started_at !== null,
      recipients: states
        .filter((s) => String(s.message_id) === String(row.message_id))
        .map((s) => ({
          address: s.address,
          acceptedAt: s.accepted_at === null ? null : new Date(s.accepted_at).getTime(),
          refusals: Number(s.refusals),
          lastError: s.last_error,
        })),
    }));
  },

  async startAttempt(entry) {
    await query('update contact.outbox set attempt_started_at = now() where message_id = $1', [entry.key]);
  },

  /**
   * An accepted recipient has the e-mail, so should the database be away for a while (a restart, a
   * failover), keep trying for as long as the row is still ours, rather than leave it to be sent a second
   * time when the lease runs out. Done twice (the first commit's answer lost with its connection), it
   * changes nothing more.
   */
  async record(entry, { changed, outcome, error }, retryInMs, leaseEndsAt) {
    const settled = 'attempts = attempts + 1, last_error = $2, locked_until = null, attempt_started_at = null';
    const open = 'message_id = $1 and sent_at is null and failed_at is null';
    for (let attempt = 0; ; attempt++) {
      try {
        await transaction(async (sql) => {
          for (const r of changed) {
            await sql(
              `insert into contact.recipients (message_id, address, accepted_at, refusals, last_error) values ($1, $2, $3, $4, $5)
               on conflict (message_id, address) do update
                 set accepted_at = excluded.accepted_at, refusals = excluded.refusals, last_error = excluded.last_error`,
              [entry.key, r.address, r.acceptedAt === null ? null : new Date(r.acceptedAt), r.refusals, r.lastError],
            );
          }
          if (outcome === 'retry') {
            await sql(`update contact.outbox set next_attempt_at = now() + $3::interval, ${settled} where ${open}`, [
              entry.key,
              error,
              `${retryInMs} milliseconds`,
            ]);
            return;
          }
          const column = outcome === 'sent' ? 'sent_at' : 'failed_at';
          await sql(`update contact.outbox set ${column} = now(), ${settled} where ${open}`, [entry.key, error]);
          await sql('update contact.messages set status = $2 where id = $1', [entry.key, outcome]);
        });
        return;
      } catch (failure) {
        const wait = Math.min(1000, 50 * 2 ** attempt);
        if (Date.now() + wait >= leaseEndsAt) throw failure;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  },

  // Nothing reached the mail server: if even this fails (the database is away), the lease runs out and
  // the row is tried again then.
  async retryLater(entry, reason, retryInMs) {
    await query(
      `update contact.outbox set attempts = attempts + 1, last_error = $1, next_attempt_at = now() + $2::interval, locked_until = null,
         attempt_started_at = null
       where message_id = $3 and sent_at is null`,
      [reason, `${retryInMs} milliseconds`, entry.key],
    ).catch(() => undefined);
  },

  // Should giving the rows back fail, their lease runs out.
  async release(entries) {
    if (entries.length === 0) return;
    await query('update contact.outbox set locked_until = null where message_id = any($1::bigint[]) and sent_at is null', [
      entries.map((e) => e.key),
    ]).catch(() => undefined);
  },
};

let deliverer: OutboxDeliverer<PgEntry> | null = null;

/**
 * Sends everything due, round after round, until nothing is due or `budgetMs` is spent (a function
 * invocation has a wall-clock limit; what is left waits for the next run). One deliverer per instance,
 * so that a result the database refused is written first by this instance's next run.
 */
export function deliverDue(budgetMs: number): Promise<PassResult> {
  deliverer ??= new OutboxDeliverer({
    store: postgresStore,
    transport: mailTransport(),
    addresses: { from: settings.mailFrom, to: settings.mailTo },
    backoff: settings.mailRetry,
    log,
    lanes: 4,
    leaseMs: settings.leaseMs,
  });
  return deliverer.deliverDue(Date.now() + budgetMs);
}
