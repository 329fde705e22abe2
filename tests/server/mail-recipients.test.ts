import { execFile } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMANENT_REFUSALS_LIMIT } from '../../src/lib/contact/recipients.ts';
import { startApp, validMessage, type TestApp } from './support/app.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';
import { bareNodeEnv } from '../support/node-env.ts';

/**
 * MAIL_TO with two recipients, one of which the firm's real SMTP peer refuses at RCPT TO: the other gets
 * exactly one copy, the refused one is retried alone, and a refusal for good ends as 'failed', reported
 * by the CLI and by /healthz as its own problem, after which the pending alarm is gone.
 */
const FIRM = 'firm@example-law.gr';
const GONE = 'gone@example-law.gr';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function cli(server: TestApp, ...args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['server/cli/messages.ts', ...args],
      { env: { ...bareNodeEnv(), DATA_DIR: server.config.dataDir, MAIL_TO: `${FIRM},${GONE}` } },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
    );
  });
}

async function setup(): Promise<{ server: TestApp; inbox: MailPeer; refuse: Record<string, number>; db: DatabaseSync }> {
  const refuse: Record<string, number> = {};
  const inbox = await startMailPeer(0, { refuse });
  cleanup.push(() => inbox.close());
  const server = await startApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    SMTP_SECURE: 'false',
    MAIL_TO: `${FIRM}, ${GONE}`,
    ALERT_PENDING_MINUTES: '30',
  });
  cleanup.push(() => server.close());
  const db = new DatabaseSync(server.config.databasePath, { timeout: 5000 });
  cleanup.push(() => db.close());
  return { server, inbox, refuse, db };
}

const status = (db: DatabaseSync) => (db.prepare('SELECT status FROM messages WHERE id = 1').get() as { status: string }).status;
const attempts = (db: DatabaseSync) =>
  (db.prepare('SELECT attempts FROM outbox WHERE message_id = 1').get() as { attempts: number }).attempts;

async function health(server: TestApp) {
  const response = await fetch(`${server.url}/healthz`);
  return { code: response.status, ...((await response.json()) as { problems: string[]; outbox: Record<string, number> }) };
}

describe('one recipient refused at RCPT TO', () => {
  it('the other gets exactly one copy while the refused one is retried alone, then delivered', async () => {
    const { server, inbox, refuse, db } = await setup();
    refuse[GONE] = 450;
    expect((await server.postJson({ ...validMessage, idempotencyKey: 'two-recipients', language: 'el' })).status).toBe(200);
    await inbox.waitFor(1);
    // Retries 50 ms doubling to 400 ms: several attempts, each to the refused recipient only.
    await expect.poll(() => attempts(db), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect(inbox.recipients).toEqual([[FIRM]]);
    expect(status(db)).toBe('pending');

    refuse[GONE] = 0;
    await server.drained();
    await sleep(600); // longer than the longest backoff: a duplicate would have arrived by now
    expect(inbox.recipients).toEqual([[FIRM], [GONE]]);
    // Both copies are the same message: the To header names both, the Message-ID is the stored one.
    const header = (db.prepare('SELECT message_id_header AS h FROM outbox').get() as { h: string }).h;
    expect(inbox.messages.map((m) => m.headers.get('message-id'))).toEqual([header, header]);
    expect(inbox.messages[0]!.headers.get('to')).toBe(`${FIRM}, ${GONE}`);
    expect(status(db)).toBe('sent');
  });

  it('refused for good: failed after a bounded number of attempts, listed, and /healthz trades the pending alarm for its own', async () => {
    const { server, inbox, refuse, db } = await setup();
    refuse[GONE] = 450;
    expect((await server.postJson({ ...validMessage, idempotencyKey: 'refused-for-good', language: 'el' })).status).toBe(200);
    await inbox.waitFor(1);

    // Still pending after half an hour: the pending alarm.
    db.prepare('UPDATE messages SET created_at = ?').run(Date.now() - 31 * 60_000);
    await expect
      .poll(async () => (await health(server)).problems, { timeout: 10_000, interval: 300 })
      .toEqual(['an e-mail has waited 31 minutes for delivery (the alert is at 30)']);

    refuse[GONE] = 550;
    await expect.poll(() => status(db), { timeout: 10_000 }).toBe('failed');
    const triedBefore = attempts(db);
    await sleep(600);
    expect(attempts(db)).toBe(triedBefore);
    expect(inbox.recipients).toEqual([[FIRM]]);
    expect(db.prepare('SELECT address, accepted_at IS NOT NULL AS accepted, refusals FROM recipients ORDER BY address').all()).toEqual([
      { address: FIRM, accepted: 1, refusals: 0 },
      { address: GONE, accepted: 0, refusals: PERMANENT_REFUSALS_LIMIT },
    ]);

    await expect
      .poll(async () => (await health(server)).problems, { timeout: 10_000, interval: 300 })
      .toEqual([
        "an e-mail was refused for good by a recipient's mail server in the last 24 hours (npm run messages -- list --status failed)",
      ]);
    expect((await health(server)).outbox).toMatchObject({ waiting: 0, failed: 1, failedLastDay: 1 });
    expect((await health(server)).code).toBe(503);

    const listed = await cli(server, 'list', '--status', 'failed');
    expect(listed.stdout).toMatch(/^\s+1 .* failed\s+el\s+Μαρία Παπαδοπούλου/m);
    expect(listed.stdout).toContain('In total: 0 pending, 0 sent, 0 spam, 1 failed.');
    const shown = await cli(server, 'show', '1');
    expect(shown.stdout).toMatch(/Delivery:\s+given up .* after \d+ attempts: gone@example-law\.gr refused: 550 5\.1\.1/);
    expect(shown.stdout).toMatch(/Recipients:\s+firm@example-law\.gr: accepted /);
    expect(shown.stdout).toMatch(/gone@example-law\.gr: refused for good 3 times, given up, last answer: 550 5\.1\.1/);

    // A day later the alarm has done its work: the check is green again, the message still listed.
    db.prepare('UPDATE outbox SET failed_at = failed_at - ?').run(25 * 3_600_000);
    await expect.poll(async () => (await health(server)).code, { timeout: 10_000, interval: 300 }).toBe(200);
    expect((await health(server)).outbox).toMatchObject({ failed: 1, failedLastDay: 0 });
  });
});
