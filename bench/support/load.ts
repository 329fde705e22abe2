import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BenchError, isStopping, onCleanup, stopChild } from './cleanup.ts';

/** The same request for both servers: what a browser sends for a page, compression accepted. */
export const ACCEPT_ENCODING = 'br, gzip';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const REPORT_SCRIPT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));

/**
 * Debian's wrk, installed with apt-get when missing and we may (root). Not autocannon: on a 2-core
 * host its single Node thread saturates near 6,000 req/s, below both servers, and then reports the
 * two as equal.
 */
export function findWrk(): string {
  if (existsSync(WRK)) return WRK;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("wrk not found: installing Debian's wrk (apt-get install -y wrk)…");
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
    if (existsSync(WRK)) return WRK;
  }
  throw new BenchError('wrk is not installed. Install it with `sudo apt-get install -y wrk` (or set WRK_PATH) and run again.');
}

/** Load-generator threads: one per core, as wrk recommends, never more than the connections. */
export const wrkThreads = (connections: number) => Math.max(1, Math.min(availableParallelism(), connections));

/**
 * GETs `url` for `seconds` over `connections` keep-alive connections with wrk, its own process
 * (sharing no event loop with either server); results come from the done() hook of wrk-report.lua.
 */
export async function runLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const wrk = findWrk();
  const args = [
    '-t',
    String(wrkThreads(connections)),
    '-c',
    String(connections),
    '-d',
    `${seconds}s`,
    '-H',
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
    '-s',
    REPORT_SCRIPT,
    url,
  ];
  const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  onCleanup(`wrk (pid ${child.pid})`, () => stopChild(child, 'SIGINT'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (isStopping()) throw new BenchError('interrupted');
  const json = stdout.split('\n').find((line) => line.startsWith('{'));
  if (code !== 0 || !json) throw new Error(`wrk exited with ${code}:\n${stdout}${stderr}`);
  const r = JSON.parse(json) as {
    requests: number;
    durationUs: number;
    non2xx: number;
    errors: number;
    p50Us: number;
    p99Us: number;
  };
  return {
    requestsPerSecond: r.requests / (r.durationUs / 1e6),
    p50Ms: r.p50Us / 1000,
    p99Ms: r.p99Us / 1000,
    total: r.requests,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** One request as the load sends it: status, encoding and size on the wire, to check both answer alike. */
export function probe(url: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'] ?? 'identity',
          bytes,
        }),
      );
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer from ${url} within 5 s`)));
    req.once('error', reject);
    req.end();
  });
}
