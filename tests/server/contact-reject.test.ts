import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, startApp, validMessage, type TestApp } from './support/app.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';

let inbox: MailPeer;
let server: TestApp;

beforeAll(async () => {
  inbox = await startMailPeer();
  server = await startApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port) });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

interface BadRequest {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  status: number;
  code: string;
  fields?: Record<string, string>;
  /** The exact error text, where the language is the point. */
  error?: string;
  html?: boolean;
}

const json = { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const el = { language: 'el', idempotencyKey: 'never-stored' };
const en = { language: 'en', idempotencyKey: 'never-stored' };
const without = (field: keyof typeof validMessage) => Object.fromEntries(Object.entries(validMessage).filter(([k]) => k !== field));
const invalid = (field: string, code: string): Pick<BadRequest, 'status' | 'code' | 'fields'> => ({ status: 422, code: 'validation_failed', fields: { [field]: code } });

const cases: [string, BadRequest][] = [
  ['name missing', { body: { ...without('name'), ...el }, ...invalid('name', 'Το πεδίο είναι υποχρεωτικό.'), error: 'Ελέγξτε τα πεδία που σημειώνονται.' }],
  ['e-mail missing', { body: { ...without('email'), ...en }, ...invalid('email', 'This field is required.'), error: 'Please check the marked fields.' }],
  ['phone missing', { body: { ...without('phone'), ...el }, ...invalid('phone', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['message missing', { body: { ...without('message'), ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['name blank', { body: { ...validMessage, name: '   ', ...el }, ...invalid('name', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['e-mail empty', { body: { ...validMessage, email: '', ...el }, ...invalid('email', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['phone empty', { body: { ...validMessage, phone: '', ...el }, ...invalid('phone', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['message blank lines', { body: { ...validMessage, message: '\n\n ', ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['name too long', { body: { ...validMessage, name: 'α'.repeat(101), ...en }, ...invalid('name', 'The text is too long (at most 100 characters).') }],
  ['e-mail too long', { body: { ...validMessage, email: `${'a'.repeat(250)}@b.gr`, ...el }, ...invalid('email', 'Το κείμενο είναι πολύ μεγάλο (έως 254 χαρακτήρες).') }],
  ['phone too long', { body: { ...validMessage, phone: '6'.repeat(21), ...el }, ...invalid('phone', 'Το κείμενο είναι πολύ μεγάλο (έως 20 χαρακτήρες).') }],
  ['message too long', { body: { ...validMessage, message: 'a'.repeat(5001), ...en }, ...invalid('message', 'The text is too long (at most 5000 characters).') }],
  ['name a number', { body: { ...validMessage, name: 42, ...en }, ...invalid('name', 'Invalid value.') }],
  ['e-mail an array', { body: { ...validMessage, email: ['maria@example.gr'], ...el }, ...invalid('email', 'Μη έγκυρη τιμή.') }],
  ['phone a number', { body: { ...validMessage, phone: 6900000000, ...el }, ...invalid('phone', 'Μη έγκυρη τιμή.') }],
  ['message an object', { body: { ...validMessage, message: { text: 'hi' }, ...el }, ...invalid('message', 'Μη έγκυρη τιμή.') }],
  ['two addresses with a comma', { body: { ...validMessage, email: 'a@b.gr, c@d.gr', ...en }, ...invalid('email', 'Enter a valid email address.') }],
  ['an address with a display name', { body: { ...validMessage, email: 'Ana <a@b.gr>', ...el }, ...invalid('email', 'Γράψτε μία έγκυρη διεύθυνση email.') }],
  ['Bcc injected in the e-mail', { body: { ...validMessage, email: 'a@b.gr\r\nBcc: x@y.z', ...en }, ...invalid('email', 'This field contains characters that are not allowed.') }],
  ['Bcc injected in the name', { body: { ...validMessage, name: 'Ana\r\nBcc: x@y.z', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') }],
  ['a bare LF header in the name', { body: { ...validMessage, name: 'Ana\nSubject: win', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') }],
  ['NUL in the message', { body: { ...validMessage, message: 'hello\u0000world', ...el }, ...invalid('message', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') }],
  ['a bell in the name', { body: { ...validMessage, name: 'Ana\u0007', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') }],
  ['a C1 control in the phone', { body: { ...validMessage, phone: '690\u0085000000', ...el }, ...invalid('phone', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') }],
  ['a tab in the message', { body: { ...validMessage, message: 'a\tb', ...el }, ...invalid('message', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') }],
  ['letters in the phone', { body: { ...validMessage, phone: '690 ABC 0000', ...en }, ...invalid('phone', 'Enter a valid phone number (7 to 20 digits, spaces, + ( ) -).') }],
  ['a phone too short', { body: { ...validMessage, phone: '12345', ...el }, ...invalid('phone', 'Γράψτε έναν έγκυρο αριθμό τηλεφώνου (7 έως 20 ψηφία, κενά, + ( ) -).') }],
  ['everything missing', { body: { ...en }, status: 422, code: 'validation_failed', fields: { name: 'This field is required.', email: 'This field is required.', phone: 'This field is required.', message: 'This field is required.' } }],
  ['an impossible idempotency key', { body: { ...validMessage, language: 'el', idempotencyKey: { $ne: 1 } }, status: 422, code: 'invalid_request' }],
  ['invalid JSON (Greek by default)', { body: '{"name": "Ana",', status: 400, code: 'invalid_json', error: 'Το αίτημα δεν είναι έγκυρο JSON.' }],
  ['invalid JSON (English browser)', { headers: { ...json, 'accept-language': 'en-GB,en;q=0.9' }, body: '{bad', status: 400, code: 'invalid_json', error: 'The request is not valid JSON.' }],
  ['an empty JSON body', { body: '', status: 400, code: 'invalid_json' }],
  ['a JSON array', { body: '[1, 2]', status: 400, code: 'invalid_json' }],
  // Never parsed, so its `language` is unknown: the browser's Accept-Language decides.
  ['a huge JSON body', { headers: { ...json, 'accept-language': 'en' }, body: { ...validMessage, message: 'a'.repeat(17 * 1024), ...en }, status: 413, code: 'payload_too_large', error: 'The message is too large.' }],
  ['a 100 KB JSON body', { body: { ...validMessage, message: 'a'.repeat(100 * 1024), ...el }, status: 413, code: 'payload_too_large' }],
  ['a form body over 16 KB once decoded', { headers: form, body: `name=Ana&message=${'a'.repeat(20_000)}`, status: 413, code: 'payload_too_large', html: true }],
  ['a form body over 48 KB on the wire', { headers: form, body: `name=Ana&message=${'%CE%B1'.repeat(9_000)}`, status: 413, code: 'payload_too_large', html: true }],
  ['GET', { method: 'GET', headers: {}, status: 405, code: 'method_not_allowed' }],
  ['PUT with a valid body', { method: 'PUT', body: { ...validMessage, ...el }, status: 405, code: 'method_not_allowed' }],
  ['DELETE', { method: 'DELETE', headers: {}, status: 405, code: 'method_not_allowed' }],
  ['text/plain', { headers: { ...json, 'content-type': 'text/plain' }, body: JSON.stringify({ ...validMessage, ...el }), status: 415, code: 'unsupported_media_type' }],
  ['multipart/form-data', { headers: { ...json, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--', status: 415, code: 'unsupported_media_type' }],
  ['no content type and no body', { headers: { apikey: ANON_KEY }, status: 415, code: 'unsupported_media_type' }],
  ['text/plain from curl, without a key', { headers: { 'content-type': 'text/plain' }, body: 'hello', status: 415, code: 'unsupported_media_type' }],
  ['a foreign Origin', { headers: { ...json, origin: 'https://evil.example' }, body: { ...validMessage, ...el }, status: 403, code: 'forbidden_origin', error: 'Το αίτημα δεν προέρχεται από τον ιστότοπό μας.' }],
  ['Origin null', { headers: { ...json, origin: 'null' }, body: { ...validMessage, ...el }, status: 403, code: 'forbidden_origin' }],
  ['a look-alike Origin', { headers: { ...json, origin: 'https://www.example-law.gr.evil.example' }, body: { ...validMessage, ...el }, status: 403, code: 'forbidden_origin' }],
  ['a wrong apikey', { headers: { ...json, apikey: 'stolen' }, body: { ...validMessage, ...el }, status: 401, code: 'unauthorized' }],
  ['a wrong bearer token', { headers: { ...json, authorization: 'Bearer stolen' }, body: { ...validMessage, ...el }, status: 401, code: 'unauthorized' }],
  ['JSON without the anon key', { headers: { 'content-type': 'application/json' }, body: { ...validMessage, ...el }, status: 401, code: 'unauthorized' }],
  ['a form post with a wrong key', { headers: { ...form, apikey: 'stolen' }, body: new URLSearchParams({ ...validMessage, ...el }).toString(), status: 401, code: 'unauthorized', html: true }],
  ['a form post with the e-mail twice', { headers: form, body: `${new URLSearchParams({ ...validMessage, language: 'en' })}&email=other%40example.gr`, status: 422, code: 'validation_failed', html: true }],
];

describe('a bad request', () => {
  it('is at least 30 kinds', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s: refused with its status and a clear error, nothing stored', async (_name, bad) => {
    const headers = bad.headers ?? json;
    const response = await fetch(`${server.url}${FUNCTION_PATH}`, {
      method: bad.method ?? 'POST',
      headers,
      body: bad.body === undefined ? undefined : typeof bad.body === 'string' ? bad.body : JSON.stringify(bad.body),
    });
    expect(response.status).toBe(bad.status);
    if (bad.status === 405) expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    if (bad.html) {
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toMatch(/<h1>(Το μήνυμα δεν στάλθηκε|Your message was not sent)<\/h1>/);
    } else {
      const answer = (await response.json()) as { error: string; code: string; fields: Record<string, string> };
      expect(answer.code).toBe(bad.code);
      expect(answer.error.length).toBeGreaterThan(5);
      expect(answer.fields).toEqual(bad.fields ?? {});
      if (bad.error) expect(answer.error).toBe(bad.error);
    }
    expect(server.counts()).toEqual({ messages: 0, outbox: 0, sent: 0, spam: 0 });
  });

  it('never reached the inbox', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.messages).toHaveLength(0);
    expect(server.counts().messages).toBe(0);
  });
});
