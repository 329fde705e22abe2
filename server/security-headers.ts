import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
// The policy itself is shared with the static build (dist/_headers).
import { securityHeaderValues, type SecurityOptions } from '../src/lib/security-headers.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Inline script hashes of the HTML page being sent, for its CSP. */
    cspScriptHashes?: string[];
  }
}

/** Security headers on every response the server sends through Fastify (pages, files, refusals). */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  const plain = securityHeaderValues(opts);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(reply.cspScriptHashes?.length ? securityHeaderValues(opts, reply.cspScriptHashes) : plain);
    return payload;
  });
});
