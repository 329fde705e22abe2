/**
 * The flood of `npm run bench:flood`, in a process of its own so that its work never delays the
 * benchmark's own timings: `connections` keep-alive connections each posting the costliest refused body
 * (49 KB of JSON whose name is an object of 5,000 keys) to `url`, back to back, for `seconds`.
 *
 * - `from: 'network'`: every connection from 127.0.0.1, each request's X-Forwarded-For one of the 256 /56s
 *   of 2001:db8:4848::/48 in turn (one client with a tunnel broker's /48);
 * - `from: 'addresses'`: connection i from its own source address, 127.4.0.(i+1), no X-Forwarded-For
 *   (a small botnet; one connection per address).
 *
 * Reads its settings as JSON from argv[2]; prints `{ requests, statuses: { "429": n, ... } }` at the end.
 */
import { Agent, request } from 'node:http';

interface FloodSettings {
  url: string;
  /** The Host header, for Caddy's site address. */
  host: string;
  connections: number;
  seconds: number;
  from: 'network' | 'addresses';
}

const settings = JSON.parse(process.argv[2]!) as FloodSettings;
const HEAVY = JSON.stringify({
  name: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 1])),
  email: 'flood@example.gr',
  phone: '2100000000',
  message: 'x',
});
const length = Buffer.byteLength(HEAVY);

const agent = new Agent({ keepAlive: true, maxSockets: settings.from === 'network' ? settings.connections : 1 });
const statuses = new Map<number, number>();
let requests = 0;
let sent = 0;
const until = Date.now() + settings.seconds * 1000;

function postOnce(connection: number): Promise<void> {
  const headers: Record<string, string | number> = {
    host: settings.host,
    'content-type': 'application/json',
    apikey: 'public-anon-key',
    'content-length': length,
  };
  if (settings.from === 'network') headers['x-forwarded-for'] = `2001:db8:4848:${((sent++ % 256) << 8).toString(16)}::1`;
  return new Promise((resolve) => {
    const req = request(
      settings.url,
      {
        method: 'POST',
        agent,
        headers,
        ...(settings.from === 'addresses' ? { localAddress: `127.4.0.${connection + 1}` } : {}),
      },
      (res) => {
        requests++;
        statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
        res.resume();
        res.on('end', resolve);
        res.on('error', () => resolve());
      },
    );
    req.on('error', () => {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
      // A refused or reset connection: a moment before the next, as a client would.
      setTimeout(resolve, 10);
    });
    req.end(HEAVY);
  });
}

await Promise.all(
  Array.from({ length: settings.connections }, async (_, connection) => {
    while (Date.now() < until) await postOnce(connection);
  }),
);
agent.destroy();
console.log(JSON.stringify({ requests, statuses: Object.fromEntries(statuses) }));
