import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { configOrExit } from './config.ts';
import { DatabaseUnusable } from './store/database.ts';

/**
 * Start-up: read configuration, then either serve from this process (WEB_CONCURRENCY=1), or start the
 * cluster's primary (server/cluster.ts), or, in one of its workers, serve and leave delivery to the primary.
 */
const config = configOrExit(process.env, { needsSite: true });

/** A database the server cannot write stops it with one plain line, as a bad setting does. */
async function orExit<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof DatabaseUnusable)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (cluster.isPrimary && config.workers > 1) {
  await orExit(() => runPrimary(config));
} else {
  const app = await orExit(() => buildApp(config, { delivery: cluster.isWorker ? 'primary' : 'here' }));
  await app.listen({ port: config.port, host: config.host });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
