/**
 * `npm run bench:contact [-- --count N --concurrency C --backend node|supabase]`: load test of the contact
 * function as it runs in production. With `--backend supabase` the same load then goes to the Edge
 * Functions on Deno with a throwaway PostgreSQL (scripts/supabase), and both figures are printed side by
 * side. The embedded server: Starts the real server (`node server/server.ts`, its own process) on a temporary
 * database and a minimal site, with a real SMTP peer (smtp-server) in this process and the rate limit
 * raised; fires N valid submissions (default 2,000) C at a time (default 50), each with its own
 * idempotency key; then waits for the outbox to drain. Prints messages per second and p50/p99 latency,
 * and exits non-zero unless stored = delivered = received = acknowledged = N, with no duplicate.
 * Then the refusals: bodies shaped to be costly to read (one form field repeated 12,000 times, 9,000
 * fields, thousands of JSON names, deep JSON), each sent one at a time; prints what one refusal takes
 * (p50 and max), which must stay a few milliseconds whatever the shape.
 * Then the flood: one client keeps `--flood-connections` (200) connections busy with the costliest refused
 * post (49 KB of JSON, answered 422) for `--flood-seconds` (10), while a real visitor (each post from an
 * address of its own) posts a valid message every 250 ms, through a server of the production settings
 * (one process, behind a proxy on 127.0.0.1); once with the request ceiling off, once with its default.
 * Prints the visitor's latency (median, p90, max), which must stay under 1 s with the ceiling.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { startLocalSupabase, type LocalSupabase } from '../scripts/supabase/stack.ts';
import { startServer, type RunningServer } from '../tests/support/server.ts';
import { freePort } from '../scripts/support/free-port.ts';
import { locales } from '../src/i18n/locales.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    backend: { type: 'string', default: 'node' },
    refusals: { type: 'string', default: '40' },
    'flood-seconds': { type: 'string', default: '10' },
    'flood-connections': { type: 'string', default: '200' },
  },
});
if (values.backend !== 'node' && values.backend !== 'supabase') {
  console.error('--backend must be node or supabase');
  process.exit(2);
}
const COUNT = Number(values.count);
const CONCURRENCY = Number(values.concurrency);
const REFUSALS = Number(values.refusals);
const FLOOD_SECONDS = Number(values['flood-seconds']);
const FLOOD_CONNECTIONS = Number(values['flood-connections']);
if (!Number.isInteger(COUNT) || COUNT < 1 || !Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  console.error('Usage: npm run bench:contact -- [--count N] [--concurrency C]  (positive whole numbers)');
  process.exit(2);
}
/** The whole run, start-up to drained outbox, must fit in this; otherwise it stops and fails. */
const DEADLINE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    REQUEST_LIMIT_MAX: String(COUNT * 4),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let finished = false;
let supabase: LocalSupabase | null = null;
async function shutdown(code: number): Promise<never> {
  finished = true;
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await supabase?.stop();
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

for (let ready = false; !ready;) {
  ready = await fetch(`${baseUrl}/`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await sleep(50);
}

interface Backend {
  label: string;
  functionUrl: string;
  anonKey: string;
  origin: string;
  count(what: 'stored' | 'delivered' | 'pending'): Promise<number>;
}

interface Figures {
  label: string;
  acknowledged: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  drainedSeconds: number;
  stored: number;
  delivered: number;
  received: number;
  duplicates: number;
  failures: Map<string, number>;
}

/** COUNT submissions, CONCURRENCY at a time, then waits until every acknowledged one reached the inbox. */
async function measure(backend: Backend): Promise<Figures> {
  received.clear();
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
        const response = await fetch(backend.functionUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${backend.anonKey}`,
            apikey: backend.anonKey,
            origin: backend.origin,
          },
          body: JSON.stringify({
            name: `Bench Sender ${i}`,
            email: `sender${i}@example.gr`,
            phone: '+30 690 000 0000',
            message: `Load test message ${i}.\nΤράκαρα χθες στην Κηφισίας και χρειάζομαι βοήθεια.`,
            idempotencyKey: `bench-${runId}-${i}`,
            language: locales[i % locales.length],
            website: '',
          }),
        }).catch((error: unknown) => error as Error); // fetch rejects with a TypeError or an AbortError
        latencies.push(performance.now() - t0);
        if (response instanceof Error) failures.set(response.message, (failures.get(response.message) ?? 0) + 1);
        else if (response.status === 200 && ((await response.json()) as { ok?: boolean }).ok === true) acknowledged++;
        else failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
      }
    }),
  );
  const loadSeconds = (performance.now() - started) / 1000;
  const uniqueReceived = () => [...received.keys()].filter((id) => id !== 'missing').length;
  while ((await backend.count('pending')) > 0 || uniqueReceived() < acknowledged) await sleep(50);
  const drainedSeconds = (performance.now() - started) / 1000;
  await sleep(500); // a late duplicate would show up here
  latencies.sort((a, b) => a - b);
  return {
    label: backend.label,
    acknowledged,
    perSecond: acknowledged / loadSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1)!,
    drainedSeconds,
    stored: await backend.count('stored'),
    delivered: await backend.count('delivered'),
    received: uniqueReceived(),
    duplicates: [...received.values()].filter((n) => n > 1).length,
    failures,
  };
}

/** Bodies that cost the most to read for their size, with the status each must get. */
const COSTLY: { label: string; type: string; body: string; status: number }[] = [
  { label: 'form, one field 12,000 times (48 KB)', type: 'application/x-www-form-urlencoded', body: 'a=1&'.repeat(12_000), status: 303 },
  {
    label: 'form, 9,000 fields (58 KB)',
    type: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 9_000 }, (_, i) => `f${i}=1`).join('&'),
    status: 303,
  },
  {
    label: 'JSON, 4,000 names (45 KB)',
    type: 'application/json',
    body: JSON.stringify(Object.fromEntries(Array.from({ length: 4_000 }, (_, i) => [`f${i}`, 1]))),
    status: 413,
  },
  { label: 'JSON, one name 6,000 times (42 KB)', type: 'application/json', body: `{${'"a":1,'.repeat(6_000)}"b":1}`, status: 422 },
  {
    label: 'JSON, 12,000 deep (24 KB)',
    type: 'application/json',
    body: `{"name":${'['.repeat(12_000)}${']'.repeat(12_000)}}`,
    status: 422,
  },
];

/** Each costly body REFUSALS times, one at a time: the latency of one refusal. */
async function measureRefusals(backend: Backend): Promise<string[]> {
  const lines: string[] = [];
  for (const costly of COSTLY) {
    const latencies: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < REFUSALS; i++) {
      const t0 = performance.now();
      const response = await fetch(backend.functionUrl, {
        method: 'POST',
        headers: {
          'content-type': costly.type,
          authorization: `Bearer ${backend.anonKey}`,
          apikey: backend.anonKey,
          origin: backend.origin,
        },
        body: costly.body,
        redirect: 'manual',
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.add(response.status);
    }
    latencies.sort((a, b) => a - b);
    const answered = [...statuses].join(', ');
    if (answered !== String(costly.status)) wrongRefusals.push(`${costly.label}: ${answered}`);
    lines.push(
      `  ${costly.label.padEnd(38)} ${answered}  p50 ${percentile(latencies, 50).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
    );
  }
  return lines;
}
const wrongRefusals: string[] = [];
const refusalLines: [string, string[]][] = [];

/** The costliest refusal of the attack of 28 November: a 49 KB JSON body whose name is an object of 5,000 keys (422). */
const HEAVY = JSON.stringify({
  name: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 1])),
  email: 'flood@example.gr',
  phone: '2100000000',
  message: 'x',
});

/** How long the visitor's post may wait during a flood before it counts as lost. */
const VISITOR_TIMEOUT_MS = 30_000;

interface FloodFigures {
  label: string;
  floodPerSecond: number;
  floodStatuses: Map<number, number>;
  visitor: { p50: number; p90: number; max: number; statuses: Map<number, number> };
}

/**
 * One client's flood and a visitor's posts beside it, against a server of its own (production settings
 * but `env`), behind a proxy on 127.0.0.1 so that X-Forwarded-For names the flooder and each visitor.
 */
async function measureFlood(label: string, env: Record<string, string>): Promise<FloodFigures> {
  const own: RunningServer = await startServer(
    {
      DIST_DIR: join(root, 'dist'),
      DATA_DIR: join(root, `flood-${label.replace(/\W+/g, '-')}`),
      TRUST_PROXY: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      ...env,
    },
    { inherit: false },
  );
  const url = new URL(`${own.url}/functions/v1/send-contact-email`);
  const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS });
  const floodStatuses = new Map<number, number>();
  let floods = 0;
  let flooding = true;
  const floodOnce = () =>
    new Promise<void>((resolve) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            apikey: 'public-anon-key',
            'x-forwarded-for': '198.51.100.66',
            'content-length': Buffer.byteLength(HEAVY),
          },
        },
        (res) => {
          floods++;
          floodStatuses.set(res.statusCode!, (floodStatuses.get(res.statusCode!) ?? 0) + 1);
          res.resume();
          res.on('end', resolve);
          res.on('error', () => resolve());
        },
      );
      req.on('error', () => resolve());
      req.end(HEAVY);
    });
  const started = performance.now();
  const flooders = Array.from({ length: FLOOD_CONNECTIONS }, async () => {
    while (flooding) await floodOnce();
  });
  await sleep(1000);
  const latencies: number[] = [];
  const visitorStatuses = new Map<number, number>();
  for (let i = 0; performance.now() - started < FLOOD_SECONDS * 1000; i++) {
    const t0 = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: 'public-anon-key',
        'x-forwarded-for': `203.0.113.${(i % 250) + 1}`,
      },
      body: JSON.stringify({
        name: 'Real Visitor',
        email: 'visitor@example.gr',
        phone: '+30 690 000 0000',
        message: `A real message during the flood, number ${i}.`,
        idempotencyKey: `flood-visitor-${label.length}-${i}`,
        language: 'en',
        website: '',
      }),
      // A post that waits longer than this counts as not served (status 0).
      signal: AbortSignal.timeout(VISITOR_TIMEOUT_MS),
    }).catch((error: unknown) => error as Error);
    latencies.push(performance.now() - t0);
    const status = response instanceof Error ? 0 : response.status;
    if (!(response instanceof Error)) await response.arrayBuffer();
    visitorStatuses.set(status, (visitorStatuses.get(status) ?? 0) + 1);
    await sleep(250);
  }
  flooding = false;
  const floodPerSecond = floods / ((performance.now() - started) / 1000);
  await Promise.all(flooders);
  agent.destroy();
  await own.stop();
  latencies.sort((a, b) => a - b);
  return {
    label,
    floodPerSecond,
    floodStatuses,
    visitor: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), max: latencies.at(-1)!, statuses: visitorStatuses },
  };
}

const db = new DatabaseSync(join(root, 'data', 'messages.db'), { readOnly: true });
const sqliteCount = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
const results: Figures[] = [];
results.push(
  await measure({
    label: 'embedded (Node, SQLite)',
    functionUrl: `${baseUrl}/functions/v1/send-contact-email`,
    anonKey: 'public-anon-key',
    origin: baseUrl,
    count: async (what) =>
      sqliteCount(
        what === 'stored'
          ? 'SELECT COUNT(*) AS n FROM messages'
          : what === 'delivered'
            ? 'SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NOT NULL'
            : 'SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL',
      ),
  }),
);
db.close();
refusalLines.push([
  'embedded (Node, SQLite)',
  await measureRefusals({
    label: '',
    functionUrl: `${baseUrl}/functions/v1/send-contact-email`,
    anonKey: 'public-anon-key',
    origin: baseUrl,
    count: async () => 0,
  }),
]);

const floods: FloodFigures[] = [];
if (FLOOD_SECONDS > 0) {
  floods.push(await measureFlood('without a request ceiling', { REQUEST_LIMIT_MAX: '100000' }));
  floods.push(await measureFlood('with the default ceiling', {}));
}

if (values.backend === 'supabase') {
  supabase = await startLocalSupabase({
    env: {
      SITE_URL: baseUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      RATE_LIMIT_MAX: String(COUNT * 2),
      REQUEST_LIMIT_MAX: String(COUNT * 4),
      DELIVERY_SCHEDULE_SECONDS: '5',
    },
  });
  const sql = postgres(supabase.databaseUrl, { max: 1, onnotice: () => {} });
  const pgCount = async (query: string) => Number((await sql.unsafe(query))[0]!.n);
  results.push(
    await measure({
      label: 'Supabase (Deno, Postgres)',
      functionUrl: supabase.functions.sendUrl,
      anonKey: supabase.anonKey,
      origin: baseUrl,
      count: (what) =>
        pgCount(
          what === 'stored'
            ? 'select count(*) as n from contact.messages'
            : what === 'delivered'
              ? 'select count(*) as n from contact.outbox where sent_at is not null'
              : 'select count(*) as n from contact.outbox where sent_at is null',
        ),
    }),
  );
  await sql.end();
  refusalLines.push([
    'Supabase (Deno, Postgres)',
    await measureRefusals({
      label: '',
      functionUrl: supabase.functions.sendUrl,
      anonKey: supabase.anonKey,
      origin: baseUrl,
      count: async () => 0,
    }),
  ]);
}
clearTimeout(deadline);

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`contact function: ${COUNT} submissions, ${CONCURRENCY} at a time`);
let ok = true;
for (const r of results) {
  console.log(r.label);
  console.log(`  accepted:      ${r.perSecond.toFixed(0)} messages/s (${r.acknowledged} acknowledged)`);
  console.log(`  latency:       p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`);
  console.log(
    `  delivered:     ${r.delivered}, all e-mailed ${r.drainedSeconds.toFixed(2)} s after the first request (${(r.delivered / r.drainedSeconds).toFixed(0)} e-mails/s end to end)`,
  );
  console.log(
    `  acknowledged ${r.acknowledged}, stored ${r.stored}, delivered ${r.delivered}, received ${r.received}, duplicates ${r.duplicates}`,
  );
  for (const [reason, n] of r.failures) console.log(`  refused: ${n} × ${reason}`);
  const counted =
    r.acknowledged === COUNT &&
    r.stored === r.acknowledged &&
    r.delivered === r.acknowledged &&
    r.received === r.acknowledged &&
    r.duplicates === 0;
  if (!counted) console.log('  FAILED: the counts differ.');
  ok &&= counted;
}
console.log(`refusals: each costly body ${REFUSALS} times, one at a time (status, latency of one refusal)`);
for (const [label, lines] of refusalLines) console.log([label, ...lines].join('\n'));
if (floods.length) {
  console.log(
    `flood: one client, ${FLOOD_CONNECTIONS} connections of refused 49 KB posts for ${FLOOD_SECONDS} s; a visitor posts every 250 ms beside it (Node, one process)`,
  );
  const counts = (statuses: Map<number, number>) => [...statuses].map(([status, n]) => `${n} × ${status || 'error'}`).join(', ');
  for (const f of floods) {
    console.log(`  ${f.label}`);
    console.log(`    flood:   ${f.floodPerSecond.toFixed(0)} requests/s (${counts(f.floodStatuses)})`);
    console.log(
      `    visitor: p50 ${ms(f.visitor.p50)}, p90 ${ms(f.visitor.p90)}, max ${ms(f.visitor.max)} (${counts(f.visitor.statuses)})`,
    );
  }
  const ceiling = floods.at(-1)!;
  if (ceiling.visitor.max >= 1000 || [...ceiling.visitor.statuses.keys()].some((status) => status !== 200)) {
    console.log('FAILED: with the ceiling, a visitor waited 1 s or more during the flood, or was not served.');
    ok = false;
  }
}
for (const wrong of wrongRefusals) console.log(`FAILED: a costly body got another answer than its refusal (${wrong}).`);
ok &&= wrongRefusals.length === 0;
console.log(ok ? 'OK: stored = delivered = acknowledged, and the visitor served within 1 s during the flood.' : 'FAILED (see above).');
await shutdown(ok ? 0 : 1);
