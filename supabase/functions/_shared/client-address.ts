/**
 * The visitor's address as Supabase's platform hands it to a function. What this relies on:
 *
 * - A hosted project is reached through Cloudflare ("API logs run through the Cloudflare edge servers",
 *   https://supabase.com/docs/guides/platform/logs, whose captured request headers include
 *   `cf-connecting-ip`). Cloudflare sets `CF-Connecting-IP` to the address that connected to it
 *   (https://developers.cloudflare.com/fundamentals/reference/http-headers/), whatever a client sent.
 * - Without Cloudflare (`supabase start`, a self-hosted gateway, the local runner the tests use), the
 *   gateway appends the address of the connection it received to `X-Forwarded-For`, as Kong and other
 *   proxies do: the last entry is the gateway's, every one before it is whatever the client wrote.
 *   Supabase users observed exactly that (github.com/orgs/supabase/discussions/34647: a client-sent
 *   `X-Forwarded-For` arrives first in the list), so the first entry is never used.
 *
 * A self-hosted gateway without Cloudflare in front must remove a client's `CF-Connecting-IP`, as the
 * local runner does (docs/deploy-supabase.md).
 */
export function clientAddress(headers: { get(name: string): string | null }): string | null {
  const cloudflare = headers.get('cf-connecting-ip')?.trim();
  if (cloudflare) return cloudflare;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',');
  return hops[hops.length - 1]!.trim() || null;
}
