import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { MessageStore } from '../store/messages.ts';
import { handleContactRequest, refusal, WIRE_LIMIT, type ContactBackend, type ContactSettings } from '../../src/lib/contact/function.ts';
import { configuredOrigins } from '../../src/lib/contact/origins.ts';
import { ContactRejection } from '../../src/lib/contact/rejections.ts';

const FUNCTION_PATH = '/functions/v1/send-contact-email';

interface ContactRoutesOptions {
  config: ServerConfig;
  store: MessageStore;
  /** Called once a new message to e-mail is stored (not spam, not a repeat). */
  onStored: () => void;
}

/** Fastify's request headers as the Web `Headers.get` the shared function reads. */
function headerReader(headers: Record<string, string | string[] | undefined>) {
  return {
    get(name: string): string | null {
      const value = headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * `/functions/v1/send-contact-email` on the Node server: Fastify hands the request, body unread, to the
 * same function the Edge Function runs (src/lib/contact/function.ts), and sends back its answer.
 * Registered encapsulated: the body handling below applies to this route only.
 */
export async function contactRoutes(app: FastifyInstance, { config, store, onStored }: ContactRoutesOptions) {
  const settings: ContactSettings = {
    allowedOrigins: configuredOrigins(config.siteUrl, config.allowedOrigins),
    anonKeys: [config.anonKey],
    // The no-JS result pages are pages of this very server.
    pagesBase: '',
    rateLimit: config.rateLimit,
  };
  const backend: ContactBackend = {
    store: async (message, now, quota) => store.add(message, now, quota),
    onStored: () => onStored(),
    log: (level, details, message) => app.log[level](details, message),
  };

  // The shared function reads the body itself (with its own limits), so Fastify passes the stream on.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // What Fastify itself refuses before the handler (a malformed Content-Length, say) is a malformed body.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code =
      status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status < 500 ? 'invalid_json' : 'server_error';
    if (code === 'server_error') request.log.error({ err: error }, 'contact function failed');
    const answer = refusal(headerReader(request.headers), settings, new ContactRejection(code));
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? undefined);
  });

  app.route({
    method: ['POST', 'OPTIONS', 'GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: FUNCTION_PATH,
    exposeHeadRoute: false,
    bodyLimit: WIRE_LIMIT,
    handler: async (request, reply) => {
      const answer = await handleContactRequest(
        {
          method: request.method,
          headers: headerReader(request.headers),
          body: (request.body as AsyncIterable<Uint8Array> | undefined) ?? null,
          // The socket's address, or with TRUST_PROXY the last X-Forwarded-For hop that no trusted proxy
          // vouches for (Fastify's trustProxy): what a visitor writes into the header counts for nothing.
          ip: request.ip,
        },
        settings,
        backend,
      );
      reply.code(answer.status).headers(answer.headers);
      return reply.send(answer.body ?? undefined);
    },
  });
}
