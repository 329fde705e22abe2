/**
 * PUBLIC_FUNCTIONS_URL as the code uses it: the project's base URL, the one supabase-js `createClient`
 * takes (it appends `/functions/v1/<name>` itself). Written either way in the environment,
 * `https://<project>.supabase.co` or `https://<project>.supabase.co/functions/v1`; '' is this site's own server.
 */
export function functionsProjectUrl(value: string | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/functions\/v1$/, '');
}

/** Where the contact form posts: the function's URL under a project base ('' for this site's own server). */
export function contactFunctionUrl(projectUrl: string): string {
  return `${projectUrl}/functions/v1/send-contact-email`;
}
