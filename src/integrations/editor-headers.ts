import { defineMiddleware } from 'astro:middleware';
import { EDITOR_SOURCES, inlineScriptHashes, securityHeaderValues, securityOptions } from '../lib/security-headers.ts';

/**
 * The site's security headers on every answer of the editor online (astro.editor.config.ts), as the Node server
 * sends them on the site's (server/security-headers.ts): the same policy, from the same function, with the hashes
 * of the page's inline scripts (Astro's, which load Keystatic) and the sources of GitHub's that Keystatic reaches
 * (EDITOR_SOURCES). Set here, where the page's HTML is known: the server hands these routes to the editor's build
 * whole (server/editor/routes.ts). The editor's page sends nothing to the contact service: this origin only.
 */
const here = securityOptions('');

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  const body = html ? await response.text() : response.body;
  const headers = new Headers(response.headers);
  const hashes = typeof body === 'string' ? inlineScriptHashes(body) : [];
  for (const [name, value] of Object.entries(securityHeaderValues(here, hashes, EDITOR_SOURCES))) headers.set(name, value);
  // Its answers hold a lawyer's session (GitHub's tokens in cookies, sign-in redirects): never kept by a cache.
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
});
