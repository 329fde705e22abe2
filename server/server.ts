import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** Start-up: read configuration, build the app, listen, and stop cleanly on SIGTERM / SIGINT. */
const config = loadConfig();
const app = await buildApp(config);
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
