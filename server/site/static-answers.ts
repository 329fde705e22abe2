import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaderValues, type SecurityOptions } from '../../src/lib/security-headers.ts';
import { chooseEncoding, notModified } from './negotiate.ts';
import type { SiteFile } from './site-files.ts';

/** Raw header pairs, flat ([name, value, name, value, …]): Node writes these faster than an object. */
type Headers = string[];

const flat = (headers: Record<string, string | number>): Headers =>
  Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);

interface Variant {
  body: Buffer;
  headers: Headers;
}

/** A file's 200 answers, one per encoding, and its 304, with every header computed once at start-up. */
interface Prepared {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  notModified: Headers;
}

function prepare(file: SiteFile, security: Record<string, string>): Prepared {
  const common = { ...security, 'content-type': file.type, vary: 'Accept-Encoding', 'cache-control': file.cacheControl, etag: file.etag };
  const variant = (body: Buffer, encoding?: string): Variant => ({
    body,
    headers: flat({ ...common, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length }),
  });
  return {
    identity: variant(file.body),
    br: file.br && variant(file.br, 'br'),
    gzip: file.gzip && variant(file.gzip, 'gzip'),
    notModified: flat(common),
  };
}

/** URL path of a request, decoded; null if it cannot be decoded. '/a%20b?x=1' => '/a b'. */
export function pathOf(url: string): string | null {
  const query = url.indexOf('?');
  const raw = query < 0 ? url : url.slice(0, query);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The built file a URL path names, if it is one to answer with 200. '/about' => '/about.html'. */
export function fileFor(files: Map<string, SiteFile>, pathname: string): SiteFile | undefined {
  // '/about/' and '/about.html' are redirected to '/about' (one URL per page); the 404 and 500 pages never answer 200.
  if (pathname.length > 1 && pathname.endsWith('/')) return undefined;
  if (pathname.endsWith('.html')) return undefined;
  if (/^\/(?:[a-z]{2}\/)?(?:404|500)$/.test(pathname)) return undefined;
  if (pathname === '/') return files.get('/index.html');
  return files.get(pathname) ?? files.get(`${pathname}.html`);
}

/**
 * Answers a GET or HEAD for a built page or asset straight from memory, before Fastify sees the request:
 * headers (security headers included) are precomputed per file and encoding, so an answer is one lookup
 * and one write. Returns false for anything else (redirects, not-found, the contact function), which
 * Fastify then handles. This is what lets the server keep up with nginx (`npm run bench:serve`).
 */
export function staticAnswers(files: Map<string, SiteFile>, security: SecurityOptions) {
  const prepared = new Map<SiteFile, Prepared>();
  for (const file of files.values()) prepared.set(file, prepare(file, securityHeaderValues(security, file.scriptHashes)));

  return function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = pathOf(req.url ?? '/');
    const file = pathname === null ? undefined : fileFor(files, pathname);
    if (!file) return false;
    const answers = prepared.get(file)!;
    if (notModified(req.headers, file.etag)) {
      res.writeHead(304, answers.notModified);
      res.end();
      return true;
    }
    const chosen = answers[chooseEncoding(req.headers['accept-encoding'], answers) ?? 'identity']!;
    res.writeHead(200, chosen.headers);
    res.end(req.method === 'HEAD' ? undefined : chosen.body);
    return true;
  };
}
