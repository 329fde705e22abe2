/** What supabase-js sends with `functions.invoke` (and its preflight asks for). */
export const CORS_ALLOW_HEADERS = 'authorization, apikey, x-client-info, content-type, x-region';
export const CORS_ALLOW_METHODS = 'POST, OPTIONS';

/**
 * The origins allowed to call the function: the site's (SITE_URL) and the extra ones (ALLOWED_ORIGINS),
 * both already checked as origins by the settings schema.
 */
export function configuredOrigins(siteUrl: string, extra: readonly string[]): Set<string> {
  return new Set([siteUrl, ...extra].map((origin) => new URL(origin).origin));
}

/**
 * Whether a request's `Origin` may call the function. No `Origin` (curl, a server, some browsers'
 * same-origin form posts) is allowed: the header is how browsers say a page of another site is calling.
 * The function's own origin is recognised by host, because behind a TLS proxy the server sees plain http
 * while the page's origin is https.
 */
export function originAllowed(origin: string | null, host: string | null, allowed: Set<string>): boolean {
  if (origin === null) return true;
  if (allowed.has(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false; // 'null' (sandboxed frames, file: pages) and malformed values
  }
}
