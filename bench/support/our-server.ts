import { startServer } from '../../tests/support/server.ts';
import { onCleanup } from './cleanup.ts';

/**
 * Our production server (`node server/server.ts`, its own process) over the build in `distDir`, on a port of
 * 127.0.0.1 the OS picks, with a throw-away DATA_DIR; registered for cleanup (SIGTERM by PID, then the data
 * folder deleted). It runs as in production (LOG_LEVEL info, which logs no line per request: see server/app.ts).
 * `root` is the checkout whose server runs: this one, or the baseline's.
 */
export async function startOurServer(distDir: string, root = '.'): Promise<{ url: string; pid: number }> {
  const server = await startServer({ DIST_DIR: distDir }, { root });
  onCleanup(`our server (pid ${server.process.pid})`, () => server.stop());
  return { url: server.url, pid: server.process.pid! };
}
