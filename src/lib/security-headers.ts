import { createHash } from 'node:crypto';
import { contactFunctionUrl } from './contact/contact-service.ts';

/**
 * The security headers of the site, as one pure function: the Node server sends them
 * (server/security-headers.ts) and the build writes them for static hosts (dist/_headers,
 * src/integrations/build-output/static-headers.ts), so that both serve the same policy.
 */
export interface SecurityOptions {
  /** Origin of the contact service when it is not this server (PUBLIC_FUNCTIONS_URL), else null: the form's script calls it. */
  contactServiceOrigin: string | null;
  /** Address of its send-contact-email, else null: the form without JavaScript posts to it. */
  contactFunctionUrl: string | null;
}

/** The options for a contact service URL (parseContactServiceUrl's result; '' is this server). */
export function securityOptions(serviceUrl: string): SecurityOptions {
  return {
    contactServiceOrigin: serviceUrl ? new URL(serviceUrl).origin : null,
    contactFunctionUrl: serviceUrl ? contactFunctionUrl(serviceUrl) : null,
  };
}

/** Origins a page may reach beyond its own and the contact service's: none on the site's pages. */
export interface ExtraSources {
  connect?: readonly string[];
  img?: readonly string[];
}

/**
 * What the lawyers' editor online (Keystatic in GitHub mode, its routes alone) reaches: GitHub's API, where it reads
 * the repository and makes each save's commit; a public repository's files, which it reads from
 * raw.githubusercontent.com; and the signed-in lawyer's picture. Signing in is a navigation to github.com, which
 * no directive governs.
 */
export const EDITOR_SOURCES: ExtraSources = {
  connect: ['https://api.github.com', 'https://raw.githubusercontent.com'],
  img: ['https://avatars.githubusercontent.com'],
};

/**
 * The security headers of a response, given the hashes of its page's inline scripts. The CSP allows
 * scripts only from this origin plus those hashes, so no 'unsafe-inline' for scripts.
 */
export function securityHeaderValues(
  opts: SecurityOptions,
  scriptHashes: readonly string[] = [],
  extra: ExtraSources = {},
): Record<string, string> {
  const sources = (list: readonly (string | null)[]) => list.flatMap((source) => (source ? [` ${source}`] : [])).join('');
  const extraConnect = sources([opts.contactServiceOrigin, ...(extra.connect ?? [])]);
  const extraImg = sources(extra.img ?? []);
  const extraForm = opts.contactFunctionUrl ? ` ${opts.contactFunctionUrl}` : '';
  return {
    'content-security-policy': [
      "default-src 'self'",
      // 'wasm-unsafe-eval' lets the site's search (Pagefind, this origin's /pagefind/) compile its WebAssembly; it
      // allows no eval() of JavaScript.
      `script-src ${["'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(' ')}`,
      // Styles may be inline: react-hot-toast sets style attributes and a <style> element at run time.
      // Scripts, the real risk, stay hash-only.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data:${extraImg}`,
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

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 sources of every inline script of a page, as CSP wants them. */
export function inlineScriptHashes(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) found.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  return [...found];
}
