import { retryDelay } from '../../../src/lib/contact/backoff.ts';
import { composeContactMail } from '../../../src/lib/contact/compose-mail.ts';
import type { Lang } from '../../../src/i18n/locales.ts';
import { db } from './db.ts';
import { getMailer } from './mailer.ts';
import { settings } from './settings.ts';

interface Claimed {
  message_id: string;
  attempts: number;
  message_id_header: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Lang;
  created_at: Date;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
}

/** E-mails sent at once by one deliverer; rows claimed per round. */
const LANES = 4;
const BATCH = LANES * 4;

/**
 * Claims due rows for this deliverer: `FOR UPDATE SKIP LOCKED` lets any number of deliverers claim at
 * once without waiting for or taking each other's rows, and the lease (locked_until) keeps a claimed row
 * from every other deliverer until it runs out, so a deliverer killed mid-send leaves its rows to the
 * next one after the lease. Database time decides, so deliverers on other machines agree.
 */
async function claim(limit: number): Promise<Claimed[]> {
  const lease = `${settings().leaseMs} milliseconds`;
  return await db()<Claimed[]>`
    with due as (
      select message_id from contact.outbox
      where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
      order by next_attempt_at, message_id
      limit ${limit}
      for update skip locked
    )
    update contact.outbox o set locked_until = now() + ${lease}::interval
    from due, contact.messages m
    where o.message_id = due.message_id and m.id = o.message_id
    returning o.message_id, o.attempts, o.message_id_header, m.name, m.email, m.phone, m.message, m.language, m.created_at`;
}

async function deliver(row: Claimed): Promise<boolean> {
  const { mailTo, mailFrom, mailRetry } = settings();
  const mail = composeContactMail(
    { name: row.name, email: row.email, phone: row.phone, message: row.message, language: row.language, createdAt: new Date(row.created_at).getTime() },
    row.message_id_header,
    { from: mailFrom, to: mailTo },
  );
  try {
    await getMailer().send(mail);
  } catch (error) {
    const failures = row.attempts + 1;
    const delay = retryDelay(failures, mailRetry);
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    // If even this fails (the database is away), the lease runs out and the row is tried again then.
    await db()`
      update contact.outbox set attempts = attempts + 1, last_error = ${reason},
        next_attempt_at = now() + ${`${delay} milliseconds`}::interval, locked_until = null
      where message_id = ${row.message_id}`.catch(() => undefined);
    console.warn(JSON.stringify({ messageId: Number(row.message_id), attempt: failures, retryInSeconds: delay / 1000, reason, msg: 'contact e-mail not delivered yet, will retry' }));
    return false;
  }
  await recordSent(row.message_id);
  return true;
}

/**
 * Marks a row sent, only now that the SMTP server accepted it. The e-mail is out: should the database
 * be away for a moment (a restart, a failover), keep trying well inside the lease rather than leave the
 * row to be sent a second time when the lease runs out.
 */
async function recordSent(messageId: string): Promise<void> {
  const giveUpAt = Date.now() + Math.min(60_000, settings().leaseMs / 2);
  for (let attempt = 0; ; attempt++) {
    try {
      await db().begin(async (sql) => {
        await sql`update contact.outbox set sent_at = now(), attempts = attempts + 1, locked_until = null, last_error = null where message_id = ${messageId}`;
        await sql`update contact.messages set status = 'sent' where id = ${messageId}`;
      });
      return;
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));
    }
  }
}

/**
 * Sends everything due, round after round, until nothing is due or `budgetMs` is spent (a function
 * invocation has a wall-clock limit; what is left waits for the next run).
 */
export async function deliverDue(budgetMs: number): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0 };
  const deadline = Date.now() + budgetMs;
  while (Date.now() < deadline) {
    const batch = await claim(BATCH);
    if (batch.length === 0) break;
    // Lanes work through the batch, so that one slow e-mail does not hold up the others.
    await Promise.all(
      Array.from({ length: Math.min(LANES, batch.length) }, async () => {
        for (let row = batch.shift(); row; row = batch.shift()) {
          if (await deliver(row)) run.sent++;
          else run.failed++;
        }
      }),
    );
  }
  return run;
}
