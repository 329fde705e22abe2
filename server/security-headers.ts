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
 * Security headers on every response. The CSP allows scripts only from this origin plus the hashes of
 * the page's own inline scripts (computed when the site is loaded), so no 'unsafe-inline' for scripts.
 */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance, opts: SecurityOptions) {
  const extraConnect = opts.functionsOrigin ? ` ${opts.functionsOrigin}` : '';
  const extraForm = opts.functionsUrl ? ` ${opts.functionsUrl}` : '';
  app.addHook('onSend', async (_request, reply, payload) => {
    const scripts = ["'self'", ...(reply.cspScriptHashes ?? [])].join(' ');
    reply.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src ${scripts}`,
        // Styles may be inline: react-hot-toast sets style attributes and a <style> element at run time.
        // Scripts, the real risk, stay hash-only.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src 'self'${extraConnect}`,
        `form-action 'self'${extraForm}`,
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header(
      'Permissions-Policy',
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
    );
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    return payload;
  });
});
