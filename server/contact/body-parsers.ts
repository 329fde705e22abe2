import type { FastifyInstance } from 'fastify';
import { ContactRejection } from './errors.ts';

/**
 * The only two bodies the function reads; any other content type is a 415. JSON is parsed here (not
 * by Fastify's parser) so that a syntax error becomes our own 400. Form fields sent twice become
 * arrays, which the schema refuses, rather than one of the values being picked silently.
 */
export function contactBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ContactRejection('invalid_json'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(body as string)) {
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [previous, value].flat();
    }
    done(null, fields);
  });
}

/** Whether the client is a browser form (answered with a page) rather than a script (answered with JSON). */
export function wantsHtml(contentType: string | undefined, accept: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return true;
  if (type === 'application/json') return false;
  return /\btext\/html\b/.test(accept ?? '');
}
