import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { securityHeaderValues, type SecurityOptions } from '../../src/lib/security-headers.ts';
import { plainText } from '../edges.ts';

/**
 * The lawyers' editor online (astro.editor.config.ts, `npm run build:editor`): its page at /keystatic and its API
 * at /api/keystatic (GitHub's sign-in), answered by the build's own handler (@astrojs/node in middleware mode),
 * and its scripts at /keystatic/_astro/. Mounted by app.ts only once the GitHub App is set (config.editor) and
 * the build is there; otherwise those paths are not found, like any other.
 *
 * The handler writes its answers itself, headers included: the build's middleware puts the site's security
 * headers on them (src/integrations/editor-headers.ts), with the page's script hashes, which only it knows.
 * Keystatic's API in GitHub mode reads no request body (its one POST, a token's refresh, sends none).
 */
type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

/** The build's server entry, which @astrojs/node writes. */
export const editorEntry = (dir: string) => join(dir, 'server', 'entry.mjs');

export const editorRoutes = fp(async function editorRoutes(
  app: FastifyInstance,
  { dir, security }: { dir: string; security: SecurityOptions },
) {
  const { handler } = (await import(pathToFileURL(editorEntry(dir)).href)) as { handler: NodeHandler };

  await app.register(fastifyStatic, {
    root: join(dir, 'client', 'keystatic', '_astro'),
    prefix: '/keystatic/_astro/',
    // The site's pages plugin owns reply.sendFile.
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Fingerprinted by the build, as the site's /_astro/: a changed file gets a new name.
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  // A path the build has no route for: the handler passes it on (its routes take every path below these two).
  const notFound = (res: ServerResponse) => () => {
    res.writeHead(404, { ...securityHeaderValues(security), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(plainText(404));
  };

  for (const url of ['/keystatic', '/keystatic/*', '/api/keystatic', '/api/keystatic/*']) {
    app.route({
      method: ['GET', 'HEAD', 'POST'],
      url,
      handler: async (request, reply) => {
        reply.hijack();
        await handler(request.raw, reply.raw, notFound(reply.raw));
      },
    });
  }
});

/** Whether `dir` holds a build of the editor. */
export const editorBuilt = (dir: string) => existsSync(editorEntry(dir));
