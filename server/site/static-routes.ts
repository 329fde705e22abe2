import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { splitPath } from '../../src/i18n/locales.ts';
import type { SiteFile } from './site-files.ts';

export interface StaticOptions {
  files: Map<string, SiteFile>;
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

function pickEncoding(request: FastifyRequest, file: SiteFile): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

export function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  reply.cspScriptHashes = file.scriptHashes;
  reply.code(status).header('Content-Type', file.type).header('Vary', 'Accept-Encoding');
  if (status === 200) {
    reply.header('Cache-Control', file.cacheControl).header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  } else {
    reply.header('Cache-Control', 'no-store');
  }
  const { body, encoding } = pickEncoding(request, file);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/** Serves the built site from memory: pages, assets, language-aware 404 and the 500 page. */
export const staticRoutes = fp(async function staticRoutes(app: FastifyInstance, { files }: StaticOptions) {
  const errorPage = files.get('/500.html') ?? files.get('/500/index.html');

  app.setNotFoundHandler((request, reply) => {
    const page = notFoundPage(files, new URL(request.url, 'http://x').pathname);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendFile(request, reply, page, 404);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send(error);
    request.log.error({ err: error }, 'request failed');
    if (!errorPage) return reply.code(500).type('text/plain; charset=utf-8').send('Unexpected Application Error!\nInternal Server Error');
    return sendFile(request, reply, errorPage, 500);
  });

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    } catch {
      return reply.callNotFound();
    }
    // One URL per page: '/about/' answers with a permanent redirect to '/about'.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const search = request.url.slice(request.url.indexOf('?') >= 0 ? request.url.indexOf('?') : request.url.length);
      return reply.redirect(pathname.replace(/\/+$/, '') + search, 301);
    }
    // The not-found and error pages are never answered with 200.
    if (/^\/(?:[a-z]{2}\/)?(?:404|500)(?:\.html|\/index\.html)?$/.test(pathname)) return reply.callNotFound();
    const file = lookup(files, pathname);
    if (!file) return reply.callNotFound();
    return sendFile(request, reply, file);
  };
  // Fastify answers HEAD from this GET route, without the body.
  app.get('/*', handler);
});
