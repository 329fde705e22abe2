import { retryDelay } from '../../../src/lib/contact/backoff.ts';
import { composeContactMail } from '../../../src/lib/contact/compose-mail.ts';
import {
  afterAttempt,
  mailRecipients,
  stillToSend,
  type DeliveryOutcome,
  type RecipientState,
  type SendReport,
} from '../../../src/lib/contact/recipients.ts';
import type { Lang } from '../../../src/i18n/locales.ts';
import { query, transaction } from './db.ts';
import { mailTransport } from './mailer.ts';
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
  attempt_started_at: Date | null;
  /** Filled in after the claim: what each recipient the mail server has answered for said so far. */
  recipients: RecipientState[];
}

interface DeliveryRun {
  /** Accepted for every recipient. */
  sent: number;
  /** Not yet, to be retried. */
  failed: number;
  /** Given up: some recipient refused it for good too often. */
  gaveUp: number;
}

/** E-mails sent at once by one deliverer; rows claimed per round. */
const LANES = 4;
const BATCH = LANES * 4;

interface Claim {
  rows: Claimed[];
  /** When the lease on these rows ends at the latest, by this instance's clock. */
  leaseEndsAt: number;
}

/**
 * Claims due rows for this deliverer: `FOR UPDATE SKIP LOCKED` lets any number of deliverers claim at
 * once without waiting for or taking each other's rows, and the lease (locked_until) keeps a claimed row
 * from every other deliverer until it runs out, so a deliverer killed mid-send leaves its rows to the
 * next one after the lease. Database time decides, so deliverers on other machines agree.
 */
async function claim(limit: number): Promise<Claim> {
  const { leaseMs } = settings;
  // The lease runs from the database's now(), a moment after this: reckoned from here, it ends no sooner.
  const claimedAt = Date.now();
  const rows = await query<Claimed>(
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
     returning o.message_id, o.attempts, o.message_id_header, o.attempt_started_at, m.name, m.email, m.phone, m.message, m.language, m.created_at`,
    [limit, `${leaseMs} milliseconds`],
  );
  const states = rows.length
    ? await query<{ message_id: string; address: string; accepted_at: Date | null; refusals: number; last_error: string | null }>(
        'select message_id, address, accepted_at, refusals, last_error from contact.recipients where message_id = any($1::bigint[])',
        [rows.map((r) => r.message_id)],
      )
    : [];
  for (const row of rows) {
    row.recipients = states
      .filter((s) => String(s.message_id) === String(row.message_id))
      .map((s) => ({
        address: s.address,
        acceptedAt: s.accepted_at === null ? null : new Date(s.accepted_at).getTime(),
        refusals: Number(s.refusals),
        lastError: s.last_error,
      }));
  }
  return { rows, leaseEndsAt: claimedAt + leaseMs };
}

/** Gives rows back before their lease ends, due again at once; should that fail, the lease runs out. */
async function release(rows: Claimed[]): Promise<void> {
  if (rows.length === 0) return;
  await query('update contact.outbox set locked_until = null where message_id = any($1::bigint[]) and sent_at is null', [
    rows.map((r) => r.message_id),
  ]).catch(() => undefined);
}

async function deliver(row: Claimed, leaseEndsAt: number): Promise<DeliveryOutcome> {
  const { mailTo, mailFrom, mailRetry } = settings;
  const id = Number(row.message_id);
  const attempt = row.attempts + 1;
  const delay = retryDelay(attempt, mailRetry);
  if (row.attempt_started_at !== null) {
    console.warn(
      JSON.stringify({
        messageId: id,
        msg: 'contact e-mail: a cut-short attempt may have reached the mail server; recipients it did may get it twice (same Message-ID)',
      }),
    );
  }
  const configured = mailRecipients(mailTo);
  const toSend = stillToSend(configured, row.recipients);
  let report: SendReport = { accepted: [], refused: [] };
  if (toSend.length > 0) {
    const mail = composeContactMail(
      {
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        language: row.language,
        createdAt: new Date(row.created_at).getTime(),
      },
      row.message_id_header,
      { from: mailFrom, to: mailTo },
    );
    // Committed before the message goes out, so that a deliverer that dies during the attempt leaves a trace.
    await query('update contact.outbox set attempt_started_at = now() where message_id = $1', [row.message_id]);
    try {
      report = await mailTransport().send(mail, toSend);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      // If even this fails (the database is away), the lease runs out and the row is tried again then.
      await query(
        `update contact.outbox set attempts = attempts + 1, last_error = $1, next_attempt_at = now() + $2::interval, locked_until = null,
           attempt_started_at = null
         where message_id = $3 and sent_at is null`,
        [reason, `${delay} milliseconds`, row.message_id],
      ).catch(() => undefined);
      console.warn(
        JSON.stringify({
          messageId: id,
          attempt,
          retryInSeconds: delay / 1000,
          reason,
          msg: 'contact e-mail not delivered yet, will retry',
        }),
      );
      return 'retry';
    }
  }
  const result = afterAttempt(configured, row.recipients, report, Date.now());
  await record(row.message_id, result, delay, leaseEndsAt);
  if (result.outcome === 'failed') {
    console.error(
      JSON.stringify({ messageId: id, attempt, reason: result.error, msg: 'contact e-mail given up: a recipient refused it for good' }),
    );
  } else if (result.outcome === 'retry') {
    console.warn(
      JSON.stringify({
        messageId: id,
        attempt,
        retryInSeconds: delay / 1000,
        reason: result.error,
        msg: 'contact e-mail not delivered to every recipient yet, will retry the others',
      }),
    );
  }
  return result.outcome;
}

/**
 * Records what the mail server said, per recipient and for the message, at once: an accepted recipient
 * has the e-mail, so should the database be away for a while (a restart, a failover), keep trying for
 * as long as the row is still ours, rather than leave it to be sent a second time when the lease runs
 * out. Done twice (the first commit's answer lost with its connection), it changes nothing more.
 */
async function record(
  messageId: string,
  { changed, outcome, error }: ReturnType<typeof afterAttempt>,
  delayMs: number,
  leaseEndsAt: number,
): Promise<void> {
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
            [messageId, r.address, r.acceptedAt === null ? null : new Date(r.acceptedAt), r.refusals, r.lastError],
          );
        }
        if (outcome === 'retry') {
          await sql(`update contact.outbox set next_attempt_at = now() + $3::interval, ${settled} where ${open}`, [
            messageId,
            error,
            `${delayMs} milliseconds`,
          ]);
          return;
        }
        const column = outcome === 'sent' ? 'sent_at' : 'failed_at';
        await sql(`update contact.outbox set ${column} = now(), ${settled} where ${open}`, [messageId, error]);
        await sql('update contact.messages set status = $2 where id = $1', [messageId, outcome]);
      });
      return;
    } catch (failure) {
      const wait = Math.min(1000, 50 * 2 ** attempt);
      if (Date.now() + wait >= leaseEndsAt) throw failure;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Sends everything due, round after round, until nothing is due or `budgetMs` is spent (a function
 * invocation has a wall-clock limit; what is left waits for the next run).
 *
 * An e-mail is sent only while at least half of its lease is left: time for the SMTP exchange (whose
 * timeouts are shorter) and then for recording it through a database restart. A row without that much
 * time left goes back unsent. Should recording fail all the same, the run stops sending: the database is
 * away, and each further e-mail would be one more to send twice.
 */
export async function deliverDue(budgetMs: number): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, gaveUp: 0 };
  const deadline = Date.now() + budgetMs;
  const reserve = settings.leaseMs / 2;
  let failure: unknown = null;
  while (Date.now() < deadline && failure === null) {
    const { rows, leaseEndsAt } = await claim(BATCH);
    if (rows.length === 0) break;
    const left: Claimed[] = [];
    // Lanes work through the batch, so that one slow e-mail does not hold up the others.
    await Promise.all(
      Array.from({ length: Math.min(LANES, rows.length) }, async () => {
        for (let row = rows.shift(); row; row = rows.shift()) {
          if (failure !== null || leaseEndsAt - Date.now() < reserve) {
            left.push(row);
            continue;
          }
          try {
            const outcome = await deliver(row, leaseEndsAt);
            if (outcome === 'sent') run.sent++;
            else if (outcome === 'failed') run.gaveUp++;
            else run.failed++;
          } catch (error) {
            failure ??= error;
          }
        }
      }),
    );
    if (failure === null) await release(left);
  }
  if (failure !== null) throw failure;
  return run;
}
