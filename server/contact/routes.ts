import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { MessageStore } from '../store/messages.ts';
import { lookup } from '../../src/i18n/t.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { errorKeys, maxLength, type ContactField, type ErrorCode } from '../../src/lib/contact-schema.ts';
import { bodyKind, contactBodyParsers, WIRE_LIMIT, wantsHtml } from './body-parsers.ts';
import { ContactRejection, REJECTIONS, toRejection } from './errors.ts';
import { visitorLanguage } from './language.ts';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, configuredOrigins, originAllowed } from './origins.ts';
import { resultPage } from './result-page.ts';
import { readSubmission } from './submission.ts';

export const FUNCTION_PATH = '/functions/v1/send-contact-email';

export interface ContactRoutesOptions {
  config: ServerConfig;
  store: MessageStore;
  /** Called once a new message to e-mail is stored (not spam, not a repeat). */
  onStored: () => void;
  /** Where hits are counted: shared by every server process. */
  rateLimitStore: NonNullable<RateLimitPluginOptions['store']>;
}

/** JSON requests must carry the anon key as supabase-js sends it; any key presented must be the right one. */
function keyAccepted(request: FastifyRequest, anonKey: string): boolean {
  const { authorization, apikey } = request.headers;
  const presented = [
    ...(authorization === undefined ? [] : [/^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? null]),
    ...(apikey === undefined ? [] : [apikey]),
  ];
  if (presented.some((key) => key !== anonKey)) return false;
  // The no-JS form cannot add headers; only a JSON call (a script, which can) is held to the supabase-js contract.
  return presented.length > 0 || bodyKind(request.headers['content-type']) !== 'json';
}

function answerRejection(request: FastifyRequest, reply: FastifyReply, rejection: ContactRejection) {
  const lang = visitorLanguage(request.body, request.headers['accept-language']);
  const dict = dictionaries[lang];
  const error = lookup(dict, REJECTIONS[rejection.code].message, rejection.vars);
  const fields: Partial<Record<ContactField, string>> = {};
  for (const [field, code] of Object.entries(rejection.fields) as [ContactField, ErrorCode][]) {
    fields[field] = lookup(dict, errorKeys[code], { max: maxLength[field] });
  }
  if (rejection.code === 'method_not_allowed') reply.header('Allow', CORS_ALLOW_METHODS);
  reply.code(rejection.statusCode);
  if (wantsHtml(request.headers['content-type'], request.headers.accept)) {
    return reply.type('text/html; charset=utf-8').send(resultPage(lang, { sent: false, problem: error, fields }));
  }
  return reply.type('application/json; charset=utf-8').send({ error, code: rejection.code, fields });
}

/**
 * `POST /functions/v1/send-contact-email`, the contract of a Supabase Edge Function as supabase-js
 * calls it (JSON in and out, CORS), plus the no-JS form post (urlencoded in, a page out). Registered
 * encapsulated: its body parsers, error handler and rate limit apply to this route only.
 */
export async function contactRoutes(app: FastifyInstance, { config, store, onStored, rateLimitStore }: ContactRoutesOptions) {
  const allowed = configuredOrigins(config);
  contactBodyParsers(app);
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore,
    // After body parsing, so that the refusal is in the language the form declared.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new ContactRejection('rate_limited', {}, { minutes: Math.max(1, Math.ceil(context.ttl / 60_000)) }),
  });

  app.setErrorHandler((error, request, reply) => {
    const rejection = toRejection(error);
    // Details of a failure stay in the log; the visitor gets the generic message only.
    if (rejection.code === 'server_error') request.log.error({ err: error }, 'contact function failed');
    return answerRejection(request, reply, rejection);
  });

  app.addHook('onRequest', async (request) => {
    if (!originAllowed(request, allowed)) throw new ContactRejection('forbidden_origin');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.origin !== undefined && originAllowed(request, allowed)) {
      reply.header('Access-Control-Allow-Origin', request.headers.origin);
      reply.header('Access-Control-Expose-Headers', 'retry-after');
    }
    reply.header('Vary', 'Origin');
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.options(FUNCTION_PATH, async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', CORS_ALLOW_METHODS)
      .header('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS)
      .header('Access-Control-Max-Age', '86400')
      .header('Allow', CORS_ALLOW_METHODS)
      .send(),
  );

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: FUNCTION_PATH,
    exposeHeadRoute: false,
    // Refused before any body is read.
    onRequest: async () => {
      throw new ContactRejection('method_not_allowed');
    },
    handler: async () => undefined,
  });

  app.post(
    FUNCTION_PATH,
    {
      bodyLimit: WIRE_LIMIT,
      config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
      onRequest: async (request) => {
        if (!keyAccepted(request, config.anonKey)) throw new ContactRejection('unauthorized');
      },
    },
    async (request, reply) => {
      // No Content-Type and no body at all: Fastify skips parsing and leaves the body undefined.
      if (request.body === undefined) throw new ContactRejection('unsupported_media_type');
      const now = Date.now();
      const submission = readSubmission(request.body, now);
      const lang = visitorLanguage(request.body, request.headers['accept-language']);
      const { id, created } = store.add(
        {
          ...submission.fields,
          language: lang,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          idempotencyKey: submission.idempotencyKey,
          spam: submission.honeypot,
        },
        now,
      );
      request.log.info({ messageId: id, repeat: !created, spam: submission.honeypot }, 'contact message stored');
      if (created && !submission.honeypot) onStored();
      // A bot that filled the honeypot gets exactly the answer a person gets.
      if (wantsHtml(request.headers['content-type'], request.headers.accept)) {
        return reply.type('text/html; charset=utf-8').send(resultPage(lang, { sent: true }));
      }
      return { ok: true, id };
    },
  );
}
