/**
 * Writes dist/_headers, the headers file Netlify and Cloudflare (Pages and Workers static assets) read, so
 * that the built site on a static host or CDN sends the security headers the Node server sends: the same
 * function computes them (src/lib/security-headers.ts), with the functions origin of PUBLIC_FUNCTIONS_URL
 * allowed in the CSP. The same headers go into dist/.headers.caddy for deploy/Caddyfile.
 *
 * One rule for every path. Both hosts join the values of a header that several rules set into one
 * comma-separated header, which for a CSP means two policies, both enforced; so there is a single CSP,
 * allowing the inline scripts of all pages by their hashes (a handful, all the site's own).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { filesUnder } from '../../lib/files-under.ts';
import { inlineScriptHashes, securityHeaderValues, securityOptions } from '../../lib/security-headers.ts';

/** The Caddyfile snippet with the same headers: a dot file, which neither Node nor Caddy (told to hide it) serves. */
const CADDY_HEADERS = '.headers.caddy';

const capitalize = (name: string) => name.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase());

/** Writes both files into `dist`; `contactServiceUrl` is the build's (src/config/site.ts), '' for this site's own server. */
export async function writeStaticHeaders(dist: string, contactServiceUrl: string): Promise<string> {
  const hashes = new Set<string>();
  for (const file of await filesUnder(dist)) {
    if (file.endsWith('.html')) for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }

  const headers = securityHeaderValues(securityOptions(contactServiceUrl), [...hashes].sort());
  const rules = [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${capitalize(name)}: ${value}`),
    // Astro fingerprints everything under /_astro/: a changed file gets a new name.
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
  ];
  await writeFile(join(dist, '_headers'), `${rules.join('\n')}\n`);

  // The same headers as a Caddyfile snippet, which deploy/Caddyfile imports for the pages it serves itself.
  const caddy = [
    '# Written by src/integrations/build-output/static-headers.ts at each build: the security headers of this build.',
    'header {',
    ...Object.entries(headers).map(([name, value]) => `\t${capitalize(name)} "${value}"`),
    '}',
  ];
  await writeFile(join(dist, CADDY_HEADERS), `${caddy.join('\n')}\n`);
  return `dist/_headers: security headers for every path, ${hashes.size} inline script hashes${contactServiceUrl ? `, contact service at ${new URL(contactServiceUrl).origin}` : ''}`;
}
