/**
 * Public settings read at build time. `SITE_URL` is the site's public origin (canonical URLs, sitemap,
 * structured data); `PUBLIC_FUNCTIONS_URL` and `PUBLIC_ANON_KEY` are where the contact form sends
 * (supabase-js `functions.invoke`), and `PUBLIC_FUNCTIONS_REGION` the Supabase region its calls are pinned
 * to. Defaults point at the project's own server.
 */
import { DEFAULT_FUNCTIONS_REGION, parseContactServiceUrl } from '../lib/contact/contact-service.ts';
import { DEFAULT_ANON_KEY } from '../lib/contact/settings-schema.ts';

const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>;

export const siteUrl = (env.SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, '');

/** The contact service URL handed to createClient(); '' means "this site's own origin", resolved in the browser. */
export const contactServiceUrl = parseContactServiceUrl(env.PUBLIC_FUNCTIONS_URL);

/** The Supabase region of every call to the contact service; '' for this site's own server, which has none. */
export const functionsRegion = contactServiceUrl ? env.PUBLIC_FUNCTIONS_REGION?.trim() || DEFAULT_FUNCTIONS_REGION : '';

/** The public anonymous key sent with function calls; the project's own server accepts this default. */
export const anonKey = env.PUBLIC_ANON_KEY ?? DEFAULT_ANON_KEY;
