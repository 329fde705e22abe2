import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { isBusy, whenUnlocked } from '../store/database.ts';
import type { MessageStore } from '../store/messages.ts';
import type { WriteOutcomes } from '../store/write-outcomes.ts';
import {
  BUSY_RETRY_SECONDS,
  ceilingRefusal,
  handleContactRequest,
  refusal,
  WIRE_LIMIT,
  type ContactBackend,
  type ContactSettings,
} from '../../src/lib/contact/function.ts';
import { configuredOrigins } from '../../src/lib/contact/origins.ts';
import { rateLimitKey } from '../../src/lib/contact/rate-limit-key.ts';
import { ContactRejection } from '../../src/lib/contact/rejections.ts';

const FUNCTION_PATH = '/functions/v1/send-contact-email';

/**
 * How long a message waits for another process's lock on the database (the CLI's purge, a backup tool,
 * sqlite3) before it is answered 503: the CLI holds it in short steps, so a message gets in between them.
 */
const LOCK_WAIT_MS = 1000;

/** What @fastify/rate-limit throws for a client over its ceiling: the route's error handler answers it. */
class OverCeiling extends Error {
  readonly statusCode = 429;
  readonly retryInMs: number;
  constructor(retryInMs: number) {
    super('request ceiling reached');
    this.retryInMs = retryInMs;
  }
}

interface ContactRoutesOptions {
  config: ServerConfig;
  store: MessageStore;
  /** Where the outcome of each attempt to store a message is kept for the health check. */
  writes: WriteOutcomes;
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
export async function contactRoutes(app: FastifyInstance, { config, store, writes, onStored }: ContactRoutesOptions) {
  const settings: ContactSettings = {
    allowedOrigins: configuredOrigins(config.siteUrl, config.allowedOrigins),
    anonKeys: [config.anonKey],
    // The no-JS result pages are pages of this very server.
    pagesBase: '',
    rateLimit: config.rateLimit,
  };
  const backend: ContactBackend = {
    // node:sqlite is synchronous: the store never waits inside SQLite for another process's lock (that
    // would hold up every request of this process) but tries again with the event loop free, and past
    // LOCK_WAIT_MS answers 503 with Retry-After, which the form and its outbox retry.
    async store(message, now, quota) {
      try {
        const outcome = await whenUnlocked(() => store.add(message, now, quota), LOCK_WAIT_MS);
        writes.succeeded();
        return outcome;
      } catch (error) {
        writes.failed(error);
        if (!isBusy(error)) throw error;
        app.log.warn({ err: error }, 'contact message not stored: another process holds the database lock');
        throw new ContactRejection('busy', {}, { seconds: BUSY_RETRY_SECONDS });
      }
    },
    onStored: () => onStored(),
    log: (level, details, message) => app.log[level](details, message),
  };

  // Every request to the function counts toward its client's ceiling, refusals included, keyed as the
  // message budget is (an IPv4 address, an IPv6 /56); over it, a 429 before the body is read. One process
  // serves the function, so the plugin's in-memory store counts every request. Its own headers are off: the
  // answer is the function's refusal, the same as the Edge Function's.
  await app.register(rateLimit, {
    max: config.requestLimit.max,
    timeWindow: config.requestLimit.windowMs,
    keyGenerator: (request) => rateLimitKey(request.ip),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false },
    errorResponseBuilder: (_request, context) => new OverCeiling(context.ttl),
  });

  // The shared function reads the body itself (with its own limits), so Fastify passes the stream on.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // What Fastify itself refuses before the handler (a malformed Content-Length, say) is a malformed body.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OverCeiling) {
      const answer = ceilingRefusal(headerReader(request.headers), settings, error.retryInMs);
      // The body is never parsed; Node discards it unread to keep the connection.
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.body ?? undefined);
    }
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
