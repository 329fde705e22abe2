import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** What supabase-js sends with `functions.invoke` (and its preflight asks for). */
export const CORS_ALLOW_HEADERS = 'authorization, apikey, x-client-info, content-type, x-region';
export const CORS_ALLOW_METHODS = 'POST, OPTIONS';

/** The configured origins allowed to call the function: SITE_URL's and ALLOWED_ORIGINS. */
export function configuredOrigins(config: Pick<ServerConfig, 'siteUrl' | 'allowedOrigins'>): Set<string> {
  const origins = config.allowedOrigins.map((origin) => {
    if (!URL.canParse(origin)) throw new Error(`ALLOWED_ORIGINS: "${origin}" is not an origin such as https://www.example.gr`);
    return new URL(origin).origin;
  });
  return new Set([new URL(config.siteUrl).origin, ...origins]);
}

/**
 * Whether a request's `Origin` may call the function. No `Origin` (curl, a server, some browsers'
 * same-origin form posts) is allowed: the header is how browsers say a page of another site is calling.
 * The server's own origin is recognised by host, because behind a TLS proxy the server sees plain http
 * while the page's origin is https.
 */
export function originAllowed(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    const { host, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && host === request.headers.host;
  } catch {
    return false; // 'null' (sandboxed frames, file: pages) and malformed values
  }
}
