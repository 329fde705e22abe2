import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/mail/clock.ts';
import { OutboxWorker, type WorkerLog } from '../../server/mail/outbox-worker.ts';
import { openDatabase } from '../../server/store/database.ts';
import { MessageStore } from '../../server/store/messages.ts';
import { retryDelay } from '../../src/lib/contact/backoff.ts';
import type { ContactMail } from '../../src/lib/contact/compose-mail.ts';
import type { NewMessage } from '../../src/lib/contact/function.ts';
import type { MailTransport } from '../../src/lib/contact/mail-transport.ts';
import { PERMANENT_REFUSALS_LIMIT, type SendReport } from '../../src/lib/contact/recipients.ts';
import { OutboxQueue } from '../../server/store/outbox.ts';

/** Time that moves only when the test says so. */
class ManualClock implements Clock {
  time = Date.UTC(2026, 0, 1);
  timers = new Set<{ at: number; callback: () => void }>();
  now = () => this.time;
  setTimer = (callback: () => void, ms: number) => {
    const timer = { at: this.time + ms, callback };
    this.timers.add(timer);
    return timer;
  };
  clearTimer = (timer: unknown) => void this.timers.delete(timer as { at: number; callback: () => void });
  /** The delay until the next timer fires, if one is set. */
  nextIn = () => (this.timers.size ? Math.min(...[...this.timers].map((t) => t.at)) - this.time : null);
  async advance(ms: number) {
    this.time += ms;
    for (const timer of [...this.timers].filter((t) => t.at <= this.time)) {
      this.timers.delete(timer);
      timer.callback();
    }
    await settle();
  }
}

/** Lets the worker's promise chains run (the fake transport answers at once). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Records what it is given; fails while `down`, holds each send until released when `hold`, and answers
 * each address in `refuse` with its SMTP code (5xx permanent, 4xx temporary).
 */
class FakeTransport implements MailTransport {
  description = 'fake';
  down = false;
  hold = false;
  refuse = new Map<string, number>();
  sent: ContactMail[] = [];
  /** The recipients of each copy handed over. */
  copies: string[][] = [];
  attempts = 0;
  held: (() => void)[] = [];
  async send(mail: ContactMail, recipients: string[]): Promise<SendReport> {
    this.attempts++;
    if (this.down) throw new Error('connect ECONNREFUSED');
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    const accepted = recipients.filter((r) => !this.refuse.has(r));
    const refused = recipients
      .filter((r) => this.refuse.has(r))
      .map((address) => {
        const code = this.refuse.get(address)!;
        return { address, permanent: code >= 500, reason: `${code} no thanks` };
      });
    if (accepted.length) {
      this.sent.push(mail);
      this.copies.push(accepted);
    }
    return { accepted, refused };
  }
  close() {}
}

const quiet: WorkerLog = { info() {}, warn() {}, error() {} };
const message = (key: string): NewMessage => ({
  name: 'Ana',
  email: 'ana@example.gr',
  phone: '2100000000',
  message: 'Hello',
  language: 'el',
  ip: null,
  userAgent: null,
  idempotencyKey: key,
  spam: false,
});

function setup(to = 'firm@test') {
  const db = openDatabase(':memory:');
  const clock = new ManualClock();
  const transport = new FakeTransport();
  const store = new MessageStore(db, (id, at) => `<contact-${id}.${at}@test>`);
  const queue = new OutboxQueue(db);
  const worker = new OutboxWorker({
    queue,
    transport,
    clock,
    addresses: { from: 'site@test', to },
    backoff: { initialMs: 5_000, maxMs: 600_000 },
    log: quiet,
  });
  const state = (id: number) => store.get(id)!.delivery!;
  open.push(() => db.close());
  return { db, clock, transport, store, queue, worker, state };
}
const open: (() => void)[] = [];
afterEach(() => open.splice(0).forEach((close) => close()));

describe('retryDelay', () => {
  it('doubles from the first delay and stops at the cap', () => {
    const backoff = { initialMs: 5_000, maxMs: 600_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => retryDelay(n, backoff))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000, 600_000,
    ]);
  });
});

describe('the outbox worker', () => {
  it('retries with exponential backoff while the transport fails, with the same Message-ID every time', async () => {
    const { clock, transport, store, worker, state } = setup();
    transport.down = true;
    const { id } = store.add(message('a'), clock.now());
    worker.start();
    await settle();
    expect(transport.attempts).toBe(1);
    expect(state(id)).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connect ECONNREFUSED' });

    // Each wait is twice the previous one: nothing happens a millisecond early.
    for (const [attempt, delay] of [
      [2, 5_000],
      [3, 10_000],
      [4, 20_000],
      [5, 40_000],
    ] as const) {
      expect(clock.nextIn()).toBe(delay);
      await clock.advance(delay - 1);
      expect(transport.attempts).toBe(attempt - 1);
      await clock.advance(1);
      expect(transport.attempts).toBe(attempt);
    }
    // ... up to the cap.
    for (let i = 0; i < 6; i++) await clock.advance(clock.nextIn()!);
    expect(clock.nextIn()).toBe(600_000);

    transport.down = false;
    await clock.advance(600_000);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]!.messageId).toBe(state(id).messageIdHeader);
    expect(state(id).sentAt).toBe(clock.now());
    expect(store.get(id)!.status).toBe('sent');
    expect(clock.nextIn()).toBeNull();
  });

  it('marks an entry sent only once the transport accepted it', async () => {
    const { clock, transport, store, worker, state } = setup();
    transport.hold = true;
    const { id } = store.add(message('a'), clock.now());
    worker.start();
    await settle();
    expect(transport.held).toHaveLength(1);
    expect(state(id).sentAt).toBeNull();
    transport.held[0]!();
    await settle();
    expect(state(id).sentAt).not.toBeNull();
  });

  it('delivers a new message at once when woken, without waiting for a timer', async () => {
    const { clock, transport, store, worker } = setup();
    worker.start();
    await settle();
    expect(clock.nextIn()).toBeNull();
    store.add(message('a'), clock.now());
    worker.wake();
    await settle();
    expect(transport.sent).toHaveLength(1);
  });

  it('at start-up sends everything undelivered at once, whatever its backoff or a dead process’s lease', async () => {
    const { clock, transport, store, queue, worker } = setup();
    store.add(message('backed-off'), clock.now());
    store.add(message('leased'), clock.now());
    queue.retryLater(1, 'earlier failure', clock.now() + 600_000);
    queue.claimDue(clock.now(), 10, 300_000); // the lease of a process that then died
    worker.start();
    await settle();
    expect(transport.sent.map((m) => m.messageId)).toEqual([
      '<contact-1.' + clock.now() + '@test>',
      '<contact-2.' + clock.now() + '@test>',
    ]);
  });

  it('never lets a second sender (the CLI) take an entry that is leased to the first', async () => {
    const { clock, store, queue } = setup();
    store.add(message('a'), clock.now());
    expect(queue.claimDue(clock.now(), 10, 300_000)).toHaveLength(1);
    queue.makeAllDue(clock.now(), { releaseLeases: false });
    expect(queue.claimDue(clock.now(), 10, 300_000)).toHaveLength(0);
    // A lease outlives one attempt; once it lapses (the holder crashed) the entry is due again.
    expect(queue.claimDue(clock.now() + 300_000, 10, 300_000)).toHaveLength(1);
  });

  it('sends nothing more once stopped', async () => {
    const { clock, transport, store, worker } = setup();
    transport.down = true;
    store.add(message('a'), clock.now());
    worker.start();
    await settle();
    await worker.stop();
    expect(clock.nextIn()).toBeNull();
    transport.down = false;
    worker.wake();
    await clock.advance(3_600_000);
    expect(transport.attempts).toBe(1);
    expect(transport.sent).toHaveLength(0);
  });

  it('sends a refused recipient’s copy again without sending the others theirs again', async () => {
    const { clock, transport, store, worker, state } = setup('firm@test, busy@test');
    transport.refuse.set('busy@test', 452);
    const { id } = store.add(message('a'), clock.now());
    worker.start();
    await settle();
    expect(transport.copies).toEqual([['firm@test']]);
    expect(state(id)).toMatchObject({ sentAt: null, failedAt: null });
    expect(state(id).lastError).toMatch(/busy@test refused: 452 no thanks \(temporary\)/);

    for (let i = 0; i < 5; i++) await clock.advance(clock.nextIn()!);
    expect(transport.attempts).toBe(6);
    expect(transport.copies).toEqual([['firm@test']]);

    transport.refuse.clear();
    await clock.advance(clock.nextIn()!);
    expect(transport.copies).toEqual([['firm@test'], ['busy@test']]);
    expect(store.get(id)!.status).toBe('sent');
    expect(state(id).recipients.map((r) => [r.address, r.acceptedAt !== null])).toEqual([
      ['busy@test', true],
      ['firm@test', true],
    ]);
    expect(clock.nextIn()).toBeNull();
  });

  it(`gives a message up after ${PERMANENT_REFUSALS_LIMIT} permanent refusals: failed, never retried`, async () => {
    const { clock, transport, store, worker, state, queue } = setup('firm@test,gone@test');
    transport.refuse.set('gone@test', 550);
    const { id } = store.add(message('a'), clock.now());
    worker.start();
    await settle();
    for (let i = 1; i < PERMANENT_REFUSALS_LIMIT; i++) {
      expect(store.get(id)!.status).toBe('pending');
      await clock.advance(clock.nextIn()!);
    }
    expect(transport.attempts).toBe(PERMANENT_REFUSALS_LIMIT);
    expect(transport.copies).toEqual([['firm@test']]);
    expect(store.get(id)!.status).toBe('failed');
    expect(state(id)).toMatchObject({ sentAt: null, failedAt: clock.now() });
    expect(state(id).recipients.find((r) => r.address === 'gone@test')).toMatchObject({
      acceptedAt: null,
      refusals: PERMANENT_REFUSALS_LIMIT,
      lastError: '550 no thanks',
    });
    expect(clock.nextIn()).toBeNull();
    expect(queue.pendingCount()).toBe(0);

    // After the address is fixed, `npm run messages -- retry` gives it another round: still only to gone@.
    transport.refuse.clear();
    expect(queue.requeueFailed(clock.now())).toBe(1);
    worker.wake();
    await settle();
    expect(transport.copies).toEqual([['firm@test'], ['gone@test']]);
    expect(store.get(id)!.status).toBe('sent');
  });

  it('marks an attempt as under way before handing the message over, and clears it with the result', async () => {
    const { clock, transport, store, worker, state, queue } = setup();
    transport.hold = true;
    const { id } = store.add(message('a'), clock.now());
    worker.start();
    await settle();
    expect(state(id).attemptStartedAt).toBe(clock.now());
    // A process that stopped here leaves the mark: the next claim knows the message may be out already.
    expect(queue.claimDue(clock.now() + 600_000, 10, 1)[0]).toMatchObject({ interrupted: true });
    transport.held[0]!();
    await settle();
    expect(state(id)).toMatchObject({ attemptStartedAt: null, sentAt: clock.now() });
  });
});
