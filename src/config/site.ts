/**
 * Public settings read at build time, typed and checked by Astro (`astro:env`, their schema in
 * src/config/site-env.ts). Defaults point at the project's own server.
 */
import { PUBLIC_ANON_KEY, PUBLIC_FUNCTIONS_REGION, PUBLIC_FUNCTIONS_URL } from 'astro:env/server';
import { parseContactServiceUrl } from '../lib/contact/contact-service.ts';

/** The contact service URL handed to createClient(); '' means "this site's own origin", resolved in the browser. */
export const contactServiceUrl = parseContactServiceUrl(PUBLIC_FUNCTIONS_URL);

/** The Supabase region of every call to the contact service; '' for this site's own server, which has none. */
export const functionsRegion: string = contactServiceUrl ? PUBLIC_FUNCTIONS_REGION : '';

/** The public anonymous key sent with function calls. */
export const anonKey = PUBLIC_ANON_KEY;
