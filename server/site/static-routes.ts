import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLang, splitPath } from '../../src/i18n/locales.ts';
import type { SiteFile } from './site-files.ts';
import { trimTrailingSlashes } from '../../src/lib/trailing-slashes.ts';
import { chooseEncoding } from './negotiate.ts';
import { plainText } from '../edges.ts';
import { fileFor, pathOf } from './static-answers.ts';

interface StaticOptions {
  files: Map<string, SiteFile>;
}

/** The not-found page in the language of the path: '/en/...' gets the English one. */
function notFoundPage(files: Map<string, SiteFile>, pathname: string): SiteFile | undefined {
  const { lang } = splitPath(pathname);
  return (lang === defaultLang ? undefined : files.get(`/${lang}/404.html`)) ?? files.get('/404.html');
}

/** The 404 or 500 page, through Fastify's reply (the security hook adds its headers); never cached. */
function sendErrorPage(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: 404 | 500) {
  reply.cspScriptHashes = file.scriptHashes;
  reply.code(status).header('Content-Type', file.type).header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-store');
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding ? file[encoding] : file.body);
}

/**
 * What the static fast path (static-answers.ts, in front of Fastify) does not answer: '/about/' redirects,
 * the language-aware not-found page, and the 500 page for any failure.
 */
export const staticRoutes = fp(async function staticRoutes(app: FastifyInstance, { files }: StaticOptions) {
  const errorPage = files.get('/500.html');

  app.setNotFoundHandler((request, reply) => {
    const page = notFoundPage(files, pathOf(request.url) ?? '/');
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendErrorPage(request, reply, page, 404);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Fastify's own messages may quote the request (a content type, a path): the status text says enough.
    if (status < 500) return reply.code(status).type('text/plain; charset=utf-8').send(plainText(status));
    request.log.error({ err: error }, 'request failed');
    if (!errorPage) return reply.code(500).type('text/plain; charset=utf-8').send('Unexpected Application Error!\nInternal Server Error');
    return sendErrorPage(request, reply, errorPage, 500);
  });

  app.get('/*', (request, reply) => {
    const pathname = pathOf(request.url);
    const target = pathname === null ? null : canonicalPath(files, pathname);
    if (target === null) {
      reply.callNotFound();
      return;
    }
    return reply.redirect(encodeURI(target) + queryOf(request.url), 301);
  });
});

/**
 * Where '/about/' (or '/about//', or the file's own name '/about.html') redirects: '/about', but only when
 * that is a page of the built site.
 * The target is therefore always a path of our own, whatever the request held: '//evil.example/',
 * '/%2F%2Fevil.example/', '/%5Cevil.example/' or a path with tabs or line breaks, which a browser would
 * read as another host, name no built page and are not found. Null when there is nothing to redirect to.
 */
function canonicalPath(files: Map<string, SiteFile>, pathname: string): string | null {
  const withoutSlash = pathname.length > 1 && pathname.endsWith('/') ? trimTrailingSlashes(pathname) || '/' : null;
  const withoutHtml = /\.html$/.test(pathname) ? pathname.replace(/(?:\/index)?\.html$/, '') || '/' : null;
  const target = withoutSlash ?? withoutHtml;
  if (target === null) return null;
  return fileFor(files, target) ? target : null;
}

/** The query of a request URL, kept across a redirect only when it is plain printable ASCII. */
function queryOf(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 && /^\?[\x21-\x7e]*$/.test(url.slice(query)) ? url.slice(query) : '';
}
