import { execFile } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, validMessage, type TestApp } from './support/app.ts';
import { freePort } from '../../scripts/support/free-port.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';
import { bareNodeEnv } from '../support/node-env.ts';

let server: TestApp;
let smtpPort: number;
let inbox: MailPeer | undefined;

/** `npm run messages -- ...` on the test's database and SMTP settings. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['server/cli/messages.ts', ...args],
      {
        env: {
          ...bareNodeEnv(),
          DATA_DIR: server.config.dataDir,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtpPort),
          MAIL_TO: 'firm@example-law.gr',
          MAIL_RETRY_INITIAL_SECONDS: '60',
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  smtpPort = await freePort();
  // SMTP down, and retries far apart: the messages stay pending for the CLI to deliver.
  server = await startApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_RETRY_INITIAL_SECONDS: '60',
    MAIL_RETRY_MAX_SECONDS: '60',
  });
  for (const [i, name] of ['Άννα Πέτρου', 'John Smith', 'Νίκος Γεωργίου'].entries()) {
    // John Smith would rather be called at midday; the others did not say.
    const callTime = i === 1 ? { callTime: 'midday' } : {};
    expect(
      (await server.postJson({ ...validMessage, name, ...callTime, idempotencyKey: `cli-${i}`, language: i === 1 ? 'en' : 'el' })).status,
    ).toBe(200);
  }
  await server.postJson({ ...validMessage, name: 'Bot', idempotencyKey: 'cli-bot', language: 'el', website: 'x' });
  // Wait for the first (failed) attempt of each, then stop the server: the CLI works on the database alone.
  const db = new DatabaseSync(server.config.databasePath, { readOnly: true });
  while ((db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE attempts = 0').get() as { n: number }).n > 0) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  db.close();
  await server.stop();
});
afterAll(async () => {
  await server.close();
  await inbox?.close();
});

describe('npm run messages', () => {
  it('list: recent messages with their status, newest first', async () => {
    const { code, stdout } = await cli('list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/ID\s+RECEIVED \(Athens\)\s+STATUS\s+LANG\s+NAME\s+EMAIL/);
    expect(lines[1]).toMatch(/^\s+4\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s+spam\s+el\s+Bot\s+maria@example\.gr$/);
    expect(lines[2]).toMatch(/^\s+3 .* pending\s+el\s+Νίκος Γεωργίου/);
    expect(lines[3]).toMatch(/^\s+2 .* pending\s+en\s+John Smith/);
    expect(stdout).toContain('In total: 3 pending, 0 sent, 1 spam, 0 failed.');

    const spamOnly = await cli('list', '--status', 'spam', '--limit', '10');
    expect(spamOnly.stdout).toContain('Bot');
    expect(spamOnly.stdout).not.toContain('John Smith');
  });

  it('show ID: one message in full, with why it is still pending', async () => {
    const { code, stdout } = await cli('show', '2');
    expect(code).toBe(0);
    expect(stdout).toContain('Message 2');
    expect(stdout).toMatch(/Name:\s+John Smith/);
    expect(stdout).toMatch(/Email:\s+maria@example\.gr/);
    expect(stdout).toMatch(/Phone:\s+\+30 690 000 0000/);
    expect(stdout).toMatch(/Call time:\s+midday\n/);
    expect((await cli('show', '1')).stdout).toMatch(/Call time:\s+- \(not given\)\n/);
    expect(stdout).toMatch(/Delivery:\s+pending: 1 attempt so far, last error: .*ECONNREFUSED/);
    expect(stdout).toContain(validMessage.message);
  });

  it('retry: fails clearly while SMTP is down, then delivers every pending e-mail once it is up', async () => {
    const down = await cli('retry');
    expect(down.code).toBe(1);
    expect(down.stdout).toContain('Delivered 0, failed 3, given up 0; 3 still pending');
    expect(down.stderr).toContain('ECONNREFUSED');

    inbox = await startMailPeer(smtpPort);
    const up = await cli('retry');
    expect(up.code).toBe(0);
    expect(up.stdout).toContain('Delivered 3, failed 0, given up 0; 0 still pending.');
    expect(inbox.messages.map((m) => m.headers.get('subject')).sort()).toEqual(
      ['Νέο μήνυμα από John Smith', 'Νέο μήνυμα από Άννα Πέτρου', 'Νέο μήνυμα από Νίκος Γεωργίου'].sort(),
    );
    expect((await cli('show', '1')).stdout).toMatch(
      /Delivery:\s+delivered .* \(3 attempts\)\n\s+Recipients:\s+firm@example-law\.gr: accepted /,
    );

    // Nothing left: a second retry sends nothing.
    expect((await cli('retry')).stdout).toContain('Delivered 0, failed 0, given up 0; 0 still pending.');
    expect(inbox.messages).toHaveLength(3);
  });

  it('purge --older-than: deletes old delivered and spam messages and their outbox rows only', async () => {
    const db = new DatabaseSync(server.config.databasePath);
    const dayMs = 86_400_000;
    db.prepare('UPDATE messages SET created_at = created_at - ? WHERE id IN (1, 2)').run(400 * dayMs);
    db.prepare('UPDATE messages SET created_at = created_at - ? WHERE id = 3').run(40 * dayMs);
    db.close();

    expect((await cli('purge')).stdout).toContain('Purged 2 delivered or spam messages');
    expect((await cli('purge', '--older-than', '30d')).stdout).toContain('Purged 1 delivered or spam message ');
    const { stdout } = await cli('list');
    expect(stdout).toContain('In total: 0 pending, 0 sent, 1 spam, 0 failed.');
    const check = new DatabaseSync(server.config.databasePath, { readOnly: true });
    expect((check.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(0);
    check.close();
  });

  it.each([
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['show'], /ID must be a positive whole number/],
    [['show', '0'], /ID must be a positive whole number/],
    [['list', '--limit', 'lots'], /--limit must be a positive whole number/],
    [['list', '--status', 'lost'], /--status must be one of pending, sent, spam, failed/],
    [['purge', '--older-than', '0d'], /Invalid duration "0d"/],
    [['purge', '--older-than', 'a year'], /Invalid duration "a year"/],
    [
      ['purge', '--older-than', '99999999999999999999d'],
      /Invalid duration "99999999999999999999d": use a positive number and a unit up to 100 years/,
    ],
    [['purge', '--older-than', '5300w'], /Invalid duration "5300w"/],
    [['retry', '--older-than', '1d'], /"retry" takes no --older-than option/],
    [['list', '--verbose'], /Unknown option '--verbose'/],
    [['backup'], /backup needs the file to write/],
  ])('refuses %j with exit code 2 and the usage', async (args, message) => {
    const { code, stderr } = await cli(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage: npm run messages');
  });

  it('exits 1 for an unknown message', async () => {
    const { code, stderr } = await cli('show', '999');
    expect(code).toBe(1);
    expect(stderr).toContain('No message with ID 999.');
  });
});
