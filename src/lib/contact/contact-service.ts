/**
 * Where the contact form sends. The "contact service URL" is the base URL that supabase-js `createClient`
 * takes and appends `/functions/v1/<name>` to: a Supabase project's `https://<ref>.supabase.co`, or ''
 * for this site's own server. PUBLIC_FUNCTIONS_URL may be written either way, with or without its
 * `/functions/v1`.
 */
export function parseContactServiceUrl(publicFunctionsUrl: string | undefined): string {
  return (publicFunctionsUrl ?? '')
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/functions\/v1$/, '');
}

/** The address of `send-contact-email` under a contact service URL ('' for this site's own server). */
export function contactFunctionUrl(serviceUrl: string): string {
  return `${serviceUrl}/functions/v1/send-contact-email`;
}
