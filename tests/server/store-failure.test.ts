import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { startApp, validMessage, type TestApp } from './support/app.ts';
import { startMailPeer } from './support/mail-peer.ts';
import { SMTP_CONNECTIONS } from '../../src/lib/contact/mail-transport.ts';
import { OutboxWorker } from '../../server/mail/outbox-worker.ts';
import { createMailTransport } from '../../server/mail/transport.ts';
import { openDatabase } from '../../server/store/database.ts';
import { OutboxQueue } from '../../server/store/outbox.ts';
import { HealthProbe } from '../../server/health/report.ts';
import { RESULTS_RESERVE } from '../../server/mail/delivery.ts';
import { ResultsReserve } from '../../server/mail/results-reserve.ts';

/**
 * The disk fills up under the contact function. SQLite's `max_page_count` caps the database file on
 * the server's own connection, which fails writes the way a full disk does, without root.
 */
let server: TestApp;

beforeAll(async () => {
  server = await startApp({ LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await server?.close();
});

/**
 * Caps the database file at its size on the server's own connection: no free pages left inside it (a
 * migration that rebuilt a table leaves some), so the next write that needs a page fails as on a full disk.
 */
function fillTheDisk(db: DatabaseSync) {
  db.exec('VACUUM');
  const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
  db.exec(`PRAGMA max_page_count = ${pages}`);
}
const roomAgain = (db: DatabaseSync) => db.exec('PRAGMA max_page_count = 1073741823');

const message = (key: string) => ({
  ...validMessage,
  message: 'Η περιγραφή του ατυχήματος. '.repeat(100),
  idempotencyKey: key,
  language: 'el',
});

describe('a database that refuses writes', () => {
  it('gets the honest answer to the visitor, the real cause in the log, and nothing half-stored; then recovers', async () => {
    expect((await server.postJson(message('before-the-disk-fills'))).status).toBe(200);
    const before = server.counts();

    fillTheDisk(server.app.messagesDatabase);

    const refused = await server.postJson(message('while-the-disk-is-full'));
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ error: dictionaries.el['form.errors.server'], code: 'server_error', fields: {} });
    expect(server.counts()).toEqual(before);

    const logged = server.logs();
    expect(logged).toContain('database or disk is full');
    expect(logged).not.toContain('cannot rollback');

    roomAgain(server.app.messagesDatabase);
    expect((await server.postJson(message('while-the-disk-is-full'))).status).toBe(200);
    expect(server.counts().messages).toBe(before.messages + 1);
  });

  it('turns the health check red as soon as a message fails, though its own small write still fits; green once a message would fit', async () => {
    const health = async () => {
      const response = await fetch(`${server.url}/healthz`);
      return { status: response.status, body: (await response.json()) as { database: { writable: boolean }; problems: string[] } };
    };
    expect((await health()).status).toBe(200);
    fillTheDisk(server.app.messagesDatabase);
    try {
      // Room for the check's one-page row, none for a message.
      expect(() => server.app.messagesDatabase.exec('UPDATE health_probe SET written_at = written_at + 1')).not.toThrow();
      expect((await server.postJson(message('disk-full-again'))).status).toBe(500);
      const red = await health();
      expect(red.status).toBe(503);
      expect(red.body.database).toEqual({ writable: false });
      expect(red.body.problems).toContain('the messages database cannot be written');
      expect((await health()).status).toBe(503);
    } finally {
      roomAgain(server.app.messagesDatabase);
    }
    // Room again, no message sent yet: the check's write of a message's size commits.
    expect((await health()).status).toBe(200);
  });
});

describe('a server started on a full disk', () => {
  it('reports it at the first health check, before any message fails on it (review of 1 December, P17 variant)', async () => {
    // A restart: nothing in memory says a message failed, and the check's own one-page row still fits.
    const restarted = await startApp({ LOG_LEVEL: 'silent' });
    try {
      fillTheDisk(restarted.app.messagesDatabase);
      expect(() => restarted.app.messagesDatabase.exec('UPDATE health_probe SET written_at = written_at + 1')).not.toThrow();
      const red = await fetch(`${restarted.url}/healthz`);
      expect(red.status).toBe(503);
      expect(await red.json()).toMatchObject({ database: { writable: false }, problems: ['the messages database cannot be written'] });
      roomAgain(restarted.app.messagesDatabase);
      expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('and a disk that fills up while nobody writes is reported within a minute', () => {
    const db = openDatabase(':memory:');
    const probe = new HealthProbe(db, { cacheMs: 0 });
    const check = (now: number) => probe.report({ now, alertPendingMs: 3_600_000, smtpConfigured: true }).report.status;
    try {
      expect(check(1_000_000)).toBe('ok');
      fillTheDisk(db);
      expect(check(1_030_000)).toBe('ok');
      expect(check(1_061_000)).toBe('alert');
      roomAgain(db);
      expect(check(1_062_000)).toBe('ok');
    } finally {
      db.close();
    }
  });
});

describe('a full disk while e-mails are being sent', () => {
  it('keeps what the mail server accepted and writes it once there is room: each e-mail sent once, none waiting for its lease', async () => {
    let accept = () => {};
    const held = { until: new Promise<void>((resolve) => (accept = resolve)) as Promise<void> | null, waiting: 0 };
    const inbox = await startMailPeer(0, { held });
    // The app stores the messages; the outbox is delivered here, by the server's own worker on a connection
    // of its own, which the test can cap as a full disk would.
    const app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` }, { deliver: false });
    const db = openDatabase(app.config.databasePath);
    const transport = createMailTransport(app.config);
    const logged: string[] = [];
    const log = (details: object, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`);
    const worker = new OutboxWorker({
      queue: new OutboxQueue(db),
      transport,
      addresses: { from: app.config.mailFrom, to: app.config.mailTo },
      backoff: app.config.mailRetry,
      concurrency: SMTP_CONNECTIONS,
      log: {
        info: log,
        warn: log,
        error: (details, message) => log({ ...details, err: String((details as { err?: unknown }).err) }, message),
      },
    });
    try {
      for (let n = 1; n <= 7; n++) {
        const body = { ...validMessage, message: `Message ${n}.`, idempotencyKey: `full-disk-${n}`, language: 'el' };
        expect((await app.postJson(body)).status).toBe(200);
      }
      // One batch of seven: four at the mail server (one per SMTP connection), three waiting their turn.
      worker.start();
      await expect.poll(() => held.waiting, { timeout: 10_000 }).toBe(SMTP_CONNECTIONS);

      // The only room left: a single-page recipients tree, filled with rows no larger than the one a result
      // writes, so that recording any result needs a new page, which the database refuses.
      fillTheDisk(db);
      const filler = db.prepare("INSERT INTO recipients (message_id, address) VALUES (1, 'f' || ?)");
      expect(() => {
        for (let n = 0; ; n++) filler.run(n);
      }).toThrow('database or disk is full');

      held.until = null;
      accept();
      await expect.poll(() => logged.join('\n'), { timeout: 10_000 }).toContain('outbox pass failed');
      expect(logged.join('\n')).toContain('database or disk is full');
      expect(inbox.messages).toHaveLength(SMTP_CONNECTIONS);
      expect(app.counts().sent).toBe(0);

      // Room again: the results kept in memory are written, and the three entries never attempted go out
      // now, not when the lease they were claimed with (5 minutes) runs out.
      roomAgain(db);
      await app.drained(15_000);
      const ids = inbox.messages.map((mail) => mail.headers.get('message-id'));
      expect(ids).toHaveLength(7);
      expect(new Set(ids).size).toBe(7);
      expect(db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE locked_until IS NOT NULL').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT status, COUNT(*) AS n FROM messages GROUP BY status').all()).toEqual([{ status: 'sent', n: 7 }]);
    } finally {
      await worker.stop();
      transport.close();
      db.close();
      await app.close();
      await inbox.close();
    }
  });
});

describe('a stop on a full disk while results wait to be written', () => {
  it('keeps them in the reserve: after the restart they are recorded before anything is sent, and no e-mail goes twice', async () => {
    let accept = () => {};
    const held = { until: new Promise<void>((resolve) => (accept = resolve)) as Promise<void> | null, waiting: 0 };
    const inbox = await startMailPeer(0, { held });
    const app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}` }, { deliver: false });
    const reserve = new ResultsReserve(join(app.config.dataDir, RESULTS_RESERVE));
    const logged: string[] = [];
    const log = (details: object, message: string) => void logged.push(`${message} ${JSON.stringify(details)}`);
    const worker = (db: DatabaseSync) =>
      new OutboxWorker({
        queue: new OutboxQueue(db),
        transport: createMailTransport(app.config),
        addresses: { from: app.config.mailFrom, to: app.config.mailTo },
        backoff: app.config.mailRetry,
        concurrency: SMTP_CONNECTIONS,
        reserve,
        log: {
          info: log,
          warn: log,
          error: (details, message) => log({ ...details, err: String((details as { err?: unknown }).err) }, message),
        },
      });
    const first = openDatabase(app.config.databasePath);
    const before = worker(first);
    try {
      for (let n = 1; n <= 7; n++) {
        const body = { ...validMessage, message: `Stopped ${n}.`, idempotencyKey: `stop-full-${n}`, language: 'el' };
        expect((await app.postJson(body)).status).toBe(200);
      }
      before.start();
      await expect.poll(() => held.waiting, { timeout: 10_000 }).toBe(SMTP_CONNECTIONS);
      fillTheDisk(first);
      const filler = first.prepare("INSERT INTO recipients (message_id, address) VALUES (1, 'f' || ?)");
      expect(() => {
        for (let n = 0; ; n++) filler.run(n);
      }).toThrow('database or disk is full');
      held.until = null;
      accept();
      await expect.poll(() => logged.join('\n'), { timeout: 10_000 }).toContain('kept in the reserve until it takes them');
      expect(inbox.messages).toHaveLength(SMTP_CONNECTIONS);

      // The server stops with the disk still full: the four results are in the reserve, and the log says so.
      await before.stop();
      first.close();
      expect(logged.join('\n')).toContain('stopping with delivery results the database has not taken: kept in the reserve');
      const kept = reserve.open();
      expect(kept.map((saved) => saved.result.outcome)).toEqual(Array<string>(SMTP_CONNECTIONS).fill('sent'));

      // It starts again on the same full disk: nothing is sent before the results are recorded.
      const second = openDatabase(app.config.databasePath);
      fillTheDisk(second);
      const after = worker(second);
      try {
        after.start();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(inbox.messages).toHaveLength(SMTP_CONNECTIONS);

        // Room again: the kept results are written first, then the three never sent go out; each e-mail once.
        roomAgain(second);
        await app.drained(15_000);
        const ids = inbox.messages.map((mail) => mail.headers.get('message-id'));
        expect(ids).toHaveLength(7);
        expect(new Set(ids).size).toBe(7);
        expect(logged.join('\n')).not.toContain('a cut-short attempt may have reached the mail server');
        expect(reserve.open()).toEqual([]);
      } finally {
        await after.stop();
        second.close();
      }
    } finally {
      await app.close();
      await inbox.close();
    }
  });

  it('records a kept result only for its own message, still undelivered: never one restored or deleted since', () => {
    const db = openDatabase(':memory:');
    try {
      const queue = new OutboxQueue(db);
      const result = {
        changed: [{ address: 'firm@example-law.gr', acceptedAt: 1, refusals: 0, lastError: null }],
        outcome: 'sent' as const,
        error: null,
      };
      expect(queue.recordSaved(42, '<contact-42.abc@www.example-law.gr>', result, 2, 3)).toBe(false);
    } finally {
      db.close();
    }
  });
});
