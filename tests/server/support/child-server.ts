import { createServer } from 'node:net';
import { startServer, type RunningServer } from '../../support/server.ts';

export type ChildServer = RunningServer;

/** `node server/server.ts` as its own process, with only `env` (and PATH) as its environment. */
export const startChildServer = (env: Record<string, string>): Promise<ChildServer> => startServer(env, { inherit: false });

/** A port where nothing listens yet (the SMTP server that is down, started later on it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
