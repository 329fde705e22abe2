import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, SITE_ORIGIN, tempSite, validMessage } from './support/app.ts';
import { startChildServer, type ChildServer } from './support/child-server.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';

/**
 * The server as production runs it on a multi-core machine: a primary and WEB_CONCURRENCY HTTP workers
 * (server/cluster.ts). Workers share one rate limit and one database; only the primary e-mails.
 */
let inbox: MailPeer;
let server: ChildServer;
let databasePath: string;

/** One POST on a connection of its own, so that Node's cluster hands it to the next worker in turn. */
function postOnNewConnection(idempotencyKey: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ ...validMessage, idempotencyKey, language: 'el' });
    const req = request(
      `${server.url}${FUNCTION_PATH}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One GET on a connection of its own, with a bound: a connection handed to a dead worker is never
 * answered, and the bound turns that hang into a failure.
 */
function getOnNewConnection(path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { agent: false, timeout: ANSWER_BOUND_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to GET ${path} within ${ANSWER_BOUND_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** Far above a real answer's time even on a loaded 2-core machine, far below "hangs". */
const ANSWER_BOUND_MS = 5_000;

const workerPids = () =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter(Boolean);

beforeAll(async () => {
  inbox = await startMailPeer();
  const site = tempSite();
  databasePath = `${site.dataDir}/messages.db`;
  server = await startChildServer({
    WEB_CONCURRENCY: '2',
    DIST_DIR: site.distDir,
    DATA_DIR: site.dataDir,
    SITE_URL: SITE_ORIGIN,
    PUBLIC_ANON_KEY: ANON_KEY,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    RATE_LIMIT_MAX: '3',
  });
});

afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

describe('several server processes', () => {
  it('start: a primary and two workers', async () => {
    expect(server.output()).toContain('Starting 2 server processes');
    await expect.poll(() => workerPids().length).toBe(2);
  });

  it('share one rate limit: the fourth message from an address is refused, whichever worker gets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await postOnNewConnection(`cluster-${i}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('deliver every stored message exactly once, from the primary', async () => {
    const received = await inbox.waitFor(3);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.messages).toHaveLength(3);
    const db = new DatabaseSync(databasePath, { readOnly: true });
    const ids = (db.prepare('SELECT message_id_header AS id FROM outbox WHERE sent_at IS NOT NULL').all() as { id: string }[]).map(
      (r) => r.id,
    );
    db.close();
    expect(received.map((m) => m.headers.get('message-id')).sort()).toEqual(ids.sort());
  });

  it('answer every request made as a worker is killed and right after, then replace the worker', async () => {
    const home = await getOnNewConnection('/');
    expect(home.status).toBe(200);
    const [victim, survivor] = workerPids();
    // The first 50 are sent in the same tick as the kill, so they reach the server while the primary
    // has not yet seen the worker die; the next 50 follow at once.
    const inFlight = Array.from({ length: 50 }, () => getOnNewConnection('/'));
    process.kill(victim!, 'SIGKILL');
    const rightAfter = Array.from({ length: 50 }, () => getOnNewConnection('/'));
    const answers = await Promise.all([...inFlight, ...rightAfter]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.body.equals(home.body))).toBe(true);

    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('a server process died; starting another');
    await expect.poll(() => workerPids().filter((pid) => pid !== victim).length, { timeout: 10_000 }).toBe(2);
    expect(workerPids()).toContain(survivor);
  });
});
