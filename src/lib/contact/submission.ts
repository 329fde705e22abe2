import { contactSchema, fieldErrors, looksBlank, type ContactMessage } from './contact-schema.ts';
import { ContactRejection } from './rejections.ts';

/** What a valid request body carries besides the message's fields. */
interface Submission {
  fields: ContactMessage;
  idempotencyKey: string;
  /** The honeypot (`website`) was filled in: a bot. */
  honeypot: boolean;
}

// What clients send (the island sends a UUID); derived keys contain ':' and so never collide with these.
const CLIENT_KEY = /^[A-Za-z0-9_-]{1,128}$/;

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Without a client key (the no-JS form, curl), the same content sent again on the same UTC day counts as
 * the same message: a browser re-posting the form on reload must not file it twice. The honeypot is part
 * of it, so that a bot's post (kept as spam, never e-mailed) can never stand for a person's later post of
 * the same words. Web Crypto, so that Node and Deno derive the same key.
 */
async function derivedKey(fields: ContactMessage, honeypot: boolean, now: number): Promise<string> {
  const day = new Date(now).toISOString().slice(0, 10);
  // The call time only when given, so that a message without one keeps the key it always had.
  const data = new TextEncoder().encode(
    JSON.stringify([
      day,
      fields.name,
      fields.email,
      fields.phone,
      fields.message,
      ...(honeypot ? ['spam'] : []),
      ...(fields.callTime ? [{ callTime: fields.callTime }] : []),
    ]),
  );
  return `derived:${base64url(await crypto.subtle.digest('SHA-256', data))}`;
}

/**
 * Whether the honeypot holds something: a person's browser sends it empty (or a script leaves it out, or
 * writes `false`, 0, null, `[]` or `{}` for nothing), and text a reader would not see (a zero-width space
 * an extension or a paste left in it) is empty too; so is a field a form sends twice, empty both times
 * (read as a list of its values). Filled is what a bot wrote: text, a number other than 0, `true`, or a
 * list or object holding one of those. A person's message is never taken for a bot's for the shape of an
 * empty value.
 */
function isFilled(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !looksBlank(value);
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'boolean') return value;
  if (value === null || typeof value !== 'object') return false;
  // No form nests values this deep: the bound keeps a crafted value from costing more than its size.
  if (depth > 8) return true;
  return Object.values(value).some((inner) => isFilled(inner, depth + 1));
}

/**
 * Validates a parsed body (JSON object or form fields) with the shared schema. Throws a rejection that
 * names every invalid field; returns the trimmed fields otherwise.
 */
export async function readSubmission(body: unknown, now: number): Promise<Submission> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ContactRejection('invalid_json');
  const input = body as Record<string, unknown>;
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw new ContactRejection('validation_failed', fieldErrors(parsed.error));
  const key = input.idempotencyKey;
  if (key !== undefined && (typeof key !== 'string' || !CLIENT_KEY.test(key))) throw new ContactRejection('invalid_request');
  const honeypot = isFilled(input.website);
  return { fields: parsed.data, idempotencyKey: key ?? (await derivedKey(parsed.data, honeypot, now)), honeypot };
}
