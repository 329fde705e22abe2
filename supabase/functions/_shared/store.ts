import { repeatsStored, type NewMessage, type Quota, type StoreOutcome } from '../../../src/lib/contact/function.ts';
import { locales } from '../../../src/i18n/locales.ts';
import { messageIdFactory } from '../../../src/lib/contact/message-id.ts';
import { MAX_QUOTA_WINDOW_MS, spendQuota } from '../../../src/lib/contact/rate-limit-count.ts';
import { query, transaction, type Query } from './db.ts';
import { settings } from './settings.ts';

let languagesAdded: Promise<unknown> | null = null;

/**
 * Once per function instance: every language of the locale registry this function was deployed with may
 * be stored (contact.messages refers to contact.languages). A failure is tried again by the next message.
 */
function addLanguages(): Promise<unknown> {
  languagesAdded ??= query('insert into contact.languages (code) select unnest($1::text[]) on conflict do nothing', [locales]).catch(
    (error: unknown) => {
      languagesAdded = null;
      throw error;
    },
  );
  return languagesAdded;
}

/**
 * Counts a new message in every budget of its quota, as the Node server does (server/store/rate-limits.ts): the
 * counters are read, spendQuota (src/lib/contact/rate-limit-count.ts) decides, and they are written, or nothing
 * changes and the message is not stored; returns the milliseconds until the last full window ends (else null).
 * A counter that does not exist yet is first made as one long expired, so that every counter can be locked
 * before it is read: in the order of their keys, so concurrent messages of one client are counted one after
 * another and two never wait for each other's rows.
 */
async function countQuota(sql: Query, quota: Quota, now: number): Promise<number | null> {
  const keys = [...new Set(quota.budgets.map((budget) => budget.key))].sort();
  await sql('savepoint quota');
  await sql(
    `insert into contact.rate_limits (key, window_start, count)
     select key, 'epoch', 1 from unnest($1::text[]) as key order by key
     on conflict (key) do nothing`,
    [keys],
  );
  const rows = await sql<{ key: string; window_start: Date; count: number }>(
    'select key, window_start, count from contact.rate_limits where key = any($1::text[]) order by key for update',
    [keys],
  );
  const stored = new Map(rows.map((row) => [row.key, { windowStart: new Date(row.window_start).getTime(), count: row.count }]));
  const outcome = spendQuota(quota, (key) => stored.get(key), now);
  if ('limitedForMs' in outcome) {
    await sql('rollback to savepoint quota');
    return outcome.limitedForMs;
  }
  await sql(
    `update contact.rate_limits as r set window_start = c.window_start, count = c.count
     from unnest($1::text[], $2::timestamptz[], $3::integer[]) as c (key, window_start, count)
     where r.key = c.key`,
    [outcome.counters.map((c) => c.key), outcome.counters.map((c) => new Date(c.windowStart)), outcome.counters.map((c) => c.count)],
  );
  await sql('release savepoint quota');
  return null;
}

/**
 * The message and, unless it is spam, its outbox row, in one transaction, committed before the function
 * answers. A known idempotency key stores and counts nothing and gives the first message's id. A new
 * message counts against every budget of its quota in the same transaction (countQuota).
 */
export async function storeMessage(input: NewMessage, now: number, quota: Quota): Promise<StoreOutcome> {
  const messageId = messageIdFactory(settings.siteUrl);
  await addLanguages();
  // Now and then, windows long over are cleared away.
  if (Math.random() < 0.005) await query('delete from contact.rate_limits where window_start < $1', [new Date(now - MAX_QUOTA_WINDOW_MS)]);
  return await transaction(async (sql) => {
    /** The message already stored under this key, if any: this one again, or a conflict. */
    const known = async (): Promise<StoreOutcome | null> => {
      const [row] = await sql<{
        id: string;
        name: string;
        email: string;
        phone: string;
        message: string;
        call_time: string | null;
        status: string;
      }>('select id, name, email, phone, message, call_time, status from contact.messages where idempotency_key = $1', [
        input.idempotencyKey,
      ]);
      if (!row) return null;
      return repeatsStored({ ...row, callTime: row.call_time, spam: row.status === 'spam' }, input)
        ? { id: Number(row.id), created: false }
        : { conflict: true };
    };
    // Looked up first: an insert that meets the unique key would still use up an id of the sequence.
    const repeat = await known();
    if (repeat) return repeat;
    const limitedForMs = await countQuota(sql, quota, now);
    if (limitedForMs !== null) return { limitedForMs };
    const [row] = await sql<{ id: string }>(
      `insert into contact.messages (created_at, name, email, phone, message, call_time, language, ip, user_agent, idempotency_key, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       on conflict (idempotency_key) do nothing
       returning id`,
      [
        new Date(now),
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
      ],
    );
    // The same key, sent twice at once, was stored by the other request meanwhile (this one still
    // counted: the one case a repeat is counted).
    if (!row) return (await known())!;
    const id = Number(row.id);
    if (!input.spam) {
      await sql('insert into contact.outbox (message_id, next_attempt_at, message_id_header) values ($1, $2, $3)', [
        id,
        new Date(now),
        messageId(id, now),
      ]);
    }
    return { id, created: true };
  });
}
