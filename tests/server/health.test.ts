import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/free-port.ts';
import { HealthProbe } from '../../server/health/report.ts';
import { startApp, validMessage, type TestApp } from './support/app.ts';

/**
 * GET /healthz, what an uptime monitor polls: 200 while messages can be stored and delivered in time,
 * 503 when the database cannot be written or an e-mail has waited longer than ALERT_PENDING_MINUTES.
 * The SMTP server here is down (nothing listens on its port), so messages wait in the outbox.
 */
let server: TestApp;
let writer: DatabaseSync;

const health = async () => {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

beforeAll(async () => {
  server = await startApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await freePort()),
    MAIL_RETRY_INITIAL_SECONDS: '60',
    MAIL_RETRY_MAX_SECONDS: '60',
    ALERT_PENDING_MINUTES: '30',
  });
  writer = new DatabaseSync(server.config.databasePath, { timeout: 5000 });
});
afterAll(async () => {
  writer?.close();
  await server?.close();
});

describe('the health check', () => {
  it('answers 200 with counts, never cached', async () => {
    const { status, headers, text } = await health();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      problems: [],
      database: { writable: true },
      outbox: {
        waiting: 0,
        oldestWaitingMinutes: null,
        alertAfterMinutes: 30,
        failed: 0,
        failedLastDay: 0,
        overdue: 0,
        oldestOverdueMinutes: null,
      },
      smtp: { configured: true },
    });
  });

  it('answers 503 while the database cannot be written, and 200 again after', async () => {
    writer.exec('BEGIN IMMEDIATE');
    try {
      await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 300 }).toBe(503);
      const report = JSON.parse((await health()).text);
      expect(report.database).toEqual({ writable: false });
      expect(report.problems).toContain('the messages database cannot be written');
    } finally {
      writer.exec('ROLLBACK');
    }
    await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 300 }).toBe(200);
  });

  it('counts a message waiting for delivery, and answers 503 once it has waited too long, without personal data', async () => {
    expect((await server.postJson({ ...validMessage, idempotencyKey: 'stuck', language: 'el' })).status).toBe(200);
    await expect
      .poll(async () => JSON.parse((await health()).text), { timeout: 10_000, interval: 300 })
      .toMatchObject({ status: 'ok', outbox: { waiting: 1, oldestWaitingMinutes: 0 } });

    writer.prepare('UPDATE messages SET created_at = ?').run(Date.now() - 31 * 60_000);
    await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 300 }).toBe(503);
    const { text } = await health();
    const report = JSON.parse(text);
    expect(report).toMatchObject({ status: 'alert', database: { writable: true }, outbox: { waiting: 1, oldestWaitingMinutes: 31 } });
    expect(report.problems).toEqual(['an e-mail has waited 31 minutes for delivery (the alert is at 30)']);
    for (const personal of [validMessage.name, validMessage.email, validMessage.phone, 'Κηφισίας', '127.0.0.1'])
      expect(text).not.toContain(personal);
  });
});

describe('an e-mail overdue for delivery', () => {
  it('is due and held by no sender: 503 long before the waiting alert, and not while a sender holds it', async () => {
    // Retries an hour apart: after the first failed attempt the worker sleeps, as a stalled sender would.
    const app = await startApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
      MAIL_RETRY_INITIAL_SECONDS: '3600',
      MAIL_RETRY_MAX_SECONDS: '3600',
      ALERT_PENDING_MINUTES: '60',
    });
    const db = new DatabaseSync(app.config.databasePath, { timeout: 5000 });
    const report = async () => {
      const response = await fetch(`${app.url}/healthz`);
      return { status: response.status, body: await response.json() };
    };
    try {
      expect((await app.postJson({ ...validMessage, idempotencyKey: 'overdue', language: 'en' })).status).toBe(200);
      await expect.poll(() => db.prepare('SELECT attempts FROM outbox').get(), { timeout: 10_000 }).toEqual({ attempts: 1 });

      const twoMinutesAgo = Date.now() - 2 * 60_000;
      db.prepare('UPDATE outbox SET next_attempt_at = ?, locked_until = ?').run(twoMinutesAgo, Date.now() + 5 * 60_000);
      await expect
        .poll(async () => (await report()).body.outbox, { timeout: 10_000, interval: 300 })
        .toMatchObject({ waiting: 1, overdue: 0, oldestOverdueMinutes: null });
      expect((await report()).status).toBe(200);

      db.prepare('UPDATE outbox SET locked_until = ?').run(Date.now() - 1000);
      await expect.poll(async () => (await report()).status, { timeout: 10_000, interval: 300 }).toBe(503);
      const { body } = await report();
      expect(body.outbox).toMatchObject({ waiting: 1, oldestWaitingMinutes: 0, overdue: 1, oldestOverdueMinutes: 2 });
      expect(body.problems).toEqual(['an e-mail is overdue for delivery: due 2 minutes ago and not being sent']);
    } finally {
      db.close();
      await app.close();
    }
  });
});

describe('without SMTP settings', () => {
  it('says so, and stays healthy: each e-mail is written as a file', async () => {
    const plain = await startApp();
    try {
      const response = await fetch(`${plain.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', smtp: { configured: false } });
    } finally {
      await plain.close();
    }
  });
});

describe('the health check’s cost', () => {
  it('reads indexes only, whatever the backlog: EXPLAIN QUERY PLAN names a covering index for each read', () => {
    const probe = new HealthProbe(server.config.databasePath);
    try {
      expect(probe.plans()).toEqual([
        'SEARCH messages USING COVERING INDEX messages_status_created (status=?)',
        'SEARCH outbox USING COVERING INDEX outbox_failed (failed_at>?)',
        'SEARCH outbox USING COVERING INDEX outbox_due (next_attempt_at<?)',
      ]);
    } finally {
      probe.close();
    }
  });

  it('reuses one report for a couple of seconds, then makes a new one', () => {
    const probe = new HealthProbe(server.config.databasePath, { cacheMs: 2000 });
    const now = Date.now();
    const ask = (at: number) => probe.report({ now: at, alertPendingMs: 30 * 60_000, smtpConfigured: true }).report;
    try {
      const first = ask(now);
      writer.prepare("UPDATE messages SET status = 'spam'").run();
      expect(ask(now + 1999)).toBe(first);
      expect(ask(now + 2000)).not.toBe(first);
      expect(ask(now + 2000).outbox.waiting).toBe(0);
    } finally {
      writer.prepare("UPDATE messages SET status = 'pending'").run();
      probe.close();
    }
  });
});
