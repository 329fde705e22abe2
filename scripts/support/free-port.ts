import { createServer } from 'node:net';

/**
 * A port of 127.0.0.1 that is free right now, chosen by the OS, for the servers of the tests, the
 * benchmarks and the local Supabase stack that must be told their port before they start (PostgreSQL,
 * an SMTP peer started later, the Deno gateway).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port was assigned'))));
    });
  });
}
