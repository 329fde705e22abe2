import type { FastifyInstance } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { ServerConfig } from '../config.ts';
import type { WriteOutcomes } from '../store/write-outcomes.ts';
import { HealthProbe } from './report.ts';

/**
 * `GET /healthz` for an uptime monitor: 200 while messages can be stored, none has waited too long for
 * delivery (ALERT_PENDING_MINUTES) and none was refused for good in the last day, else 503, so the firm
 * hears that messages are stuck before a client is lost. The body is counts and ages only. The server
 * reuses one report for a couple of seconds (HEALTH_CACHE_MS); no cache downstream may keep it.
 */
export async function healthRoute(
  app: FastifyInstance,
  { config, db, writes, cacheMs }: { config: ServerConfig; db: DatabaseSync; writes: WriteOutcomes; cacheMs?: number },
) {
  const probe = new HealthProbe(db, { cacheMs, writes });
  app.addHook('onClose', async () => probe.close());

  app.get('/healthz', (request, reply) => {
    const { report, writeError } = probe.report({
      now: Date.now(),
      alertPendingMs: config.alertPendingMs,
      smtpConfigured: config.smtp !== null,
    });
    if (writeError) request.log.error({ cause: writeError }, 'health check: the messages database cannot be written');
    return reply
      .code(report.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });
}
