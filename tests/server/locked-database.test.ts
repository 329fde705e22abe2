import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { FUNCTION_PATH, tempSite, validMessage } from './support/app.ts';
import { bareNodeEnv } from '../support/node-env.ts';

/**
 * Another process holding the database's write lock (sqlite3 in a transaction, `npm run messages -- purge`)
 * costs only the messages that wait for it: the server (`node server/server.ts`, one process, node:sqlite
 * being synchronous) never waits inside SQLite, so its pages and /healthz answer while a message waits, and a
 * message that cannot get the lock in time is answered 503 `busy` with Retry-After, never 500. The lock is
 * a real second connection to the same SQLite file, in this process.
 */
const ANON_KEY = 'public-anon-key';
let server: RunningServer;
let site: ReturnType<typeof tempSite>;
let path = '';
let other: DatabaseSync;

beforeAll(async () => {
  site = tempSite({ '/en/about.html': '<!doctype html><html lang="en"><title>About</title></html>' });
  path = join(site.dataDir, 'messages.db');
  server = await startServer(
    { DIST_DIR: site.distDir, DATA_DIR: site.dataDir, RATE_LIMIT_MAX: '10000', REQUEST_LIMIT_MAX: '100000' },
    { inherit: false },
  );
  other = new DatabaseSync(path, { timeout: 5000 });
});
afterAll(async () => {
  if (other?.isTransaction) other.exec('ROLLBACK');
  other?.close();
  await server?.stop();
  rmSync(site.root, { recursive: true, force: true });
});

const postJson = (key: string, language = 'en') =>
  fetch(server.url + FUNCTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: ANON_KEY },
    body: JSON.stringify({ ...validMessage, idempotencyKey: key, language }),
  });
const stored = () => (other.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;

/** Which of two requests answered first. */
async function firstOf(a: Promise<Response>, b: Promise<Response>): Promise<'a' | 'b'> {
  return Promise.race([a.then(() => 'a' as const), b.then(() => 'b' as const)]);
}

describe('a write lock held by another process', () => {
  it('leaves pages and /healthz answering while a message waits; the message gets 503 busy with Retry-After; all is well after', async () => {
    expect((await postJson('before-the-lock')).status).toBe(200);
    const before = stored();

    other.exec('BEGIN IMMEDIATE');
    other.exec('UPDATE health_probe SET written_at = written_at');
    try {
      // The message waits for the lock with the event loop free: a page asked after it is answered first.
      const waiting = postJson('during-the-lock');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const page = fetch(`${server.url}/en/about`);
      expect(await firstOf(page, waiting)).toBe('a');
      expect((await page).status).toBe(200);

      const health = fetch(`${server.url}/healthz`);
      const another = postJson('during-the-lock-2', 'el');
      expect(await firstOf(health, another)).toBe('a');

      const refused = await waiting;
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: dictionaries.en['form.errors.busy'], code: 'busy', fields: {} });
      const greek = await another;
      expect(greek.status).toBe(503);
      expect(((await greek.json()) as { error: string }).error).toBe(dictionaries.el['form.errors.busy']);

      // A message has failed: the health check says so at once.
      const report = await fetch(`${server.url}/healthz`);
      expect(report.status).toBe(503);
      expect(await report.json()).toMatchObject({ status: 'alert', database: { writable: false } });

      // The form without JavaScript is sent to the page of a server problem, which names it.
      const form = await fetch(server.url + FUNCTION_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ ...validMessage, language: 'en' }),
        redirect: 'manual',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toMatch(/^\/en\/contact\/not-sent\/server-error\?error=busy&seconds=\d+#/);
    } finally {
      other.exec('ROLLBACK');
    }
    expect(stored()).toBe(before);

    // The lock is gone: the same message goes through, and the health check is green again.
    expect((await postJson('during-the-lock')).status).toBe(200);
    expect(stored()).toBe(before + 1);
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 10_000, interval: 500 }).toBe(200);
  });

  it('a purge of thousands of messages by the CLI holds the lock in short steps: messages posted meanwhile are stored', async () => {
    // 3,000 delivered messages of 4 KB, two years old, written straight into the file.
    const old = Date.now() - 2 * 365 * 86_400_000;
    const insert = other.prepare(
      `INSERT INTO messages (created_at, name, email, phone, message, language, idempotency_key, status)
       VALUES (?, 'Old', 'old@example.gr', '2100000000', ?, 'el', ?, 'sent')`,
    );
    other.exec('BEGIN');
    for (let i = 0; i < 3000; i++) insert.run(old, 'π'.repeat(2000), `old-${i}`);
    other.exec('COMMIT');

    const purge = new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['server/cli/messages.ts', 'purge', '--older-than', '365d'],
        { env: { ...bareNodeEnv(), DATA_DIR: site.dataDir } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      ),
    );
    let done = false;
    void purge.then(() => (done = true));
    const statuses: number[] = [];
    for (let i = 0; !done || i < 3; i++) statuses.push((await postJson(`during-purge-${i}`)).status);
    const { code, stdout, stderr } = await purge;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Purged 3000 delivered or spam messages');
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((other.prepare("SELECT COUNT(*) AS n FROM messages WHERE idempotency_key LIKE 'during-purge-%'").get() as { n: number }).n).toBe(
      statuses.length,
    );
  });
});
