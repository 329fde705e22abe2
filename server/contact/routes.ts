import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { isBusy, whenUnlocked } from '../store/database.ts';
import type { MessageStore } from '../store/messages.ts';
import type { WriteOutcomes } from '../store/write-outcomes.ts';
import {
  BUSY_RETRY_SECONDS,
  ceilingRefusal,
  handleContactRequest,
  overloadRefusal,
  refusal,
  WIRE_LIMIT,
  type ContactBackend,
  type ContactSettings,
} from '../../src/lib/contact/function.ts';
import { configuredOrigins } from '../../src/lib/contact/origins.ts';
import { rateLimitBudgets, type Budget } from '../../src/lib/contact/rate-limit-key.ts';
import { ContactRejection } from '../../src/lib/contact/rejections.ts';
import { OverloadGate, type LoopLoad, type OverloadPolicy } from './overload.ts';

const FUNCTION_PATH = '/functions/v1/send-contact-email';

/**
 * How long a message waits for another process's lock on the database (the CLI's purge, a backup tool,
 * sqlite3) before it is answered 503: the CLI holds it in short steps, so a message gets in between them.
 */
const LOCK_WAIT_MS = 1000;

interface ContactRoutesOptions {
  config: ServerConfig;
  store: MessageStore;
  /** Where the outcome of each attempt to store a message is kept for the health check. */
  writes: WriteOutcomes;
  /** Called once a new message to e-mail is stored (not spam, not a repeat). */
  onStored: () => void;
  /** How busy and how late this process's event loop is (overload.ts), and when a post is refused for it. */
  load: { loop: LoopLoad; policy?: OverloadPolicy };
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
export async function contactRoutes(app: FastifyInstance, { config, store, writes, onStored, load }: ContactRoutesOptions) {
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
  // message budget is (rateLimitBudgets: an IPv4 address, an IPv6 /56, and a native IPv6 address's /48 as
  // well, at twice the ceiling, so that the 256 /56s of one /48 are not 256 ceilings); over either, a 429
  // before the body is read. One process serves the function, so the plugin's in-memory store counts every
  // request; its limiters are called here, one per budget, rather than hooked on the route, since a
  // request counts in both.
  await app.register(rateLimit, { global: false });
  const { max, windowMs } = config.requestLimit;
  // Each request's budgets, worked out once for both limiters.
  const reckoned = new WeakMap<FastifyRequest, Budget[]>();
  const budgets = (request: FastifyRequest) => {
    let found = reckoned.get(request);
    if (!found) reckoned.set(request, (found = rateLimitBudgets(request.ip, max)));
    return found;
  };
  const ceilings = [0, 1].map((index) =>
    app.createRateLimit({
      timeWindow: windowMs,
      keyGenerator: (request) => budgets(request)[index]?.key ?? '',
      max: (request) => budgets(request)[index]?.max ?? max,
      // An IPv4 visitor has one budget only.
      allowList: (_request, key) => key === '',
    }),
  );

  /** Which posts the process has no room to read now. */
  const gate = new OverloadGate(load.policy);
  // Past the ceiling, 429; beyond what the process can read now (overload.ts), a post gets 503 `overloaded`
  // with Retry-After, a client's first requests last. Both before the body is read: Node discards it unread
  // to keep the connection, which costs the loop next to nothing.
  app.addHook('onRequest', async (request, reply) => {
    const counted = await Promise.all(ceilings.map((ceiling) => ceiling(request)));
    const over = counted.filter((c) => !c.isAllowed && c.isExceeded);
    if (over.length) {
      const answer = ceilingRefusal(headerReader(request.headers), settings, Math.max(...over.map((c) => (c.isAllowed ? 0 : c.ttl))));
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.body ?? undefined);
    }
    if (request.method !== 'POST') return;
    const own = counted[0]!;
    const requestsInWindow = own.isAllowed ? 0 : own.max - own.remaining;
    if (gate.refuses(load.loop, own.key, requestsInWindow)) {
      const answer = overloadRefusal(headerReader(request.headers), settings);
      return reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.body ?? undefined);
    }
  });

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
