import { createHash } from 'node:crypto';
import { contactSchema, fieldErrors, type ContactMessage } from '../../src/lib/contact-schema.ts';
import { ContactRejection } from './errors.ts';

/** What a valid request body carries besides the four fields. */
export interface Submission {
  fields: ContactMessage;
  idempotencyKey: string;
  /** The honeypot (`website`) was filled in: a bot. */
  honeypot: boolean;
}

// What clients send (the island sends a UUID); derived keys contain ':' and so never collide with these.
const CLIENT_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Without a client key (the no-JS form, curl), the same content sent again on the same UTC day counts as
 * the same message: a browser re-posting the form on reload must not file it twice.
 */
function derivedKey(fields: ContactMessage, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10);
  const digest = createHash('sha256').update(JSON.stringify([day, fields.name, fields.email, fields.phone, fields.message])).digest('base64url');
  return `derived:${digest}`;
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/**
 * Validates a parsed body (JSON object or form fields) with the shared schema. Throws a rejection that
 * names every invalid field; returns the trimmed fields otherwise.
 */
export function readSubmission(body: unknown, now: number): Submission {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ContactRejection('invalid_json');
  const input = body as Record<string, unknown>;
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw new ContactRejection('validation_failed', fieldErrors(parsed.error));
  const key = input.idempotencyKey;
  if (key !== undefined && (typeof key !== 'string' || !CLIENT_KEY.test(key))) throw new ContactRejection('invalid_request');
  return {
    fields: parsed.data,
    idempotencyKey: key ?? derivedKey(parsed.data, now),
    honeypot: isFilled(input.website),
  };
}
