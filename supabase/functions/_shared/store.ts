import { repeatsStored, type NewMessage, type Quota, type StoreOutcome } from '../../../src/lib/contact/function.ts';
import { locales } from '../../../src/i18n/locales.ts';
import { messageIdFactory } from '../../../src/lib/contact/message-id.ts';
import { query, transaction } from './db.ts';
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

/** Windows longer than this are not used; rows older than it are deleted now and then. */
const MAX_WINDOW_MS = 24 * 3_600_000;

/**
 * The message and, unless it is spam, its outbox row, in one transaction, committed before the function
 * answers. A known idempotency key stores and counts nothing and gives the first message's id. A new
 * message counts against its quota in the same transaction, with the statement the Node server uses
 * (server/store/rate-limits.ts): a new or expired window starts at 1, a live one counts up unless it is
 * full, in which case nothing changes and the message is not stored. The upsert locks the counter's row,
 * so concurrent messages of one client are counted one after another.
 */
export async function storeMessage(input: NewMessage, now: number, { key, max, windowMs }: Quota): Promise<StoreOutcome> {
  const messageId = messageIdFactory(settings.siteUrl);
  await addLanguages();
  // Now and then, windows long over are cleared away.
  if (Math.random() < 0.005) await query('delete from contact.rate_limits where window_start < $1', [new Date(now - MAX_WINDOW_MS)]);
  return await transaction(async (sql) => {
    /** The message already stored under this key, if any: this one again, or a conflict. */
    const known = async (): Promise<StoreOutcome | null> => {
      const [row] = await sql<{ id: string; name: string; email: string; phone: string; message: string; status: string }>(
        'select id, name, email, phone, message, status from contact.messages where idempotency_key = $1',
        [input.idempotencyKey],
      );
      if (!row) return null;
      return repeatsStored({ ...row, spam: row.status === 'spam' }, input) ? { id: Number(row.id), created: false } : { conflict: true };
    };
    // Looked up first: an insert that meets the unique key would still use up an id of the sequence.
    const repeat = await known();
    if (repeat) return repeat;
    const [counted] = await sql<{ count: number }>(
      `insert into contact.rate_limits as r (key, window_start, count) values ($1, $2, 1)
       on conflict (key) do update set
         count        = case when r.window_start <= $3 then 1 else r.count + 1 end,
         window_start = case when r.window_start <= $3 then $2 else r.window_start end
       where r.window_start <= $3 or r.count < $4
       returning count`,
      [key, new Date(now), new Date(now - windowMs), max],
    );
    if (!counted) {
      const [window] = await sql<{ window_start: Date }>('select window_start from contact.rate_limits where key = $1', [key]);
      return { limitedForMs: new Date(window!.window_start).getTime() + windowMs - now };
    }
    const [row] = await sql<{ id: string }>(
      `insert into contact.messages (created_at, name, email, phone, message, language, ip, user_agent, idempotency_key, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (idempotency_key) do nothing
       returning id`,
      [
        new Date(now),
        input.name,
        input.email,
        input.phone,
        input.message,
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
