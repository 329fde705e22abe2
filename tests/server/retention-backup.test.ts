import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/free-port.ts';
import { openDatabase } from '../../server/store/database.ts';
import { MessageStore, type MessageStatus } from '../../server/store/messages.ts';
import { MESSAGE_RETENTION_DAYS } from '../../src/config/retention.ts';
import { ANON_KEY, FUNCTION_PATH, startApp, validMessage } from './support/app.ts';
import { bareNodeEnv } from '../support/node-env.ts';

/**
 * Retention and backups on the Node server, against the real server: old delivered and spam messages
 * purged at start while undelivered ones stay; `npm run messages -- backup` taken in the middle of a
 * burst holds every message acknowledged before it started, and a server started on it serves on.
 */
const DAY_MS = 86_400_000;
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'retention-backup-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['server/cli/messages.ts', ...args],
      { env: { ...bareNodeEnv(), DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('retention', () => {
  it(`deletes delivered and spam messages older than ${MESSAGE_RETENTION_DAYS} days at start, never an undelivered one`, async () => {
    const dataDir = tempDir();
    const db = openDatabase(join(dataDir, 'messages.db'));
    const store = new MessageStore(db, (id) => `<${id}@test>`);
    const now = Date.now();
    const rows: [string, MessageStatus, number][] = [
      ['old-sent', 'sent', MESSAGE_RETENTION_DAYS + 1],
      ['old-spam', 'spam', MESSAGE_RETENTION_DAYS + 1],
      ['old-pending', 'pending', MESSAGE_RETENTION_DAYS + 100],
      ['old-failed', 'failed', MESSAGE_RETENTION_DAYS + 100],
      ['young-sent', 'sent', MESSAGE_RETENTION_DAYS - 1],
      ['young-spam', 'spam', MESSAGE_RETENTION_DAYS - 1],
    ];
    for (const [key, status, ageDays] of rows) {
      const at = now - ageDays * DAY_MS;
      const { id } = store.add(
        { ...validMessage, language: 'el', ip: null, userAgent: null, idempotencyKey: key, spam: status === 'spam' },
        at,
      );
      db.prepare('UPDATE messages SET status = ? WHERE id = ?').run(status, id);
      if (status === 'sent') db.prepare('UPDATE outbox SET sent_at = ? WHERE message_id = ?').run(at, id);
      if (status === 'failed') db.prepare('UPDATE outbox SET failed_at = ? WHERE message_id = ?').run(at, id);
    }
    db.close();

    // SMTP down: the pending message stays pending while the server runs.
    const server = await startApp({ DATA_DIR: dataDir, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()) });
    cleanup.push(() => server.close());
    expect(server.rows().map((r) => [r.idempotency_key, r.status])).toEqual([
      ['old-pending', 'pending'],
      ['old-failed', 'failed'],
      ['young-sent', 'sent'],
      ['young-spam', 'spam'],
    ]);
    expect(server.counts()).toMatchObject({ outbox: 3 });
  });
});

describe('backup', () => {
  it('taken during a burst, holds every message acknowledged before it started; a server started on it serves on', async () => {
    const server = await startApp();
    cleanup.push(() => server.close());
    const backupFile = join(tempDir(), 'backup.db');

    /** Each acknowledged message: its idempotency key and when its 200 or 303 arrived. */
    const acknowledged: { key: string; at: number }[] = [];
    let backupStartedAt = Infinity;
    const send = async (i: number) => {
      const key = `burst-${i}`;
      const form = i % 3 === 0;
      const response = await fetch(`${server.url}${FUNCTION_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        headers: form
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}` },
        // The no-JS form has no idempotency key: its content (a distinct name) makes each message its own.
        body: form
          ? new URLSearchParams({ ...validMessage, name: `Form sender ${i}`, language: 'el' }).toString()
          : JSON.stringify({ ...validMessage, name: `Sender ${i}`, idempotencyKey: key, language: 'el' }),
      });
      await response.arrayBuffer();
      if (response.status === 200 || response.status === 303) acknowledged.push({ key: form ? `Form sender ${i}` : key, at: Date.now() });
    };

    const TOTAL = 600;
    let next = 0;
    const lanes = Array.from({ length: 16 }, async () => {
      while (next < TOTAL) await send(next++);
    });
    // The backup starts once the burst is well under way, and the burst goes on while it runs.
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
    backupStartedAt = Date.now();
    const backup = await cli(server.config.dataDir, 'backup', backupFile);
    const backupEndedAt = Date.now();
    await Promise.all(lanes);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ pages \(\d+ messages\) to /);
    expect(acknowledged).toHaveLength(TOTAL);
    // The burst did go on during the backup.
    expect(acknowledged.filter((a) => a.at > backupStartedAt && a.at < backupEndedAt).length).toBeGreaterThan(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const copy = new DatabaseSync(backupFile, { readOnly: true });
    const stored = new Set(
      (copy.prepare('SELECT idempotency_key AS key, name FROM messages').all() as { key: string; name: string }[]).flatMap((r) => [
        r.key,
        r.name,
      ]),
    );
    expect((copy.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok');
    const inBackup = (copy.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;
    copy.close();
    const before = acknowledged.filter((a) => a.at < backupStartedAt);
    expect(before.length).toBeGreaterThanOrEqual(150);
    expect(before.filter((a) => !stored.has(a.key))).toEqual([]);

    // Restore: the backup becomes the database of a new installation, which lists and takes messages.
    const restoredDir = tempDir();
    copyFileSync(backupFile, join(restoredDir, 'messages.db'));
    const restored = await startApp({ DATA_DIR: restoredDir });
    cleanup.push(() => restored.close());
    expect(restored.counts().messages).toBe(inBackup);
    expect((await restored.postJson({ ...validMessage, idempotencyKey: 'after-restore', language: 'el' })).status).toBe(200);
    expect((await fetch(`${restored.url}/healthz`)).status).toBe(200);
    expect((await cli(restoredDir, 'list', '--limit', '1')).stdout).toMatch(/In total: /);
  });
});
