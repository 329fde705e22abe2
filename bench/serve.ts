/**
 * `npm run bench:serve [-- --path /en/about --duration 5 --rounds 3 --connections 50 --check]`: requests
 * per second and p50/p99 latency of our server (node server/server.ts) and of nginx over the same built
 * site, same request (GET with Accept-Encoding: br, gzip), for the given page and the home page. The two
 * take turns for several rounds and each one's median round counts, so that a moment of noise on a small
 * host (the load generator shares its cores) does not decide the comparison.
 * Ours must reach at least half of nginx's requests per second; --check exits 1 if not.
 */
import { parseArgs } from 'node:util';
import { snapshotBuild } from './support/build.ts';
import { BenchError, runMain } from './support/cleanup.ts';
import { hostNote } from './support/host.ts';
import { ACCEPT_ENCODING, findWrk, probe, runLoad, wrkThreads, type LoadResult } from './support/load.ts';
import { startNginx } from './support/nginx.ts';
import { startOurServer } from './support/our-server.ts';
import { formatTable, kb } from './support/table.ts';

/** Serving from memory must keep pace with a dedicated static server: at least half its rate. */
const MIN_RATIO = 0.5;
/** Seconds of load before each measurement, discarded: JIT warm-up, connection set-up, page cache. */
const WARMUP_SECONDS = 2;

const USAGE = `Usage: npm run bench:serve -- [--path /en/about] [--duration 5] [--rounds 3] [--connections 50] [--check]
  --path PATH        page to request (default /en/about); the home page / is always measured too
  --duration SEC     seconds of load per run (default 5), after ${WARMUP_SECONDS} s of warm-up
  --rounds N         runs per server and page, taking turns; the median counts (default 3)
  --connections N    concurrent keep-alive connections (default 50)
  --check            exit 1 when ours < ${MIN_RATIO} × nginx requests/s on any page`;

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new BenchError(`--${name} must be a positive whole number, not "${value}"\n${USAGE}`);
  return n;
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        path: { type: 'string', default: '/en/about' },
        duration: { type: 'string', default: '5' },
        rounds: { type: 'string', default: '3' },
        connections: { type: 'string', default: '50' },
        check: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new BenchError(`${(error as Error).message}\n${USAGE}`);
  }
}

async function main(): Promise<number> {
  const { values } = parseOptions();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.path.startsWith('/')) throw new BenchError(`--path must start with "/"\n${USAGE}`);
  const duration = positiveInteger('duration', values.duration);
  const connections = positiveInteger('connections', values.connections);
  const rounds = positiveInteger('rounds', values.rounds);
  const paths = [...new Set([values.path, '/'])];

  console.log(hostNote());
  findWrk(); // fail (or install) before starting anything
  // One private copy of the build for both servers: same bytes, safe from a rebuild mid-run.
  const distDir = snapshotBuild();
  const ours = await startOurServer(distDir);
  const nginx = await startNginx(distDir);
  const servers = [
    { name: 'ours', url: ours.url, pid: ours.pid },
    { name: 'nginx', url: nginx.url, pid: nginx.pid },
  ];
  console.log(`ours  ${ours.url} (pid ${ours.pid}): node server/server.ts, site in memory, precompressed br/gzip`);
  console.log(`nginx ${nginx.url} (pid ${nginx.pid}): 2 workers, sendfile, gzip_static (no brotli module)`);
  console.log(
    `Load: wrk, ${wrkThreads(connections)} threads, ${connections} connections, ${WARMUP_SECONDS} s warm-up, then ${rounds} rounds of ${duration} s per server, taking turns; median round shown. Accept-Encoding: ${ACCEPT_ENCODING}\n`,
  );

  const rows: (string | number)[][] = [];
  const ratios: { path: string; ratio: number }[] = [];
  for (const path of paths) {
    const runs: Record<string, LoadResult[]> = {};
    const encodings: Record<string, string> = {};
    for (const server of servers) {
      // Both must answer the page itself, not an error page, or the comparison means nothing.
      const answer = await probe(server.url + path);
      if (answer.status !== 200) throw new BenchError(`${server.name} answered ${path} with ${answer.status}`);
      encodings[server.name] = `${answer.encoding} ${kb(answer.bytes)} KB`;
      await runLoad(server.url + path, connections, WARMUP_SECONDS);
      runs[server.name] = [];
    }
    for (let round = 1; round <= rounds; round++) {
      for (const server of servers) {
        const result = await runLoad(server.url + path, connections, duration);
        if (result.non2xx > 0 || result.errors > 0)
          console.warn(`warning: ${server.name} ${path}: ${result.non2xx} non-2xx, ${result.errors} errors/timeouts`);
        runs[server.name]!.push(result);
        console.log(`  ${path} ${server.name} round ${round}: ${Math.round(result.requestsPerSecond)} req/s`);
      }
    }
    const median = (name: string) => [...runs[name]!].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rounds / 2)]!;
    for (const server of servers) {
      const result = median(server.name);
      rows.push([
        path,
        server.name,
        encodings[server.name]!,
        Math.round(result.requestsPerSecond),
        result.p50Ms.toFixed(0),
        result.p99Ms.toFixed(0),
        runs[server.name]!.map((r) => Math.round(r.requestsPerSecond)).join(' / '),
      ]);
    }
    ratios.push({ path, ratio: median('ours').requestsPerSecond / median('nginx').requestsPerSecond });
  }

  console.log('\n' + formatTable(['page', 'server', 'body sent', 'req/s (median)', 'p50 ms', 'p99 ms', 'req/s of each round'], rows));
  console.log(
    '\n' +
      formatTable(
        ['page', 'ours / nginx', `ours ≥ ${MIN_RATIO} × nginx`],
        ratios.map(({ path, ratio }) => [path, `${ratio.toFixed(2)}x`, ratio >= MIN_RATIO ? 'yes' : 'NO']),
      ),
  );
  const failed = ratios.filter((r) => r.ratio < MIN_RATIO);
  console.log(
    failed.length === 0
      ? `\nOurs serves at least ${MIN_RATIO} × nginx's requests/s on every page measured.`
      : `\nBelow ${MIN_RATIO} × nginx on ${failed.map((f) => f.path).join(', ')}.`,
  );
  return values.check && failed.length > 0 ? 1 : 0;
}

runMain(main);
