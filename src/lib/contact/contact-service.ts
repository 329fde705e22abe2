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

/**
 * The Supabase region every call of the site and the functions is pinned to, unless PUBLIC_FUNCTIONS_REGION
 * names another. Supabase runs an Edge Function in the region nearest the caller unless told otherwise
 * (https://supabase.com/docs/guides/functions/regional-invocation), which for a visitor abroad could be
 * outside the EEA; the privacy notice promises that messages stay inside it. Frankfurt.
 */
export const DEFAULT_FUNCTIONS_REGION = 'eu-central-1';

/**
 * The address of `send-contact-email` under a contact service URL ('' for this site's own server). With a
 * region, the `forceFunctionRegion` query parameter pins it there: the plain form can add no `x-region`
 * header, and Supabase takes either (supabase-js adds both).
 */
export function contactFunctionUrl(serviceUrl: string, region = ''): string {
  return `${serviceUrl}/functions/v1/send-contact-email${region ? `?forceFunctionRegion=${encodeURIComponent(region)}` : ''}`;
}
