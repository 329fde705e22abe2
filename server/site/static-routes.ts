import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { splitPath } from '../../src/i18n/locales.ts';
import { securityHeaderValues } from '../security-headers.ts';
import type { SiteFile } from './site-files.ts';

export interface StaticOptions {
  files: Map<string, SiteFile>;
}

type Headers = Record<string, string | number>;

/** A file's 200 answers, one per encoding, and its 304, with every header computed once at start-up. */
interface Prepared {
  identity: { body: Buffer; headers: Headers };
  br?: { body: Buffer; headers: Headers };
  gzip?: { body: Buffer; headers: Headers };
  notModified: Headers;
}

function prepare(file: SiteFile, security: Record<string, string>): Prepared {
  const common = { ...security, 'content-type': file.type, vary: 'Accept-Encoding', 'cache-control': file.cacheControl, etag: file.etag };
  const variant = (body: Buffer, encoding?: string) => ({
    body,
    headers: { ...common, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length },
  });
  return {
    identity: variant(file.body),
    br: file.br && variant(file.br, 'br'),
    gzip: file.gzip && variant(file.gzip, 'gzip'),
    notModified: common,
  };
}

/** Candidate files of a URL path: '/about' => '/about/index.html', '/' => '/index.html'. */
function lookup(files: Map<string, SiteFile>, pathname: string): SiteFile | undefined {
  if (pathname.endsWith('/')) return files.get(`${pathname}index.html`);
  return files.get(pathname) ?? files.get(`${pathname}/index.html`);
}

/** The not-found page in the language of the path: '/en/...' gets the English one. */
function notFoundPage(files: Map<string, SiteFile>, pathname: string): SiteFile | undefined {
  const { lang } = splitPath(pathname);
  return (lang === 'el' ? undefined : files.get(`/${lang}/404/index.html`)) ?? files.get('/404.html');
}

const acceptsBrotli = (accept: string) => /\bbr\b/.test(accept);
const acceptsGzip = (accept: string) => /\bgzip\b/.test(accept);

/** The 404 and 500 pages, through Fastify's reply (the security hook adds its headers). */
function sendErrorPage(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: 404 | 500) {
  reply.cspScriptHashes = file.scriptHashes;
  reply.code(status).header('Content-Type', file.type).header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-store');
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (file.br && acceptsBrotli(accept)) return reply.header('Content-Encoding', 'br').send(file.br);
  if (file.gzip && acceptsGzip(accept)) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/** URL path of a request, decoded; null if it cannot be decoded. '/a%20b?x=1' => '/a b'. */
function pathOf(url: string): string | null {
  const query = url.indexOf('?');
  const raw = query < 0 ? url : url.slice(0, query);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Serves the built site from memory: pages, assets, language-aware 404 and the 500 page. Pages and assets
 * take a fast path: headers precomputed per file and encoding, written straight to the socket (Fastify's
 * reply and hooks are skipped, which is what lets one process keep up with nginx; see `npm run bench:serve`).
 */
export const staticRoutes = fp(async function staticRoutes(app: FastifyInstance, { files }: StaticOptions) {
  const errorPage = files.get('/500.html') ?? files.get('/500/index.html');
  const prepared = new Map<SiteFile, Prepared>();
  for (const file of files.values()) prepared.set(file, prepare(file, securityHeaderValues(app.securityOptions, file.scriptHashes)));

  app.setNotFoundHandler((request, reply) => {
    const page = notFoundPage(files, pathOf(request.url) ?? '/');
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendErrorPage(request, reply, page, 404);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send(error);
    request.log.error({ err: error }, 'request failed');
    if (!errorPage) return reply.code(500).type('text/plain; charset=utf-8').send('Unexpected Application Error!\nInternal Server Error');
    return sendErrorPage(request, reply, errorPage, 500);
  });

  const send = (reply: FastifyReply, status: number, headers: Headers, body?: Buffer) => {
    reply.hijack();
    const res: ServerResponse = reply.raw;
    res.writeHead(status, headers);
    res.end(body);
  };

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    if (pathname === null) return reply.callNotFound();
    // One URL per page: '/about/' answers with a permanent redirect to '/about'.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = request.url.indexOf('?');
      return reply.redirect(pathname.replace(/\/+$/, '') + (query < 0 ? '' : request.url.slice(query)), 301);
    }
    // The not-found and error pages are never answered with 200.
    if (/^\/(?:[a-z]{2}\/)?(?:404|500)(?:\.html|\/index\.html)?$/.test(pathname)) return reply.callNotFound();
    const file = lookup(files, pathname);
    if (!file) return reply.callNotFound();
    const answers = prepared.get(file)!;
    if (request.headers['if-none-match'] === file.etag) return send(reply, 304, answers.notModified);
    const accept = request.headers['accept-encoding'] ?? '';
    const chosen = (answers.br && acceptsBrotli(accept) && answers.br) || (answers.gzip && acceptsGzip(accept) && answers.gzip) || answers.identity;
    return send(reply, 200, chosen.headers, request.method === 'HEAD' ? undefined : chosen.body);
  };
  // Fastify answers HEAD from this GET route too; the handler sends no body for it.
  app.get('/*', handler);
});
