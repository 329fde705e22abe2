import fresh from 'fresh';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip';

/** Distinct Accept-Encoding values are few in practice; the bound keeps a flood of odd ones from growing the cache. */
const CACHE_LIMIT = 512;
const cache = new Map<string, Encoding | null>();

/**
 * The precompressed copy to send, by the request's Accept-Encoding with its quality values: `br;q=0`
 * excludes brotli, `*` stands for any coding not named, `identity` or an empty header means none. Among
 * codings the client accepts equally, brotli (the smaller) wins. When nothing offered is acceptable the
 * answer is uncompressed, as HTTP prescribes for a server that has no acceptable coding.
 */
export function chooseEncoding(accept: string | undefined, available: { br?: unknown; gzip?: unknown }): Encoding | null {
  if (accept === undefined) return null;
  const offered = [...(available.br ? ['br'] : []), ...(available.gzip ? ['gzip'] : []), 'identity'];
  if (offered.length === 1) return null;
  const key = `${offered.length === 3 ? 'bg' : offered[0]}|${accept}`;
  let chosen = cache.get(key);
  if (chosen === undefined) {
    const best = new Negotiator({ headers: { 'accept-encoding': accept } }).encoding(offered, { preferred: offered });
    chosen = best === 'br' || best === 'gzip' ? best : null;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, chosen);
  }
  return chosen;
}

/** Whether a conditional GET or HEAD may be answered 304: If-None-Match lists, weak tags and `*` included. */
export function notModified(requestHeaders: Record<string, string | string[] | undefined>, etag: string): boolean {
  return fresh(requestHeaders, { etag });
}
