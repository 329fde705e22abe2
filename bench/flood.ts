/**
 * `npm run bench:flood [-- --seconds 20] [--scenarios network-direct,addresses-direct,network-caddy,addresses-caddy]
 * [--root DIR]`: what a visitor lives through while the contact form is flooded from many addresses, on
 * this machine (the flood shares its cores with the server, as in the attack review of 1 December, P2).
 *
 * Starts the real server (`node server/server.ts` of `--root`, default this checkout: give another
 * checkout to measure an earlier version, e.g. `git archive <ref> | tar -x -C /tmp/before` with its
 * node_modules linked) over the built site in `dist/`, with the production settings (one process, the
 * default request ceiling and message budget, `TRUST_PROXY=127.0.0.1`) and a real SMTP peer; for the
 * Caddy scenarios, that checkout's deploy/Caddyfile in front. Then, per scenario, a flood
 * (bench/support/flooder.ts, a process of its own) posts the costliest refused body back to back:
 *
 * - `network`: 100 connections from one IPv6 /48, each request from another of its 256 /56s
 *   (X-Forwarded-For; through Caddy, a Caddyfile that passes the client's X-Forwarded-For on, as Caddy
 *   behind a CDN would, since this machine has no such addresses of its own);
 * - `addresses`: 200 connections, each from its own address (127.4.0.1-200).
 *
 * Meanwhile, every 250 ms, a visitor (a fresh address each time, 127.3.x.y) posts a real message, and a page
 * (`/en/about`) and `/healthz` are fetched. Prints, per scenario: the pages' and the health check's
 * latency, the visitor's (200, or the clear 503 `overloaded`), the flood's answers; then sends again each
 * message answered 503, as the form's outbox does, and checks that every message acknowledged was
 * stored and e-mailed. Figures only: nothing here is a pass or a fail of a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../scripts/support/free-port.ts';
import { startServer, type RunningServer } from '../tests/support/server.ts';
import { hostNote } from './support/host.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    scenarios: { type: 'string', default: 'network-direct,addresses-direct,network-caddy,addresses-caddy' },
    root: { type: 'string', default: '.' },
    dist: { type: 'string', default: 'dist' },
  },
});
const SECONDS = Number(values.seconds);
const ROOT = resolve(values.root);
const DIST = resolve(values.dist);
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
type Scenario = 'network-direct' | 'addresses-direct' | 'network-caddy' | 'addresses-caddy';
const scenarios = values.scenarios.split(',') as Scenario[];
const PROBE_MS = 250;
const TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => (Number.isNaN(value) ? '—' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

// --- the firm's inbox: counts what it accepts, by Message-ID ---
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
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()));
const smtpPort = (smtp.server.address() as { port: number }).port;

interface Answer {
  status: number;
  ms: number;
  body: string;
  retryAfter: string | undefined;
}

/** One request, timed to the end of its answer; status 0 when it failed or took longer than TIMEOUT_MS. */
function timed(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((done) => {
    const finish = (status: number, text = '', retryAfter?: string) =>
      done({ status, ms: performance.now() - started, body: text, retryAfter });
    const req = httpRequest(url, { method, headers, ...(localAddress ? { localAddress } : {}), timeout: TIMEOUT_MS }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => finish(res.statusCode!, text, res.headers['retry-after']));
      res.on('error', () => finish(0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => finish(0));
    req.end(body);
  });
}

function startCaddy(file: string, address: string, upstream: string, home: string): Promise<ChildProcess> {
  const caddy = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      SITE_ADDRESS: address,
      SITE_ROOT: DIST,
      NODE_UPSTREAM: upstream,
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return (async () => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
      if ((await timed(`${address}/`)).status === 200) return caddy;
    }
    caddy.kill('SIGTERM');
    throw new Error('Caddy did not start');
  })();
}

interface Figures {
  scenario: Scenario;
  pages: number[];
  health: number[];
  visitor: number[];
  visitorStatuses: Map<number, number>;
  flood: { requests: number; statuses: Record<string, number> };
  acknowledged: number;
  resent: { sent: number; ok: number };
  stored: number;
  emailed: number;
}

const visitorMessage = (scenario: string, i: number) =>
  JSON.stringify({
    name: 'Real Visitor',
    email: 'visitor@example.gr',
    phone: '+30 690 000 0000',
    message: `A real message during the flood (${scenario}), number ${i}.`,
    idempotencyKey: `flood-visitor-${scenario}-${i}`,
    language: 'en',
    website: '',
  });

async function run(scenario: Scenario, round: number): Promise<Figures> {
  const throughCaddy = scenario.endsWith('caddy');
  const fromNetwork = scenario.startsWith('network');
  const work = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const server: RunningServer = await startServer(
    {
      DIST_DIR: DIST,
      DATA_DIR: join(work, 'data'),
      TRUST_PROXY: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_TO: 'office@example.gr',
    },
    { inherit: false, root: ROOT },
  );
  let caddy: ChildProcess | null = null;
  let front = server.url;
  if (throughCaddy) {
    front = `http://127.0.0.1:${await freePort()}`;
    let caddyfile = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8');
    // One /48 reaching Caddy: this machine has no such addresses, so Caddy passes on the client's own
    // X-Forwarded-For, as it would behind a CDN that names the visitor.
    if (fromNetwork) {
      caddyfile = caddyfile.replaceAll(
        'reverse_proxy {$NODE_UPSTREAM:127.0.0.1:4321} {',
        'reverse_proxy {$NODE_UPSTREAM:127.0.0.1:4321} {\n\t\t\theader_up X-Forwarded-For {http.request.header.X-Forwarded-For}',
      );
    }
    writeFileSync(join(work, 'Caddyfile'), caddyfile);
    caddy = await startCaddy(join(work, 'Caddyfile'), front, new URL(server.url).host, work);
  }
  const functionUrl = `${front}/functions/v1/send-contact-email`;

  const flooder = spawn(
    process.execPath,
    [
      'bench/support/flooder.ts',
      JSON.stringify({
        url: functionUrl,
        host: new URL(front).host,
        connections: fromNetwork ? 100 : 200,
        seconds: SECONDS,
        from: fromNetwork ? 'network' : 'addresses',
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let floodOutput = '';
  flooder.stdout.on('data', (chunk: Buffer) => (floodOutput += chunk.toString()));
  const flooded = new Promise<void>((done) => flooder.once('exit', () => done()));
  const floodEnds = Date.now() + SECONDS * 1000;
  await sleep(2000);

  const pages: number[] = [];
  const health: number[] = [];
  const visitor: number[] = [];
  const visitorStatuses = new Map<number, number>();
  const acknowledged = new Set<string>();
  const refused: { i: number; address: string }[] = [];
  const probes: Promise<void>[] = [];
  for (let i = 0; Date.now() < floodEnds - 500; i++) {
    const address = `127.3.${round * 16 + (i >> 8)}.${(i & 255) + 1}`;
    const post = (n: number, from: string) =>
      timed(functionUrl, {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          apikey: 'public-anon-key',
          'accept-language': 'en',
          ...(fromNetwork && throughCaddy ? { 'x-forwarded-for': from } : {}),
        },
        body: visitorMessage(scenario, n),
      });
    probes.push(
      (async () => {
        const [answer, page, check] = await Promise.all([post(i, address), timed(`${front}/en/about`), timed(`${front}/healthz`)]);
        visitor.push(answer.ms);
        pages.push(page.status === 200 ? page.ms : TIMEOUT_MS);
        health.push(check.status === 200 || check.status === 503 ? check.ms : TIMEOUT_MS);
        visitorStatuses.set(answer.status, (visitorStatuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200) acknowledged.add(`flood-visitor-${scenario}-${i}`);
        else refused.push({ i, address });
        if (answer.status === 503 && !(answer.retryAfter && /"code":"overloaded"/.test(answer.body)))
          visitorStatuses.set(-503, (visitorStatuses.get(-503) ?? 0) + 1);
      })(),
    );
    await sleep(PROBE_MS);
  }
  await Promise.all(probes);
  await flooded;
  const flood = JSON.parse(floodOutput.trim().split('\n').at(-1) ?? '{"requests":0,"statuses":{}}') as Figures['flood'];

  // The form's outbox sends each message answered 503 again once the server answers again.
  await sleep(1000);
  let ok = 0;
  for (const { i, address } of refused) {
    const again = await timed(functionUrl, {
      method: 'POST',
      localAddress: address,
      headers: {
        'content-type': 'application/json',
        apikey: 'public-anon-key',
        ...(fromNetwork && throughCaddy ? { 'x-forwarded-for': address } : {}),
      },
      body: visitorMessage(scenario, i),
    });
    if (again.status === 200) {
      ok++;
      acknowledged.add(`flood-visitor-${scenario}-${i}`);
    }
  }

  // Every acknowledged message stored, and e-mailed.
  const db = new DatabaseSync(join(work, 'data', 'messages.db'), { readOnly: true });
  const headers = () =>
    (
      db
        .prepare(
          "SELECT m.idempotency_key AS key, o.message_id_header AS id FROM messages m JOIN outbox o ON o.message_id = m.id WHERE m.idempotency_key LIKE 'flood-visitor-%'",
        )
        .all() as { key: string; id: string }[]
    ).filter((row) => acknowledged.has(row.key));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && headers().some((row) => !received.has(row.id));) await sleep(200);
  const rows = headers();
  const figures: Figures = {
    scenario,
    pages: pages.sort((a, b) => a - b),
    health: health.sort((a, b) => a - b),
    visitor: visitor.sort((a, b) => a - b),
    visitorStatuses,
    flood,
    acknowledged: acknowledged.size,
    resent: { sent: refused.length, ok },
    stored: rows.length,
    emailed: rows.filter((row) => received.has(row.id)).length,
  };
  db.close();
  if (caddy) {
    const exited = new Promise((done) => caddy.once('exit', done));
    caddy.kill('SIGTERM');
    await exited;
  }
  await server.stop();
  rmSync(work, { recursive: true, force: true });
  return figures;
}

console.log(hostNote());
console.log(
  `server: ${ROOT === resolve('.') ? 'this checkout' : ROOT}; flood ${SECONDS} s per scenario; a visitor, a page and /healthz every ${PROBE_MS} ms`,
);
const results: Figures[] = [];
for (const [round, scenario] of scenarios.entries()) {
  results.push(await run(scenario, round));
  const f = results.at(-1)!;
  const spread = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 90))} / ${ms(values.at(-1) ?? NaN)}`;
  const counts = (statuses: Map<number, number> | Record<string, number>) =>
    [...(statuses instanceof Map ? statuses : new Map(Object.entries(statuses)))]
      .map(([status, n]) => `${n} × ${Number(status) === 0 ? 'error' : Number(status) === -503 ? '503 not ours' : status}`)
      .join(', ');
  console.log(`\n${scenario}${scenario.startsWith('network') ? ' (100 connections, one /48)' : ' (200 connections, 200 addresses)'}`);
  console.log(`  flood:    ${(f.flood.requests / SECONDS).toFixed(0)} requests/s (${counts(f.flood.statuses)})`);
  console.log(`  pages:    p50 / p90 / max ${spread(f.pages)}`);
  console.log(`  /healthz: p50 / p90 / max ${spread(f.health)}`);
  console.log(`  visitor:  p50 / p90 / max ${spread(f.visitor)} (${counts(f.visitorStatuses)})`);
  console.log(`  kept and sent again after the flood: ${f.resent.ok} of ${f.resent.sent}`);
  console.log(
    `  acknowledged ${f.acknowledged}, stored ${f.stored}, e-mailed ${f.emailed}${f.acknowledged === f.emailed && f.stored === f.acknowledged ? '' : '  <- LOST'}`,
  );
}
await new Promise<void>((done) => smtp.close(() => done()));
