import { createServer } from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { contactFunction, type DeliveryRole } from './contact/plugin.ts';
import { securityHeaders, securityOptions } from './security-headers.ts';
import { functionsProjectUrl } from '../src/lib/contact/functions-url.ts';
import { staticAnswers } from './site/static-answers.ts';
import { loadSite } from './site/site-files.ts';
import { staticRoutes } from './site/static-routes.ts';

/**
 * Builds the whole application (what tests construct); `server.ts` only reads configuration and listens.
 * `delivery`: whether this process e-mails the outbox itself (the default) or a cluster primary does.
 */
export async function buildApp(config: ServerConfig, { delivery = 'here' }: { delivery?: DeliveryRole } = {}): Promise<FastifyInstance> {
  // PUBLIC_FUNCTIONS_URL may be written with or without its /functions/v1.
  const security = securityOptions(functionsProjectUrl(config.functionsUrl ?? '') || null);
  const files = await loadSite(config.distDir);
  const answerStatic = staticAnswers(files, security);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // One log line per request would drown what matters (delivery, errors) under normal traffic.
    logController: new LogController({ disableRequestLogging: true }),
    // Built pages and assets are answered from memory before Fastify's routing (site/static-answers.ts).
    serverFactory: (handler) => createServer((req, res) => answerStatic(req, res) || handler(req, res)),
  });

  await app.register(securityHeaders, security);
  await app.register(staticRoutes, { files });
  await app.register(contactFunction, { config, delivery });
  return app;
}
