import { afterEach, describe, expect, it } from 'vitest';
import { PERMANENT_REFUSALS_LIMIT } from '../../src/lib/contact/recipients.ts';
import { validMessage } from '../server/support/app.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { ANON_KEY, startSupabase, type SupabaseUnderTest } from './support.ts';

/**
 * The Supabase deliverer with MAIL_TO naming two recipients, one refused at RCPT TO by the real SMTP
 * peer: the same outcomes as the Node outbox (tests/server/mail-recipients.test.ts), from the same
 * rules (src/lib/contact/recipients.ts). Runs are started by hand, after each backoff has passed.
 */
const FIRM = 'firm@example-law.gr';
const GONE = 'gone@example-law.gr';
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function setup(): Promise<{ supabase: SupabaseUnderTest; inbox: MailPeer; refuse: Record<string, number> }> {
  const refuse: Record<string, number> = {};
  const inbox = await startMailPeer(0, { refuse });
  cleanup.push(() => inbox.close());
  const supabase = await startSupabase({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    SMTP_SECURE: 'false',
    MAIL_TO: `${FIRM},${GONE}`,
    DELIVERY_SCHEDULE_SECONDS: '0',
    // A second apart: longer than one delivery run takes on a busy machine, so that no run meets the same
    // message twice and every attempt counted here is one run's.
    MAIL_RETRY_INITIAL_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '1',
  });
  cleanup.push(() => supabase.stop());
  return { supabase, inbox, refuse };
}

async function send(supabase: SupabaseUnderTest, idempotencyKey: string) {
  const response = await fetch(supabase.functions.sendUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
    body: JSON.stringify({ ...validMessage, idempotencyKey, language: 'el' }),
  });
  expect(response.status).toBe(200);
}

/**
 * A delivery run once the message is due again: its backoff (a second here) passed and no attempt
 * holding it, as the database's clock tells (a busy machine can take longer than the backoff to finish one).
 */
async function runLater(supabase: SupabaseUnderTest) {
  await expect
    .poll(
      async () =>
        (
          await supabase.sql<{ waiting: boolean }[]>`
            select exists (select 1 from contact.outbox where sent_at is null and failed_at is null
              and (next_attempt_at > now() or locked_until > now())) as waiting`
        )[0]!.waiting,
      { timeout: 10_000, interval: 50 },
    )
    .toBe(false);
  return supabase.deliver();
}

const state = async (supabase: SupabaseUnderTest) =>
  (
    await supabase.sql<{ status: string; attempts: number; failed: boolean; sent: boolean }[]>`
      select m.status, o.attempts, o.failed_at is not null as failed, o.sent_at is not null as sent
      from contact.messages m join contact.outbox o on o.message_id = m.id`
  )[0]!;

describe('one recipient refused at RCPT TO, on Supabase', () => {
  it('the other gets exactly one copy while the refused one is retried alone, then delivered', async () => {
    const { supabase, inbox, refuse } = await setup();
    refuse[GONE] = 450;
    await send(supabase, 'two-recipients');
    await inbox.waitFor(1);
    for (let i = 0; i < 3; i++) expect(await runLater(supabase)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(inbox.recipients).toEqual([[FIRM]]);
    expect(await state(supabase)).toMatchObject({ status: 'pending', attempts: 4 });

    refuse[GONE] = 0;
    expect(await runLater(supabase)).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(inbox.recipients).toEqual([[FIRM], [GONE]]);
    expect(await state(supabase)).toMatchObject({ status: 'sent', sent: true });
    expect(await runLater(supabase)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(inbox.messages).toHaveLength(2);
  });

  it(`refused for good ${PERMANENT_REFUSALS_LIMIT} times: failed, and no run tries it again`, async () => {
    const { supabase, inbox, refuse } = await setup();
    refuse[GONE] = 550;
    await send(supabase, 'refused-for-good');
    await inbox.waitFor(1);
    await expect.poll(async () => (await state(supabase)).attempts, { timeout: 30_000 }).toBe(1);
    for (let i = 1; i < PERMANENT_REFUSALS_LIMIT - 1; i++) expect(await runLater(supabase)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(await runLater(supabase)).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect(await state(supabase)).toMatchObject({ status: 'failed', failed: true, sent: false, attempts: PERMANENT_REFUSALS_LIMIT });
    expect(await runLater(supabase)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(inbox.recipients).toEqual([[FIRM]]);
    expect(
      await supabase.sql`select address, accepted_at is not null as accepted, refusals, last_error from contact.recipients order by address`,
    ).toEqual([
      { address: FIRM, accepted: true, refusals: 0, last_error: null },
      { address: GONE, accepted: false, refusals: PERMANENT_REFUSALS_LIMIT, last_error: expect.stringMatching(/^550 5\.1\.1/) },
    ]);
  });
});
