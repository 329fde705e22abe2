import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Origin of the contact function when it is not this server (PUBLIC_FUNCTIONS_URL), else null. */
  functionsOrigin: string | null;
  functionsUrl: string | null;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Inline script hashes of the HTML page being sent, for its CSP. */
    cspScriptHashes?: string[];
  }
}

/**
 * The security headers of a response, given the hashes of its page's inline scripts. The CSP allows
 * scripts only from this origin plus those hashes, so no 'unsafe-inline' for scripts. One function, so
 * that the static fast path (headers precomputed per file) and the hook below send the same policy.
 */
export function securityHeaderValues(opts: SecurityOptions, scriptHashes: readonly string[] = []): Record<string, string> {
  const extraConnect = opts.functionsOrigin ? ` ${opts.functionsOrigin}` : '';
  const extraForm = opts.functionsUrl ? ` ${opts.functionsUrl}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      `script-src ${["'self'", ...scriptHashes].join(' ')}`,
      // Styles may be inline: react-hot-toast sets style attributes and a <style> element at run time.
      // Scripts, the real risk, stay hash-only.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${extraConnect}`,
      // The offline service worker and the web app manifest: this origin only.
      "worker-src 'self'",
      "manifest-src 'self'",
      `form-action 'self'${extraForm}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
}

/** Security headers on every response that goes through Fastify (the static fast path precomputes its own). */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  const plain = securityHeaderValues(opts);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(reply.cspScriptHashes?.length ? securityHeaderValues(opts, reply.cspScriptHashes) : plain);
    return payload;
  });
});
