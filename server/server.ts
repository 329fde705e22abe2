import { buildApp } from './app.ts';
import { configOrExit } from './config.ts';
import { DatabaseUnusable } from './store/database.ts';

/**
 * Start-up: read configuration, then serve from this one process, which also e-mails the outbox. In
 * production Caddy serves the pages (deploy/Caddyfile); the traffic left to Node is the contact form.
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

const app = await orExit(() => buildApp(config));
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
