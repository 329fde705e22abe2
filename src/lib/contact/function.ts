import type { Lang } from '../../i18n/locales.ts';
import type { CallTime, MessageField } from './contact-schema.ts';
import { messageFields } from './codes.ts';
import { visitorLanguage } from './language.ts';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, originAllowed } from './origins.ts';
import { bareAddress, rateLimitBudgets, type Budget } from './rate-limit-key.ts';
import { ContactRejection, rejectionBody } from './rejections.ts';
import { notSentLocation, sentLocation } from './result-pages.ts';
import { readSubmission } from './submission.ts';
import { visibleText } from './visible-text.ts';

/**
 * `send-contact-email`, independent of the runtime: the Node server (Fastify) and the Edge Function
 * (Deno.serve) both hand their request to `handleContactRequest` and send back what it returns, so that
 * both give the same answer to the same request. It is the contract of a Supabase Edge Function as
 * supabase-js calls it (JSON in and out, CORS, anon key), plus the no-JS form post (urlencoded in, a 303
 * to a page of the site out).
 */

/** The largest body accepted: four fields at their maximum lengths fit with room to spare. */
const CONTENT_LIMIT = 16 * 1024;
/**
 * What is read of a body on the wire. A form percent-encodes every byte of a non-ASCII character into three
 * (a Greek letter: 2 bytes => 6), and a JSON client may write it as `\u03b1` (6 bytes), so a long Greek
 * message exceeds 16 KB on the wire while its content does not; the content limit is checked after decoding.
 */
export const WIRE_LIMIT = 3 * CONTENT_LIMIT;

/** The Retry-After of a 503 `busy`: another writer holds the database, in short steps. */
export const BUSY_RETRY_SECONDS = 5;

/**
 * The Retry-After of a 503 `overloaded`: a flood is taking what the process can read. Long enough that
 * the form's outbox does not add to it, short enough that a kept message goes soon after the flood.
 */
export const OVERLOADED_RETRY_SECONDS = 30;

/** An accepted submission, validated and trimmed, with what the request tells about its sender. */
export interface NewMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the visitor would rather be called; null or absent: not said. */
  callTime?: CallTime | null;
  language: Lang;
  ip: string | null;
  userAgent: string | null;
  idempotencyKey: string;
  /** The honeypot was filled: kept for the record, never mailed. */
  spam: boolean;
}

interface ContactRequest {
  method: string;
  headers: { get(name: string): string | null };
  /** The body as it arrives; read only once the request passed the checks that need no body. */
  body: AsyncIterable<Uint8Array> | null;
  /**
   * The client's address as the runtime establishes it (the last hop no trusted proxy vouches for), for
   * the rate limit and the record.
   */
  ip: string | null;
}

export interface ContactSettings {
  allowedOrigins: Set<string>;
  /** The public keys a caller may present (the anon key; on Supabase also its publishable keys). */
  anonKeys: readonly string[];
  /** Where the no-JS result pages live: '' on the server that also serves the site, else the site's origin. */
  pagesBase: string;
  rateLimit: { max: number; windowMs: number };
}

/**
 * The rate limits a new message spends from: for each budget (rateLimitBudgets), at most its `max` stored
 * messages under its `key` in a window of `windowMs`. A message is stored only when every budget has
 * room, and then counts in every one. Only a message that is stored counts; a refusal or a repeat of a
 * stored message does not.
 */
export interface Quota {
  budgets: readonly Budget[];
  windowMs: number;
}

/**
 * A message stored (or known already), refused by its quota (milliseconds until the window ends), or
 * refused because its idempotency key names a different message.
 */
export type StoreOutcome = { id: number; created: boolean } | { limitedForMs: number } | { conflict: true };

/** What a stored message under a known key must match for a new request to be a repeat of it. */
export interface KeyedContent {
  name: string;
  email: string;
  phone: string;
  message: string;
  callTime: string | null;
  spam: boolean;
}

/**
 * Whether a request under a known key repeats the stored message. Answering a changed one "sent" would
 * drop the visitor's edit in silence; a bot's post (spam) and a person's are never one message.
 * The language is left out: it only chooses the words of the answer.
 */
export function repeatsStored(stored: KeyedContent, input: NewMessage): boolean {
  return (
    stored.name === input.name &&
    stored.email === input.email &&
    stored.phone === input.phone &&
    stored.message === input.message &&
    stored.callTime === (input.callTime ?? null) &&
    stored.spam === input.spam
  );
}

export interface ContactBackend {
  /**
   * Stores a message and, unless it is spam, its outbox entry, in one transaction, before the answer,
   * counting it against `quota` in the same transaction. A known idempotency key stores and counts
   * nothing and returns the first message's id (`created: false`), whatever the quota says, when the
   * request repeats that message (repeatsStored), or `conflict` when it does not; a new message over the
   * quota stores nothing (`limitedForMs`).
   */
  store(message: NewMessage, now: number, quota: Quota): Promise<StoreOutcome>;
  /** A new message to e-mail was stored: start delivering it, without making the visitor wait. */
  onStored(id: number): void;
  log(level: 'info' | 'error', details: object, message: string): void;
}

interface ContactResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text, or null for none. */
  body: string | null;
}

type BodyKind = 'json' | 'form' | 'other';

/** What a Content-Type says the body is, parameters (charset) aside. */
function bodyKind(contentType: string | null): BodyKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : 'other';
}

/** Whether the client is a browser form (answered with a redirect to a page) rather than a script (JSON). */
function wantsPage(contentType: string | null, accept: string | null): boolean {
  const kind = bodyKind(contentType);
  return kind === 'form' || (kind === 'other' && /\btext\/html\b/.test(accept ?? ''));
}

/** JSON requests must carry a public key as supabase-js sends it; any key presented must be one of them. */
function keyAccepted(headers: ContactRequest['headers'], anonKeys: readonly string[]): boolean {
  const authorization = headers.get('authorization');
  const apikey = headers.get('apikey');
  const presented = [
    ...(authorization === null ? [] : [/^Bearer\s+(.+)$/i.exec(authorization)?.[1] ?? null]),
    ...(apikey === null ? [] : [apikey]),
  ];
  if (presented.some((key) => key === null || !anonKeys.includes(key))) return false;
  // The no-JS form cannot add headers; only a JSON call (a script, which can) is held to the supabase-js contract.
  return presented.length > 0 || bodyKind(headers.get('content-type')) !== 'json';
}

/**
 * The body stopped coming before its end: the client went away (a phone that lost its signal mid-post) or
 * closed the connection. Nothing was read, so nothing is stored; the client hears nothing either way.
 */
class BodyCutShort extends Error {
  constructor(cause: unknown) {
    super(`the body was cut short (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
    this.name = 'BodyCutShort';
  }
}

/** Reads at most `limit` bytes of the body; more is a 413, without reading the rest. */
async function readBody(request: ContactRequest, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new ContactRejection('payload_too_large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    try {
      for await (const chunk of request.body) {
        size += chunk.byteLength;
        if (size > limit) throw new ContactRejection('payload_too_large');
        chunks.push(chunk);
      }
    } catch (error) {
      // The runtime's stream fails only when the connection does (Node: 'aborted'; Deno: the body's read).
      throw error instanceof ContactRejection ? error : new BodyCutShort(error);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * More names than a body of ours ever has (the four fields, language, website, idempotencyKey). A body
 * with more is refused before anything is done per name, so a post of thousands of tiny fields costs no
 * more than reading it.
 */
const MAX_FIELDS = 16;

/**
 * The only two bodies the function reads, each in one pass whose cost follows its size whatever its shape.
 * A JSON syntax error is our own 400. A form field sent twice is refused by the schema as not text (an
 * array), rather than one of the values being picked silently; further repeats do no work at all.
 *
 * Both are read up to WIRE_LIMIT and then held to CONTENT_LIMIT as characters, not as they were written
 * on the wire: a JSON client may escape every Greek letter as `\u03b1` (6 bytes for 2) and a form
 * percent-encodes it (6 bytes), and neither makes the message any longer.
 */
async function readFields(request: ContactRequest, kind: 'json' | 'form'): Promise<unknown> {
  const wire = await readBody(request, WIRE_LIMIT);
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(wire) as unknown;
    } catch {
      throw new ContactRejection('invalid_json');
    }
    // Only an object can be a message (readSubmission refuses the rest); only its text counts, as in a
    // form, since a value of any other type is refused by the schema without being looked into.
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      let names = 0;
      let size = 0;
      for (const [name, value] of Object.entries(parsed)) {
        if (++names > MAX_FIELDS) throw new ContactRejection('payload_too_large');
        size += utf8Length(name) + (typeof value === 'string' ? utf8Length(value) : 0);
      }
      if (size > CONTENT_LIMIT) throw new ContactRejection('payload_too_large');
    }
    return parsed;
  }
  const fields: Record<string, string | string[]> = {};
  let names = 0;
  let size = 0;
  for (const [name, value] of new URLSearchParams(wire)) {
    if (++names > MAX_FIELDS) throw new ContactRejection('payload_too_large');
    size += utf8Length(name) + utf8Length(value);
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else if (!Array.isArray(previous)) fields[name] = [previous, value];
  }
  if (size > CONTENT_LIMIT) throw new ContactRejection('payload_too_large');
  return fields;
}

/** The visitor's own entries, to give back to the no-JS form for correction. */
function entries(body: unknown): Partial<Record<MessageField, string>> {
  const out: Partial<Record<MessageField, string>> = {};
  if (!body || typeof body !== 'object') return out;
  for (const field of messageFields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** Headers every answer of the function carries: CORS for an allowed Origin, no caching. */
function commonHeaders(headers: ContactRequest['headers'], settings: ContactSettings): Record<string, string> {
  const origin = headers.get('origin');
  const common: Record<string, string> = { vary: 'Origin', 'cache-control': 'no-store' };
  if (origin !== null && originAllowed(origin, headers.get('host'), settings.allowedOrigins)) {
    common['access-control-allow-origin'] = origin;
    common['access-control-expose-headers'] = 'retry-after';
  }
  return common;
}

/**
 * The answer to a refused request: JSON `{ error, code, fields }` with the rejection's status, or for a
 * browser form a 303 to the not-sent page. `body` is what was read of the request, if anything (its
 * `language` decides the answer's; otherwise Accept-Language does).
 */
export function refusal(
  headers: ContactRequest['headers'],
  settings: ContactSettings,
  rejection: ContactRejection,
  body?: unknown,
): ContactResponse {
  const lang = visitorLanguage(body, headers.get('accept-language'));
  const extra: Record<string, string> = { ...commonHeaders(headers, settings) };
  if (rejection.code === 'method_not_allowed') extra.allow = CORS_ALLOW_METHODS;
  if (rejection.code === 'rate_limited') extra['retry-after'] = String(rejection.vars.seconds ?? 60);
  if (rejection.code === 'busy') extra['retry-after'] = String(rejection.vars.seconds ?? BUSY_RETRY_SECONDS);
  if (rejection.code === 'overloaded') extra['retry-after'] = String(rejection.vars.seconds ?? OVERLOADED_RETRY_SECONDS);
  const vars = rejection.code === 'rate_limited' ? { minutes: rejection.vars.minutes ?? 1 } : rejection.vars;
  const shown = new ContactRejection(rejection.code, rejection.fields, vars);
  if (wantsPage(headers.get('content-type'), headers.get('accept'))) {
    return { status: 303, headers: { ...extra, location: notSentLocation(settings.pagesBase, lang, shown, entries(body)) }, body: null };
  }
  return {
    status: rejection.statusCode,
    headers: { ...extra, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(rejectionBody(lang, shown)),
  };
}

/**
 * The answer to a client over its request ceiling (REQUEST_LIMIT_MAX per REQUEST_WINDOW_SECONDS), decided by the runtime before the
 * body is read: the refusal of the message budget, `rate_limited` with Retry-After, in the language of
 * Accept-Language (the body, which may say another, is never read).
 */
export function ceilingRefusal(headers: ContactRequest['headers'], settings: ContactSettings, retryInMs: number): ContactResponse {
  const ms = Math.max(0, retryInMs);
  return refusal(
    headers,
    settings,
    new ContactRejection('rate_limited', {}, { minutes: Math.max(1, Math.ceil(ms / 60_000)), seconds: Math.max(1, Math.ceil(ms / 1000)) }),
  );
}

/**
 * The answer to a post the process has no room to read now (a flood beyond what it can parse), decided by
 * the runtime before the body is read: 503 `overloaded` with Retry-After, in the language of
 * Accept-Language. The form keeps the message and sends it again after the wait; the form without
 * JavaScript is sent to the page that says to try again a little later, or to call.
 */
export function overloadRefusal(
  headers: ContactRequest['headers'],
  settings: ContactSettings,
  seconds = OVERLOADED_RETRY_SECONDS,
): ContactResponse {
  return refusal(headers, settings, new ContactRejection('overloaded', {}, { seconds }));
}

/**
 * The User-Agent as stored: a header may carry bytes 0x80-0xFF, which arrive as Latin-1 characters,
 * among them the C1 controls (U+0085, U+009B...) a terminal obeys; they are stored as visible escapes.
 */
function storedUserAgent(header: string | null): string | null {
  return header === null ? null : visibleText(header).slice(0, 512);
}

export async function handleContactRequest(
  request: ContactRequest,
  settings: ContactSettings,
  backend: ContactBackend,
): Promise<ContactResponse> {
  const { headers } = request;
  const common = commonHeaders(headers, settings);
  const page = wantsPage(headers.get('content-type'), headers.get('accept'));
  let body: unknown;

  try {
    if (!originAllowed(headers.get('origin'), headers.get('host'), settings.allowedOrigins)) throw new ContactRejection('forbidden_origin');
    if (request.method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          ...common,
          'access-control-allow-methods': CORS_ALLOW_METHODS,
          'access-control-allow-headers': CORS_ALLOW_HEADERS,
          'access-control-max-age': '86400',
          allow: CORS_ALLOW_METHODS,
        },
        body: null,
      };
    }
    if (request.method !== 'POST') throw new ContactRejection('method_not_allowed');
    if (!keyAccepted(headers, settings.anonKeys)) throw new ContactRejection('unauthorized');
    const kind = bodyKind(headers.get('content-type'));
    if (kind === 'other') throw new ContactRejection('unsupported_media_type');
    body = await readFields(request, kind);

    const now = Date.now();
    const submission = await readSubmission(body, now);
    const lang = visitorLanguage(body, headers.get('accept-language'));
    // The address without a port a proxy may have written after it: never part of the visitor.
    const ip = bareAddress(request.ip);
    const outcome = await backend.store(
      {
        ...submission.fields,
        callTime: submission.fields.callTime ?? null,
        language: lang,
        ip,
        userAgent: storedUserAgent(headers.get('user-agent')),
        idempotencyKey: submission.idempotencyKey,
        spam: submission.honeypot,
      },
      now,
      { budgets: rateLimitBudgets(ip, settings.rateLimit.max), windowMs: settings.rateLimit.windowMs },
    );
    if ('conflict' in outcome) throw new ContactRejection('idempotency_conflict');
    if ('limitedForMs' in outcome) {
      const ttlMs = outcome.limitedForMs;
      throw new ContactRejection(
        'rate_limited',
        {},
        { minutes: Math.max(1, Math.ceil(ttlMs / 60_000)), seconds: Math.max(1, Math.ceil(ttlMs / 1000)) },
      );
    }
    const { id, created } = outcome;
    backend.log('info', { messageId: id, repeat: !created, spam: submission.honeypot }, 'contact message stored');
    if (created && !submission.honeypot) backend.onStored(id);
    // A bot that filled the honeypot gets exactly the answer a person gets.
    if (page) return { status: 303, headers: { ...common, location: sentLocation(settings.pagesBase, lang) }, body: null };
    return {
      status: 200,
      headers: { ...common, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ok: true, id }),
    };
  } catch (error) {
    if (error instanceof ContactRejection) return refusal(headers, settings, error, body);
    // A visitor's connection that dropped mid-post is the network's everyday failure, not the function's:
    // one line at info level, no stack, and nothing for a monitor of errors to page anyone about.
    if (error instanceof BodyCutShort) {
      backend.log('info', { reason: error.message }, 'contact request cut short by the client: nothing stored');
      return refusal(headers, settings, new ContactRejection('invalid_json'), body);
    }
    // Details of a failure stay in the log; the visitor gets the generic message only.
    backend.log('error', { err: error }, 'contact function failed');
    return refusal(headers, settings, new ContactRejection('server_error'), body);
  }
}
