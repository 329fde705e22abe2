import { createServer } from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config.ts';
import { contactFunction, type DeliveryRole } from './contact/plugin.ts';
import { healthRoute } from './health/route.ts';
import { clientErrorHandler, CONNECTION_LIMITS, frameworkErrors, missingHost, serverOptions, type ConnectionLimits } from './edges.ts';
import { securityHeaders } from './security-headers.ts';
import { securityOptions } from '../src/lib/security-headers.ts';
import { staticAnswers } from './site/static-answers.ts';
import { loadSite } from './site/site-files.ts';
import { staticRoutes } from './site/static-routes.ts';
import { openDatabase } from './store/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The messages database (WAL, `synchronous = FULL`), open for the app's lifetime. */
    messagesDatabase: DatabaseSync;
  }
}

/**
 * Builds the whole application (what tests construct); `server.ts` only reads configuration and listens.
 * `delivery`: whether this process e-mails the outbox itself (the default) or a cluster primary does.
 * `logTo`: where log lines go instead of stdout (tests read them). `limits`: the connection time limits
 * (server/edges.ts), shorter in the tests that reach them.
 */
export async function buildApp(
  config: ServerConfig,
  {
    delivery = 'here',
    logTo,
    limits = CONNECTION_LIMITS,
  }: { delivery?: DeliveryRole; logTo?: DestinationStream; limits?: ConnectionLimits } = {},
): Promise<FastifyInstance> {
  const security = securityOptions(config.contactServiceUrl);
  const files = await loadSite(config.distDir);
  const answerStatic = staticAnswers(files, security);
  const answerMissingHost = missingHost(security);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logTo ? { stream: logTo } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // One log line per request would drown what matters (delivery, errors) under normal traffic.
    logController: new LogController({ disableRequestLogging: true }),
    // What cannot be read as a request, or routed, is answered without echoing it and with the security headers.
    clientErrorHandler: clientErrorHandler(security),
    frameworkErrors: frameworkErrors(security),
    // Built pages and assets are answered from memory before Fastify's routing (site/static-answers.ts).
    serverFactory: (handler) =>
      createServer(
        serverOptions(limits),
        (req, res) => answerMissingHost(req, res) || answerStatic(req, res) || handler(req, res),
      ).setTimeout(limits.idleTimeout),
  });

  // Opened (and migrated) before anything that reads it; closed after everything that uses it.
  const db = openDatabase(config.databasePath);
  app.decorate('messagesDatabase', db);
  app.addHook('onClose', async () => db.close());

  await app.register(securityHeaders, security);
  await app.register(staticRoutes, { files });
  await app.register(contactFunction, { config, delivery, db });
  await app.register(healthRoute, { config });
  return app;
}
