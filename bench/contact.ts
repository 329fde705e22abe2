/**
 * `npm run bench:contact [-- --count N --concurrency C]`: load test of the contact function as it runs
 * in production. Starts the real server (`node server/server.ts`, its own process) on a temporary
 * database and a minimal site, with a real SMTP peer (smtp-server) in this process and the rate limit
 * raised; fires N valid submissions (default 2,000) C at a time (default 50), each with its own
 * idempotency key; then waits for the outbox to drain. Prints messages per second and p50/p99 latency,
 * and exits non-zero unless stored = delivered = received = acknowledged = N, with no duplicate.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({ options: { count: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '50' } } });
const COUNT = Number(values.count);
const CONCURRENCY = Number(values.concurrency);
if (!Number.isInteger(COUNT) || COUNT < 1 || !Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  console.error('Usage: npm run bench:contact -- [--count N] [--concurrency C]  (positive whole numbers)');
  process.exit(2);
}
/** The whole run, start-up to drained outbox, must fit in this; otherwise it stops and fails. */
const DEADLINE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// --- the firm's inbox: a real SMTP server counting what it accepts, by Message-ID ---
const received = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? 'missing';
      received.set(id, (received.get(id) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
const smtpPort = (smtp.server.address() as { port: number }).port;

// --- the real server, in its own process, on a temporary database and a one-page site ---
const root = mkdtempSync(join(tmpdir(), 'bench-contact-'));
mkdirSync(join(root, 'dist'));
writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><html lang="el"><title>bench</title></html>');
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['server/server.ts'], {
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    DIST_DIR: join(root, 'dist'),
    DATA_DIR: join(root, 'data'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    RATE_LIMIT_MAX: String(COUNT * 2),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let finished = false;
async function shutdown(code: number): Promise<never> {
  finished = true;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
  process.exit(code);
}
const deadline = setTimeout(() => {
  console.error(`FAILED: the run did not finish within ${DEADLINE_MS / 60_000} minutes.`);
  void shutdown(1);
}, DEADLINE_MS);
server.once('exit', (code, signal) => {
  if (finished) return;
  console.error(`FAILED: the server exited (${code ?? signal}).`);
  void shutdown(1);
});

for (let ready = false; !ready; ) {
  ready = await fetch(`${baseUrl}/`).then((r) => r.ok, () => false);
  if (!ready) await sleep(50);
}

// --- the load: COUNT submissions, CONCURRENCY at a time ---
const runId = Date.now().toString(36);
const latencies: number[] = [];
let acknowledged = 0;
const failures = new Map<string, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < COUNT) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer public-anon-key', apikey: 'public-anon-key', origin: baseUrl },
        body: JSON.stringify({
          name: `Bench Sender ${i}`,
          email: `sender${i}@example.gr`,
          phone: '+30 690 000 0000',
          message: `Load test message ${i}.\nΤράκαρα χθες στην Κηφισίας και χρειάζομαι βοήθεια.`,
          idempotencyKey: `bench-${runId}-${i}`,
          language: i % 2 ? 'en' : 'el',
          website: '',
        }),
      }).catch((error: Error) => error);
      latencies.push(performance.now() - t0);
      if (response instanceof Error) failures.set(response.message, (failures.get(response.message) ?? 0) + 1);
      else if (response.status === 200 && ((await response.json()) as { ok?: boolean }).ok === true) acknowledged++;
      else failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
    }
  }),
);
const loadSeconds = (performance.now() - started) / 1000;

// --- the outbox drains: everything acknowledged must reach the inbox exactly once ---
const db = new DatabaseSync(join(root, 'data', 'messages.db'), { readOnly: true });
const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
const uniqueReceived = () => [...received.keys()].filter((id) => id !== 'missing').length;
while (count('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL') > 0 || uniqueReceived() < acknowledged) await sleep(50);
const drainedSeconds = (performance.now() - started) / 1000;
await sleep(500); // a late duplicate would show up here
const stored = count('SELECT COUNT(*) AS n FROM messages');
const delivered = count('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NOT NULL');
const duplicates = [...received.values()].filter((n) => n > 1).length;
db.close();
clearTimeout(deadline);

latencies.sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`contact function: ${COUNT} submissions, ${CONCURRENCY} at a time`);
console.log(`  accepted:      ${(acknowledged / loadSeconds).toFixed(0)} messages/s (${acknowledged} in ${loadSeconds.toFixed(2)} s)`);
console.log(`  latency:       p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1)!)}`);
console.log(`  delivered:     all e-mailed ${drainedSeconds.toFixed(2)} s after the first request (${(delivered / drainedSeconds).toFixed(0)} e-mails/s end to end)`);
console.log(`  acknowledged ${acknowledged}, stored ${stored}, delivered ${delivered}, received ${uniqueReceived()}, duplicates ${duplicates}`);
for (const [reason, n] of failures) console.log(`  refused: ${n} × ${reason}`);

const ok = acknowledged === COUNT && stored === acknowledged && delivered === acknowledged && uniqueReceived() === acknowledged && duplicates === 0;
console.log(ok ? 'OK: stored = delivered = acknowledged.' : 'FAILED: the counts differ.');
await shutdown(ok ? 0 : 1);
