import Fastify, { LogController, type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { ServerConfig } from './config.ts';
import { contactFunction } from './contact/plugin.ts';
import { watchLoop, type LoopLoad, type OverloadPolicy } from './contact/overload.ts';
import { editorBuilt, editorRoutes } from './editor/routes.ts';
import { healthRoute } from './health/route.ts';
import {
  clientErrorHandler,
  CONNECTION_LIMITS,
  frameworkErrors,
  refuseMissingHost,
  serverOptions,
  type ConnectionLimits,
} from './edges.ts';
import { securityHeaders } from './security-headers.ts';
import { securityOptions } from '../src/lib/security-headers.ts';
import { sitePages } from './site/pages.ts';
import { openDatabase } from './store/database.ts';
import { WriteOutcomes } from './store/write-outcomes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The messages database (WAL, `synchronous = FULL`), open for the app's lifetime. */
    messagesDatabase: DatabaseSync;
  }
}

/**
 * Builds the whole application (what tests construct); `server.ts` only reads configuration and listens.
 * `deliver: false`: the app stores messages and leaves e-mailing them to its caller (a test that drives
 * delivery itself).
 * `logTo`: where log lines go instead of stdout (tests read them). `limits`: the connection time limits
 * (server/edges.ts), and `healthCacheMs` how long one health report is reused: shorter in the tests that
 * wait for them. `load`: how the event loop's load is measured (a test gives one of its own) and when a
 * post is refused for it (server/contact/overload.ts).
 */
export async function buildApp(
  config: ServerConfig,
  {
    deliver = true,
    logTo,
    limits = CONNECTION_LIMITS,
    healthCacheMs,
    load,
  }: {
    deliver?: boolean;
    logTo?: NonNullable<FastifyLoggerOptions['stream']>;
    limits?: ConnectionLimits;
    healthCacheMs?: number;
    load?: { loop?: LoopLoad; policy?: OverloadPolicy };
  } = {},
): Promise<FastifyInstance> {
  const security = securityOptions(config.contactServiceUrl);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logTo ? { stream: logTo } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // One log line per request would drown what matters (delivery, errors) under normal traffic.
    logController: new LogController({ disableRequestLogging: true }),
    // What cannot be read as a request, or routed, is answered without echoing it and with the security headers.
    clientErrorHandler: clientErrorHandler(security),
    frameworkErrors: frameworkErrors(security),
    http: serverOptions(limits),
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    connectionTimeout: limits.idleTimeout,
  });

  // Opened (and migrated) before anything that reads it; closed after everything that uses it. No busy
  // timeout: a call never waits inside SQLite, with every request of the process behind it (whenUnlocked).
  const db = openDatabase(config.databasePath, { busyTimeoutMs: 0 });
  const writes = new WriteOutcomes();
  app.decorate('messagesDatabase', db);
  app.addHook('onClose', async () => db.close());

  await app.register(securityHeaders, security);
  app.addHook('onRequest', refuseMissingHost);
  await app.register(sitePages, { distDir: config.distDir });
  if (config.editor && editorBuilt(config.editor.dir)) await app.register(editorRoutes, { dir: config.editor.dir, security });
  // Its GitHub App set, but nothing built: the site serves on, and the log says why /keystatic is not found.
  else if (config.editor) app.log.warn(`the lawyers' editor is off: ${config.editor.dir} holds no build of it (npm run build:editor)`);
  const loop = load?.loop ?? watchLoop();
  app.addHook('onClose', async () => loop.stop());
  await app.register(contactFunction, { config, deliver, db, writes, load: { loop, policy: load?.policy } });
  await app.register(healthRoute, { config, db, writes, cacheMs: healthCacheMs });
  return app;
}
