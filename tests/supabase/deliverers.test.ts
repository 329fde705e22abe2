import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { FUNCTION_PATH, validMessage } from '../server/support/app.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { ANON_KEY, sharedCluster, startSupabase, type SupabaseUnderTest } from './support.ts';

/**
 * Delivery from Postgres with several deliverers at once, a deliverer killed mid-send, and Postgres
 * restarted under load. Each scenario has its own database and functions; the SMTP peer is real.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanup: (() => Promise<unknown>)[] = [];
const stacks: SupabaseUnderTest[] = [];
afterEach(async ({ task }) => {
  // What the functions printed says why a scenario failed (a process that ended, a query that threw).
  if (task.result?.state === 'fail')
    for (const supabase of stacks)
      console.log(`the functions (exit ${supabase.functions.process.exitCode}) printed:\n${supabase.functions.output()}`);
  stacks.splice(0);
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function stack(inbox: MailPeer, env: Record<string, string> = {}): Promise<SupabaseUnderTest> {
  const supabase = await startSupabase({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port), SMTP_SECURE: 'false', ...env });
  stacks.push(supabase);
  cleanup.push(() => supabase.stop());
  return supabase;
}

async function peer(options: Parameters<typeof startMailPeer>[1] = {}): Promise<MailPeer> {
  const inbox = await startMailPeer(0, options);
  cleanup.push(() => inbox.close());
  return inbox;
}

/** Stores `count` messages as the send function does (its languages, message and outbox row), without starting delivery. */
async function storeMessages(supabase: SupabaseUnderTest, count: number): Promise<void> {
  await supabase.sql.begin(async (sql) => {
    await sql`insert into contact.languages ${sql(locales.map((code) => ({ code })))} on conflict do nothing`;
    const ids = await sql<{ id: string; created_at: Date }[]>`
      insert into contact.messages (name, email, phone, message, language, idempotency_key, status)
      select 'Sender ' || n, 'sender' || n || '@example.gr', '+30 690 000 0000', 'Message ' || n, 'el', 'bulk-' || n, 'pending'
      from generate_series(1, ${count}) as n
      returning id, created_at`;
    await sql`
      insert into contact.outbox (message_id, message_id_header)
      select id, '<contact-' || id || '.bulk@www.example-law.gr>' from contact.messages where idempotency_key like 'bulk-%'`;
    expect(ids).toHaveLength(count);
  });
}

/** Every stored outbox row sent, and each Message-ID in the inbox exactly once. */
async function expectEachDeliveredOnce(supabase: SupabaseUnderTest, inbox: MailPeer, count: number) {
  const headers = (await supabase.sql<{ h: string }[]>`select message_id_header as h from contact.outbox where sent_at is not null`).map(
    (r) => r.h,
  );
  expect(headers).toHaveLength(count);
  expect((await supabase.counts()).outbox).toBe(count);
  const received = inbox.messages.map((m) => m.headers.get('message-id')!);
  expect(new Set(received).size).toBe(received.length);
  expect(received.sort()).toEqual(headers.sort());
}

describe('deliverers', () => {
  it('two at once over 500 stored messages: 500 e-mails, each once', async () => {
    const inbox = await peer();
    const supabase = await stack(inbox, { DELIVERY_SCHEDULE_SECONDS: '0' });
    const second = await supabase.another();
    await storeMessages(supabase, 500);
    // Three runs started on each of the two Deno processes, all at once.
    const runs = await Promise.all([supabase.functions, second].flatMap((on) => [1, 2, 3].map(() => supabase.deliver(on))));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(500);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    // Both processes did part of the work.
    expect(runs.slice(0, 3).reduce((s, r) => s + r.sent, 0)).toBeGreaterThan(0);
    expect(runs.slice(3).reduce((s, r) => s + r.sent, 0)).toBeGreaterThan(0);
    await sleep(300); // a late duplicate would show up here
    await expectEachDeliveredOnce(supabase, inbox, 500);
  });

  it('one killed after claiming: its rows wait for the lease, then another delivers them', async () => {
    const stalled = { value: true };
    const inbox = await peer({ stalled });
    const supabase = await stack(inbox, { DELIVERY_SCHEDULE_SECONDS: '0', MAIL_LEASE_SECONDS: '3' });
    await storeMessages(supabase, 10);
    const doomed = await supabase.another();
    void supabase.deliver(doomed).catch(() => undefined);
    await expect
      .poll(async () => Number((await supabase.sql`select count(*) as n from contact.outbox where locked_until > now()`)[0]!.n))
      .toBe(10);
    await doomed.stop('SIGKILL');
    stalled.value = false;

    // Leased: nobody else takes them yet.
    expect(await supabase.deliver()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect((await supabase.counts()).sent).toBe(0);

    await expect.poll(async () => (await supabase.deliver()).sent, { timeout: 10_000, interval: 500 }).toBeGreaterThan(0);
    await supabase.deliver();
    await expectEachDeliveredOnce(supabase, inbox, 10);
  });

  it('an e-mail the SMTP server accepts while Postgres is down is recorded once it is back, not sent again', async () => {
    let accept!: () => void;
    const held = { until: new Promise<void>((resolve) => (accept = resolve)), waiting: 0 };
    const inbox = await peer({ held });
    const supabase = await stack(inbox, { DELIVERY_SCHEDULE_SECONDS: '0', MAIL_LEASE_SECONDS: '15' });
    await storeMessages(supabase, 8);
    const run = supabase.deliver();
    // Four e-mails (one per lane) handed over, their answers held: the deliverer is a Deno process, started cold,
    // which on a busy machine takes seconds to hand its first e-mails over.
    await expect.poll(() => held.waiting, { timeout: 30_000 }).toBe(4);
    await sharedCluster().restart(async () => {
      accept();
      await inbox.waitFor(4);
      await sleep(500); // down a while longer: the deliverer keeps trying to record them
    });
    // All sent in the one run, each marked sent: no later run can send one again (a claim takes unsent rows only).
    expect(await run).toEqual({ sent: 8, failed: 0, gaveUp: 0 });
    expect((await supabase.counts()).sent).toBe(8);
    await expectEachDeliveredOnce(supabase, inbox, 8);
  });

  it('Postgres restarted during a burst: 500 while it is down, then every acknowledged message stored and e-mailed once', async () => {
    const inbox = await peer();
    // A short lease: a claim whose answer the restart cut off leaves rows leased to nobody until it ends.
    // Half of it (the time a deliverer keeps for recording a sent e-mail) is still far longer than the restart.
    const supabase = await stack(inbox, { DELIVERY_SCHEDULE_SECONDS: '1', MAIL_LEASE_SECONDS: '15' });
    const cluster = sharedCluster();
    const post = async (key: string): Promise<number> => {
      const response = await fetch(`${supabase.url}${FUNCTION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
        body: JSON.stringify({ ...validMessage, message: `Burst ${key}`, idempotencyKey: key, language: 'el' }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      await response?.body?.cancel();
      return response?.status ?? 0; // 0: no answer (in time)
    };
    const answers = new Map<string, number>();
    const acknowledged = () => [...answers].filter(([, status]) => status === 200).map(([key]) => key);
    let backAt: number | null = null;
    let acknowledgedSinceBack = 0;
    let next = 0;

    // Eight senders, before, during and after the restart, until the database is back and has taken 30
    // more (or, should it not, 20 s after it is back).
    const burst = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (acknowledgedSinceBack < 30 && (backAt === null || Date.now() - backAt < 20_000)) {
          const key = `burst-${next++}`;
          const sentAfterStart = backAt !== null;
          const status = await post(key);
          answers.set(key, status);
          if (status === 200 && sentAfterStart) acknowledgedSinceBack++;
          await sleep(5);
        }
      }),
    );
    while (acknowledged().length < 30) await sleep(10);
    const whileDown: number[] = [];
    let delivererWhileDown = 0;
    await cluster.restart(async () => {
      // Down for certain: the honest answer, nothing stored; the deliverer cannot run either.
      for (let i = 0; i < 5; i++) whileDown.push(await post(`down-${i}`));
      const run = await fetch(supabase.functions.deliverUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${supabase.deliverySecret}` },
      });
      await run.body?.cancel();
      delivererWhileDown = run.status;
    });
    backAt = Date.now();
    await burst;

    expect(whileDown).toEqual([500, 500, 500, 500, 500]);
    expect(delivererWhileDown).toBe(500);
    // Every request of the burst was answered, racing the restart or not: stored (200) or not (500).
    expect([...answers.values()].filter((status) => status !== 200 && status !== 500)).toEqual([]);
    expect(acknowledgedSinceBack).toBeGreaterThanOrEqual(30);
    expect(supabase.functions.process.exitCode).toBeNull();

    const stored = new Set((await supabase.sql<{ k: string }[]>`select idempotency_key as k from contact.messages`).map((r) => r.k));
    for (const key of acknowledged()) expect(stored.has(key)).toBe(true);
    expect([...stored].filter((key) => key.startsWith('down-'))).toEqual([]);
    // Nothing half-stored: each message with its outbox row.
    const counts = await supabase.counts();
    expect(counts.outbox).toBe(counts.messages);
    // Delivered by the run requested after each message or by the schedule, whichever Postgres allowed.
    await expect.poll(async () => (await supabase.counts()).sent, { timeout: 50_000, interval: 250 }).toBe(stored.size);
    await sleep(300); // a late duplicate would show up here
    await expectEachDeliveredOnce(supabase, inbox, stored.size);
    const delivered = new Set(inbox.messages.map((m) => /Burst (burst-\d+)/.exec(m.text)?.[1]));
    for (const key of acknowledged()) expect(delivered.has(key)).toBe(true);
  });
});
