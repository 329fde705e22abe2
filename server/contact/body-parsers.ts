import type { FastifyInstance } from 'fastify';
import { ContactRejection } from './errors.ts';

/** The largest body accepted: four fields at their maximum lengths fit with room to spare. */
const CONTENT_LIMIT = 16 * 1024;
/**
 * What the route lets Fastify read. A form percent-encodes every byte of a non-ASCII character into
 * three (a Greek letter: 2 bytes => 6), so a long Greek message posted without JavaScript exceeds
 * 16 KB on the wire while its content does not; the content limit is checked after decoding.
 */
export const WIRE_LIMIT = 3 * CONTENT_LIMIT;

/**
 * The only two bodies the function reads; any other content type is a 415. JSON is parsed here (not
 * by Fastify's parser) so that a syntax error becomes our own 400. Form fields sent twice become
 * arrays, which the schema refuses, rather than one of the values being picked silently.
 */
export function contactBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (Buffer.byteLength(body as string) > CONTENT_LIMIT) return done(new ContactRejection('payload_too_large'), undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ContactRejection('invalid_json'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    let size = 0;
    for (const [name, value] of new URLSearchParams(body as string)) {
      size += Buffer.byteLength(name) + Buffer.byteLength(value);
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [previous, value].flat();
    }
    if (size > CONTENT_LIMIT) return done(new ContactRejection('payload_too_large'), undefined);
    done(null, fields);
  });
}

/** What a Content-Type says the body is, parameters (charset) aside. */
export function bodyKind(contentType: string | undefined): 'json' | 'form' | 'other' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : 'other';
}

/** Whether the client is a browser form (answered with a page) rather than a script (answered with JSON). */
export function wantsHtml(contentType: string | undefined, accept: string | undefined): boolean {
  const kind = bodyKind(contentType);
  return kind === 'form' || (kind === 'other' && /\btext\/html\b/.test(accept ?? ''));
}
