import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { contactFunction } from './contact/plugin.ts';
import { securityHeaders } from './security-headers.ts';
import { loadSite } from './site/site-files.ts';
import { staticRoutes } from './site/static-routes.ts';

/**
 * Builds the whole application (what tests construct); `server.ts` only reads configuration and listens.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // One log line per request would drown what matters (delivery, errors) under normal traffic.
    logController: new LogController({ disableRequestLogging: true }),
  });

  const functionsUrl = config.functionsUrl;
  await app.register(securityHeaders, {
    functionsUrl: functionsUrl ? `${functionsUrl}/functions/v1/send-contact-email` : null,
    functionsOrigin: functionsUrl ? new URL(functionsUrl).origin : null,
  });
  const files = await loadSite(config.distDir);
  await app.register(staticRoutes, { files });
  await app.register(contactFunction, { config });
  return app;
}
