import { FunctionRegion } from '@supabase/functions-js';
import { envField } from 'astro/config';
import { DEFAULT_FUNCTIONS_REGION } from '../lib/contact/contact-service.ts';
import { DEFAULT_ANON_KEY, DEFAULT_SITE_URL } from '../lib/contact/settings-schema.ts';

/** Supabase's regions, as supabase-js names them; 'any' would let a call leave the EEA. */
const regions: string[] = Object.values(FunctionRegion).filter((region) => region !== FunctionRegion.Any);

/**
 * The settings read when the pages are built, as Astro's typed environment (`astro:env`): Astro checks them
 * before it builds a page and stops a build with a bad one, every variable in one message of the same
 * format; the pages read them, typed, through src/config/site.ts. An empty variable counts as unset.
 * docs/configuration.md says who else reads each.
 */
export const siteEnvSchema = {
  /** The site's public origin: canonical URLs, the sitemap, structured data (astro.config.ts makes it Astro's `site`). */
  SITE_URL: envField.string({ context: 'server', access: 'public', url: true, default: DEFAULT_SITE_URL }),
  /** Where the contact form sends (supabase-js `functions.invoke`); unset for the project's own server. */
  PUBLIC_FUNCTIONS_URL: envField.string({ context: 'server', access: 'public', url: true, optional: true }),
  /** The Supabase region every call to the contact service is pinned to; used only with PUBLIC_FUNCTIONS_URL. */
  PUBLIC_FUNCTIONS_REGION: envField.enum({
    context: 'server',
    access: 'public',
    values: regions,
    default: DEFAULT_FUNCTIONS_REGION,
  }),
  /** The public anonymous key sent with function calls; the project's own server accepts this default. */
  PUBLIC_ANON_KEY: envField.string({ context: 'server', access: 'public', min: 1, default: DEFAULT_ANON_KEY }),
  /**
   * Whether the build writes a brotli and a gzip copy beside every text file, for the Node server and Caddy;
   * false for a static host that compresses by itself (Netlify, Cloudflare, CloudFront), which would only
   * upload them. Read by the build's last step (src/integrations/build-output.ts).
   */
  PRECOMPRESS: envField.boolean({ context: 'server', access: 'public', default: true }),
};
