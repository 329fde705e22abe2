import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, SITE_ORIGIN, startApp, validMessage, type TestApp } from '../server/support/app.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { startSupabase, type SupabaseUnderTest } from './support.ts';
import { typeset } from '../../src/lib/typography.ts';

/**
 * One table of requests, good and bad, sent to both backends: the Node server (SQLite) and the Edge
 * Function (Deno, Postgres). Each must give the status, body and headers the table expects, and the two
 * must give the same answers.
 */
let inbox: MailPeer;
let node: TestApp;
let supabase: SupabaseUnderTest;

beforeAll(async () => {
  inbox = await startMailPeer();
  const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port), SMTP_SECURE: 'false' };
  [node, supabase] = await Promise.all([startApp(smtp), startSupabase(smtp)]);
});
afterAll(async () => {
  await node?.close();
  await supabase?.stop();
  await inbox?.close();
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
/** The field's message as the dictionaries hold it: typeset, so "a valid" keeps its one-letter word. */
const invalid = (field: string, message: string): Pick<BadRequest, 'status' | 'code' | 'fields'> => ({
  status: 422,
  code: 'validation_failed',
  fields: { [field]: typeset(message) },
});

const cases: [string, BadRequest][] = [
  [
    'name missing',
    { body: { ...without('name'), ...el }, ...invalid('name', 'Το πεδίο είναι υποχρεωτικό.'), error: 'Ελέγξτε τα πεδία που σημειώνονται.' },
  ],
  [
    'e-mail missing',
    { body: { ...without('email'), ...en }, ...invalid('email', 'This field is required.'), error: 'Please check the marked fields.' },
  ],
  ['phone missing', { body: { ...without('phone'), ...el }, ...invalid('phone', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['message missing', { body: { ...without('message'), ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['name blank', { body: { ...validMessage, name: '   ', ...el }, ...invalid('name', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['e-mail empty', { body: { ...validMessage, email: '', ...el }, ...invalid('email', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['phone empty', { body: { ...validMessage, phone: '', ...el }, ...invalid('phone', 'Το πεδίο είναι υποχρεωτικό.') }],
  ['message blank lines', { body: { ...validMessage, message: '\n\n ', ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') }],
  [
    'name too long',
    { body: { ...validMessage, name: 'α'.repeat(101), ...en }, ...invalid('name', 'The text is too long (at most 100 characters).') },
  ],
  [
    'e-mail too long',
    {
      body: { ...validMessage, email: `${'a'.repeat(250)}@b.gr`, ...el },
      ...invalid('email', 'Το κείμενο είναι πολύ μεγάλο (έως 254 χαρακτήρες).'),
    },
  ],
  [
    'phone too long',
    { body: { ...validMessage, phone: '6'.repeat(21), ...el }, ...invalid('phone', 'Το κείμενο είναι πολύ μεγάλο (έως 20 χαρακτήρες).') },
  ],
  [
    'message too long',
    {
      body: { ...validMessage, message: 'a'.repeat(5001), ...en },
      ...invalid('message', 'The text is too long (at most 5000 characters).'),
    },
  ],
  ['name a number', { body: { ...validMessage, name: 42, ...en }, ...invalid('name', 'Invalid value.') }],
  ['e-mail an array', { body: { ...validMessage, email: ['maria@example.gr'], ...el }, ...invalid('email', 'Μη έγκυρη τιμή.') }],
  ['phone a number', { body: { ...validMessage, phone: 6900000000, ...el }, ...invalid('phone', 'Μη έγκυρη τιμή.') }],
  ['message an object', { body: { ...validMessage, message: { text: 'hi' }, ...el }, ...invalid('message', 'Μη έγκυρη τιμή.') }],
  [
    'two addresses with a comma',
    { body: { ...validMessage, email: 'a@b.gr, c@d.gr', ...en }, ...invalid('email', 'Enter a valid email address.') },
  ],
  [
    'an address with a display name',
    { body: { ...validMessage, email: 'Ana <a@b.gr>', ...el }, ...invalid('email', 'Γράψτε μία έγκυρη διεύθυνση email.') },
  ],
  [
    'Bcc injected in the e-mail',
    {
      body: { ...validMessage, email: 'a@b.gr\r\nBcc: x@y.z', ...en },
      ...invalid('email', 'This field contains characters that are not allowed.'),
    },
  ],
  [
    'Bcc injected in the name',
    { body: { ...validMessage, name: 'Ana\r\nBcc: x@y.z', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') },
  ],
  [
    'a bare LF header in the name',
    { body: { ...validMessage, name: 'Ana\nSubject: win', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') },
  ],
  [
    'NUL in the message',
    {
      body: { ...validMessage, message: 'hello\u0000world', ...el },
      ...invalid('message', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.'),
    },
  ],
  [
    'a bell in the name',
    { body: { ...validMessage, name: 'Ana\u0007', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') },
  ],
  [
    'a C1 control in the phone',
    { body: { ...validMessage, phone: '690\u0085000000', ...el }, ...invalid('phone', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') },
  ],
  [
    'a tab in the name',
    { body: { ...validMessage, name: 'Ana\tPapa', ...el }, ...invalid('name', 'Το πεδίο περιέχει μη επιτρεπτούς χαρακτήρες.') },
  ],
  [
    'an e-mail with two dots in a row',
    { body: { ...validMessage, email: 'a..b@example.gr', ...en }, ...invalid('email', 'Enter a valid email address.') },
  ],
  [
    'an e-mail starting with a dot',
    { body: { ...validMessage, email: '.a@example.gr', ...el }, ...invalid('email', 'Γράψτε μία έγκυρη διεύθυνση email.') },
  ],
  [
    'a phone of dashes only',
    {
      body: { ...validMessage, phone: '-------', ...en },
      ...invalid('phone', 'Enter a valid phone number (7 to 20 digits, spaces, + ( ) -).'),
    },
  ],
  [
    'a phone of punctuation only',
    {
      body: { ...validMessage, phone: '+++++++()()', ...en },
      ...invalid('phone', 'Enter a valid phone number (7 to 20 digits, spaces, + ( ) -).'),
    },
  ],
  [
    'a message of zero-width spaces',
    { body: { ...validMessage, message: '\u200b\u200b', ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') },
  ],
  [
    'a message of Hangul fillers',
    { body: { ...validMessage, message: '\u3164\u3164', ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') },
  ],
  [
    'a message of blank braille cells',
    { body: { ...validMessage, message: '\u2800 \u2800', ...en }, ...invalid('message', 'This field is required.') },
  ],
  [
    'a message of combining marks alone',
    { body: { ...validMessage, message: '\u0301\u0308', ...el }, ...invalid('message', 'Το πεδίο είναι υποχρεωτικό.') },
  ],
  [
    'a message of two variation selectors',
    { body: { ...validMessage, message: '\ufe0f\ufe0f', ...en }, ...invalid('message', 'This field is required.') },
  ],
  ['a name of a Hangul filler', { body: { ...validMessage, name: '\uffa0', ...el }, ...invalid('name', 'Το πεδίο είναι υποχρεωτικό.') }],
  [
    'a name of two Hangul fillers',
    { body: { ...validMessage, name: '\u115f\u1160', ...en }, ...invalid('name', 'This field is required.') },
  ],
  [
    'an e-mail with an 80-character local part',
    { body: { ...validMessage, email: `${'a'.repeat(80)}@example.gr`, ...en }, ...invalid('email', 'Enter a valid email address.') },
  ],
  [
    'an e-mail at an IP address',
    { body: { ...validMessage, email: 'a@192.168.1.1', ...el }, ...invalid('email', 'Γράψτε μία έγκυρη διεύθυνση email.') },
  ],
  [
    'an e-mail at a numeric top-level domain',
    { body: { ...validMessage, email: 'a@example.123', ...en }, ...invalid('email', 'Enter a valid email address.') },
  ],
  [
    'a call time not offered (Greek)',
    {
      body: { ...validMessage, callTime: 'night', ...el },
      ...invalid('callTime', 'Επιλέξτε μία από τις ώρες που προτείνουμε για να σας καλέσουμε.'),
      error: 'Ελέγξτε τα πεδία που σημειώνονται.',
    },
  ],
  [
    'a call time not offered (English)',
    { body: { ...validMessage, callTime: 'Morning', ...en }, ...invalid('callTime', 'Choose one of the times we offer for calling you.') },
  ],
  [
    'a call time that is a number',
    { body: { ...validMessage, callTime: 9, ...en }, ...invalid('callTime', 'Choose one of the times we offer for calling you.') },
  ],
  [
    'a call time not offered, and no name',
    {
      body: { ...without('name'), callTime: 'tomorrow', ...en },
      status: 422,
      code: 'validation_failed',
      fields: { name: 'This field is required.', callTime: typeset('Choose one of the times we offer for calling you.') },
    },
  ],
  [
    'a call time not offered, in the form without JavaScript',
    {
      headers: form,
      body: new URLSearchParams({ ...validMessage, callTime: 'night', language: 'en' }).toString(),
      status: 422,
      code: 'validation_failed',
      html: true,
    },
  ],
  [
    'letters in the phone',
    {
      body: { ...validMessage, phone: '690 ABC 0000', ...en },
      ...invalid('phone', 'Enter a valid phone number (7 to 20 digits, spaces, + ( ) -).'),
    },
  ],
  [
    'a phone too short',
    {
      body: { ...validMessage, phone: '12345', ...el },
      ...invalid('phone', 'Γράψτε έναν έγκυρο αριθμό τηλεφώνου (7 έως 20 ψηφία, κενά, + ( ) -).'),
    },
  ],
  [
    'everything missing',
    {
      body: { ...en },
      status: 422,
      code: 'validation_failed',
      fields: {
        name: 'This field is required.',
        email: 'This field is required.',
        phone: 'This field is required.',
        message: 'This field is required.',
      },
    },
  ],
  [
    'an impossible idempotency key',
    { body: { ...validMessage, language: 'el', idempotencyKey: { $ne: 1 } }, status: 422, code: 'invalid_request' },
  ],
  [
    'invalid JSON (Greek by default)',
    { body: '{"name": "Ana",', status: 400, code: 'invalid_json', error: 'Το αίτημα δεν είναι έγκυρο JSON.' },
  ],
  [
    'invalid JSON (English browser)',
    {
      headers: { ...json, 'accept-language': 'en-GB,en;q=0.9' },
      body: '{bad',
      status: 400,
      code: 'invalid_json',
      error: 'The request is not valid JSON.',
    },
  ],
  ['an empty JSON body', { body: '', status: 400, code: 'invalid_json' }],
  ['a JSON array', { body: '[1, 2]', status: 400, code: 'invalid_json' }],
  // Never parsed, so its `language` is unknown: the browser's Accept-Language decides.
  [
    'a huge JSON body',
    {
      headers: { ...json, 'accept-language': 'en' },
      body: { ...validMessage, message: 'a'.repeat(17 * 1024), ...en },
      status: 413,
      code: 'payload_too_large',
      error: 'The message is too large.',
    },
  ],
  ['a 100 KB JSON body', { body: { ...validMessage, message: 'a'.repeat(100 * 1024), ...el }, status: 413, code: 'payload_too_large' }],
  [
    'a form body over 16 KB once decoded',
    { headers: form, body: `name=Ana&message=${'a'.repeat(20_000)}`, status: 413, code: 'payload_too_large', html: true },
  ],
  [
    'a form body over 48 KB on the wire',
    { headers: form, body: `name=Ana&message=${'%CE%B1'.repeat(9_000)}`, status: 413, code: 'payload_too_large', html: true },
  ],
  [
    'a 48 KB form post repeating one field',
    { headers: form, body: 'a=1&'.repeat(12_000), status: 413, code: 'payload_too_large', html: true },
  ],
  [
    'a form post of 9,000 different fields',
    {
      headers: form,
      body: Array.from({ length: 9_000 }, (_, i) => `f${i}=1`).join('&'),
      status: 413,
      code: 'payload_too_large',
      html: true,
    },
  ],
  [
    'a JSON object of 4,000 names',
    {
      body: Object.fromEntries([...Object.entries({ ...validMessage, ...el }), ...Array.from({ length: 4_000 }, (_, i) => [`f${i}`, 1])]),
      status: 413,
      code: 'payload_too_large',
    },
  ],
  [
    'a JSON body repeating one name',
    {
      body: `{${'"name":"Ana",'.repeat(3_000)}"language":"en"}`,
      status: 422,
      code: 'validation_failed',
      fields: { email: 'This field is required.', phone: 'This field is required.', message: 'This field is required.' },
    },
  ],
  ['GET', { method: 'GET', headers: {}, status: 405, code: 'method_not_allowed' }],
  ['PUT with a valid body', { method: 'PUT', body: { ...validMessage, ...el }, status: 405, code: 'method_not_allowed' }],
  ['DELETE', { method: 'DELETE', headers: {}, status: 405, code: 'method_not_allowed' }],
  [
    'text/plain',
    {
      headers: { ...json, 'content-type': 'text/plain' },
      body: JSON.stringify({ ...validMessage, ...el }),
      status: 415,
      code: 'unsupported_media_type',
    },
  ],
  [
    'multipart/form-data',
    { headers: { ...json, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--', status: 415, code: 'unsupported_media_type' },
  ],
  ['no content type and no body', { headers: { apikey: ANON_KEY }, status: 415, code: 'unsupported_media_type' }],
  [
    'text/plain from curl, without a key',
    { headers: { 'content-type': 'text/plain' }, body: 'hello', status: 415, code: 'unsupported_media_type' },
  ],
  [
    'a foreign Origin',
    {
      headers: { ...json, origin: 'https://evil.example' },
      body: { ...validMessage, ...el },
      status: 403,
      code: 'forbidden_origin',
      error: 'Το αίτημα δεν προέρχεται από τον ιστότοπό μας.',
    },
  ],
  ['Origin null', { headers: { ...json, origin: 'null' }, body: { ...validMessage, ...el }, status: 403, code: 'forbidden_origin' }],
  [
    'a look-alike Origin',
    {
      headers: { ...json, origin: 'https://www.example-law.gr.evil.example' },
      body: { ...validMessage, ...el },
      status: 403,
      code: 'forbidden_origin',
    },
  ],
  ['a wrong apikey', { headers: { ...json, apikey: 'stolen' }, body: { ...validMessage, ...el }, status: 401, code: 'unauthorized' }],
  [
    'a wrong bearer token',
    { headers: { ...json, authorization: 'Bearer stolen' }, body: { ...validMessage, ...el }, status: 401, code: 'unauthorized' },
  ],
  [
    'JSON without the anon key',
    { headers: { 'content-type': 'application/json' }, body: { ...validMessage, ...el }, status: 401, code: 'unauthorized' },
  ],
  [
    'a form post with a wrong key',
    {
      headers: { ...form, apikey: 'stolen' },
      body: new URLSearchParams({ ...validMessage, ...el }).toString(),
      status: 401,
      code: 'unauthorized',
      html: true,
    },
  ],
  [
    'a form post with the e-mail twice',
    {
      headers: form,
      body: `${new URLSearchParams({ ...validMessage, language: 'en' })}&email=other%40example.gr`,
      status: 422,
      code: 'validation_failed',
      html: true,
    },
  ],
];

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

const COMPARED_HEADERS = [
  'content-type',
  'allow',
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'cache-control',
  'vary',
];

async function send(base: string, request: { method?: string; headers?: Record<string, string>; body?: unknown }): Promise<Answer> {
  const response = await fetch(`${base}${FUNCTION_PATH}`, {
    method: request.method ?? 'POST',
    headers: request.headers ?? json,
    body: request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
    redirect: 'manual',
  });
  const headers: Record<string, string | null> = {};
  for (const name of COMPARED_HEADERS) headers[name] = response.headers.get(name);
  // The Node server addresses its own pages from the root; the Edge Function, on another host, in full.
  headers.location = response.headers.get('location')?.replace(SITE_ORIGIN, '') ?? null;
  headers['retry-after'] = response.headers.get('retry-after') === null ? null : 'present';
  return { status: response.status, headers, body: await response.text() };
}

const both = (request: Parameters<typeof send>[1]) => Promise.all([send(node.url, request), send(supabase.url, request)]);

describe('a bad request, to either backend', () => {
  it('is at least 30 kinds', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s: refused with its status and a clear error, the same from both, nothing stored', async (_name, bad) => {
    const [fromNode, fromSupabase] = await both(bad);
    expect(fromSupabase).toEqual(fromNode);
    if (bad.html) {
      expect(fromNode.status).toBe(303);
      const location = new URL(fromNode.headers.location!, SITE_ORIGIN);
      expect(location.pathname).toMatch(/^(\/en)?\/contact\/not-sent(\/[a-zA-Z-]+)?$/);
      expect(location.searchParams.get('error')).toBe(bad.code);
    } else {
      expect(fromNode.status).toBe(bad.status);
      if (bad.status === 405) expect(fromNode.headers.allow).toBe('POST, OPTIONS');
      const answer = JSON.parse(fromNode.body) as { error: string; code: string; fields: Record<string, string> };
      expect(answer.code).toBe(bad.code);
      expect(answer.error.length).toBeGreaterThan(5);
      expect(answer.fields).toEqual(bad.fields ?? {});
      if (bad.error) expect(answer.error).toBe(bad.error);
    }
    expect(node.counts()).toEqual({ messages: 0, outbox: 0, sent: 0, spam: 0 });
    expect(await supabase.counts()).toEqual({ messages: 0, outbox: 0, sent: 0, spam: 0 });
  });

  it('never reached the inbox', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.messages).toHaveLength(0);
  });
});

const good: [string, { method?: string; headers?: Record<string, string>; body?: unknown }, (answer: Answer) => void][] = [
  [
    'a CORS preflight from the site',
    {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    },
    (a) => {
      expect(a.status).toBe(204);
      expect(a.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
      expect(a.headers['access-control-allow-headers']).toBe('authorization, apikey, x-client-info, content-type, x-region');
    },
  ],
  [
    'a CORS preflight from elsewhere',
    { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } },
    (a) => {
      expect(a.status).toBe(403);
      expect(a.headers['access-control-allow-origin']).toBeNull();
    },
  ],
  [
    'a message as supabase-js sends it',
    { headers: { ...json, origin: SITE_ORIGIN }, body: { ...validMessage, idempotencyKey: 'good-1', language: 'el', website: '' } },
    (a) => {
      expect(a.status).toBe(200);
      expect(JSON.parse(a.body)).toEqual({ ok: true, id: 1 });
      expect(a.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    },
  ],
  [
    'the same message again (same key)',
    { headers: json, body: { ...validMessage, idempotencyKey: 'good-1', language: 'el' } },
    (a) => {
      expect(JSON.parse(a.body)).toEqual({ ok: true, id: 1 });
    },
  ],
  [
    'a bot filling the honeypot',
    { headers: json, body: { ...validMessage, idempotencyKey: 'good-bot', language: 'en', website: 'http://spam.example' } },
    (a) => {
      expect(JSON.parse(a.body)).toEqual({ ok: true, id: 2 });
    },
  ],
  [
    'a message with a charset in its content type',
    {
      headers: { ...json, 'content-type': 'application/json; charset=utf-8' },
      body: { ...validMessage, idempotencyKey: 'good-2', language: 'en' },
    },
    (a) => {
      expect(JSON.parse(a.body)).toEqual({ ok: true, id: 3 });
    },
  ],
  [
    'the no-JS form in English',
    { headers: form, body: new URLSearchParams({ ...validMessage, language: 'en', website: '' }).toString() },
    (a) => {
      expect(a.status).toBe(303);
      expect(a.headers.location).toBe('/en/contact/sent');
      expect(a.body).toBe('');
    },
  ],
  [
    'the no-JS form in Greek, with what to fix',
    {
      headers: form,
      body: new URLSearchParams({ name: '', email: 'a@b', phone: '6900000000', message: 'Γεια', language: 'el' }).toString(),
    },
    (a) => {
      expect(a.status).toBe(303);
      expect(a.headers.location).toBe(
        '/contact/not-sent/check-name-email?error=validation_failed&name=required&email=invalid_email#name=&email=a%40b&phone=6900000000&message=%CE%93%CE%B5%CE%B9%CE%B1',
      );
    },
  ],
];

describe('a good request, to either backend', () => {
  it.each(good)('%s: the same answer from both', async (_name, request, check) => {
    const [fromNode, fromSupabase] = await both(request);
    expect(fromSupabase).toEqual(fromNode);
    check(fromNode);
  });

  it('stored the same rows in both', async () => {
    const fromSqlite = node
      .rows()
      .map((r) => [r.id, r.name, r.email, r.phone, r.message, r.language, r.status === 'sent' ? 'pending' : r.status]);
    const rows = await supabase.sql`select id, name, email, phone, message, language, status from contact.messages order by id`;
    expect(
      rows.map((r) => [Number(r.id), r.name, r.email, r.phone, r.message, r.language, r.status === 'sent' ? 'pending' : r.status]),
    ).toEqual(fromSqlite);
    expect(fromSqlite).toHaveLength(4);
  });
});

describe('what a message may hold and what a key stands for, on either backend', () => {
  /** The answer without the message id, which differs once the backends have stored different numbers. */
  const idless = (answer: Answer) => ({ ...answer, body: answer.body.replace(/"id":\d+/, '"id":0') });
  const stored = async () => ({
    node: node.rows().map((r) => [r.name, r.message, r.status === 'sent' ? 'pending' : r.status]),
    supabase: (await supabase.sql`select name, message, status from contact.messages order by id`).map((r) => [
      r.name,
      r.message,
      r.status === 'sent' ? 'pending' : r.status,
    ]),
  });

  it('a pasted table (tabs) and 5,000 Greek letters written as JSON escapes are accepted', async () => {
    const greek = JSON.stringify({ ...validMessage, message: 'α'.repeat(5_000), idempotencyKey: 'escaped-greek', language: 'el' }).replace(
      /α/g,
      '\\u03b1',
    );
    expect(greek.length).toBeGreaterThan(30_000);
    for (const body of [greek, { ...validMessage, message: 'col1\tcol2\n1\t2', idempotencyKey: 'tabbed', language: 'en' }]) {
      const [fromNode, fromSupabase] = await both({ headers: json, body });
      expect(idless(fromSupabase)).toEqual(idless(fromNode));
      expect(fromNode.status).toBe(200);
    }
    const rows = await stored();
    expect(rows.supabase).toEqual(rows.node);
    expect(rows.node.slice(-2).map(([, message]) => message)).toEqual(['α'.repeat(5_000), 'col1\tcol2\n1\t2']);
  });

  it("a key reused with other words is refused with 409 in the visitor's language, never answered as sent", async () => {
    const first = { ...validMessage, message: 'ORIGINAL', idempotencyKey: 'reuse-key-1' };
    const edits: [string, Record<string, string>, string][] = [
      ['en', { ...first, message: 'EDITED', language: 'en' }, 'This form already sent a different message'],
      ['el', { ...first, name: 'Άλλο Όνομα', language: 'el' }, 'Από αυτή τη φόρμα έχει ήδη σταλεί διαφορετικό μήνυμα'],
      ['en', { ...first, email: 'other@example.gr', language: 'en' }, 'This form already sent a different message'],
      ['en', { ...first, website: 'http://spam.example', language: 'en' }, 'This form already sent a different message'],
    ];
    const [sentNode, sentSupabase] = await both({ headers: json, body: { ...first, language: 'el' } });
    expect(idless(sentSupabase)).toEqual(idless(sentNode));
    expect(sentNode.status).toBe(200);
    for (const [, body, text] of edits) {
      const [fromNode, fromSupabase] = await both({ headers: json, body });
      expect(fromSupabase).toEqual(fromNode);
      expect(fromNode.status).toBe(409);
      const answer = JSON.parse(fromNode.body) as { error: string; code: string };
      expect(answer.code).toBe('idempotency_conflict');
      expect(answer.error).toContain(typeset(text));
    }
    // The same words again under the key (a retry) are still the one message; leading spaces are trimmed as stored.
    const [againNode, againSupabase] = await both({ headers: json, body: { ...first, message: ' ORIGINAL ', language: 'en' } });
    expect(againNode.body).toBe(sentNode.body);
    expect(againSupabase.body).toBe(sentSupabase.body);
    const rows = await stored();
    expect(rows.supabase).toEqual(rows.node);
    expect(rows.node.filter(([, message]) => message === 'EDITED' || message === 'ORIGINAL')).toEqual([
      [validMessage.name, 'ORIGINAL', 'pending'],
    ]);
  });

  it("the no-JS form: a bot's post with the honeypot never stands for a person's later post of the same words", async () => {
    const words = { ...validMessage, name: 'Same Person', message: 'Same words from the plain form.', language: 'en' };
    for (const body of [
      { ...words, website: 'http://spam' },
      { ...words, website: '' },
    ]) {
      const [fromNode, fromSupabase] = await both({ headers: form, body: new URLSearchParams(body).toString() });
      expect(fromSupabase).toEqual(fromNode);
      expect(fromNode.headers.location).toBe('/en/contact/sent');
    }
    const rows = await stored();
    expect(rows.supabase).toEqual(rows.node);
    expect(rows.node.filter(([name]) => name === 'Same Person').map(([, , status]) => status)).toEqual(['spam', 'pending']);
    // The person's post is e-mailed, once by each backend.
    await expect
      .poll(() => inbox.messages.filter((mail) => mail.text.includes('Same words from the plain form.')).length, { timeout: 15_000 })
      .toBe(2);
  });
});

describe('the call time and the honeypot, on either backend', () => {
  /** The answer without the message id, which differs once the backends have stored different numbers. */
  const idless = (answer: Answer) => ({ ...answer, body: answer.body.replace(/"id":\d+/, '"id":0') });

  it('a call time is stored, e-mailed to the firm in plain words, and part of what a repeat must match', async () => {
    const sent = {
      ...validMessage,
      message: 'Call me in the afternoon, please.',
      callTime: 'afternoon',
      idempotencyKey: 'call-time-1',
      language: 'en',
    };
    const [fromNode, fromSupabase] = await both({ headers: json, body: sent });
    expect(idless(fromSupabase)).toEqual(idless(fromNode));
    expect(fromNode.status).toBe(200);
    // The same words with another time, or none, under the key: a changed message, never answered as sent.
    for (const changed of [{ ...sent, callTime: 'morning' }, Object.fromEntries(Object.entries(sent).filter(([k]) => k !== 'callTime'))]) {
      const [againNode, againSupabase] = await both({ headers: json, body: changed });
      expect(againSupabase).toEqual(againNode);
      expect(againNode.status).toBe(409);
    }
    const [repeatNode, repeatSupabase] = await both({ headers: json, body: sent });
    expect(repeatNode.body).toBe(fromNode.body);
    expect(repeatSupabase.body).toBe(fromSupabase.body);
    // Without a call time, and through the form without JavaScript with one.
    const plain = { ...validMessage, message: 'No time given.', idempotencyKey: 'call-time-none', language: 'el' };
    const viaForm = new URLSearchParams({ ...validMessage, message: 'Evening, via the plain form.', callTime: 'evening', language: 'el' });
    for (const request of [
      { headers: json, body: plain },
      { headers: form, body: viaForm.toString() },
    ]) {
      const [nodeAnswer, supabaseAnswer] = await both(request);
      expect(idless(supabaseAnswer)).toEqual(idless(nodeAnswer));
      expect(nodeAnswer.status).toBe(request.headers === form ? 303 : 200);
    }
    const rows =
      await supabase.sql`select message, call_time from contact.messages where message in ('Call me in the afternoon, please.', 'No time given.', 'Evening, via the plain form.') order by id`;
    const expected = [
      ['Call me in the afternoon, please.', 'afternoon'],
      ['No time given.', null],
      ['Evening, via the plain form.', 'evening'],
    ];
    expect(rows.map((r) => [r.message, r.call_time])).toEqual(expected);
    expect(
      node
        .rows()
        .filter((r) => expected.some(([message]) => message === r.message))
        .map((r) => [r.message, r.call_time]),
    ).toEqual(expected);
    // Each backend e-mails each once, the time in the firm's words; a message without one has no such line.
    const mails = (words: string) => inbox.messages.filter((mail) => mail.text.includes(words));
    await expect.poll(() => mails('Evening, via the plain form.').length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => mails('No time given.').length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => mails('Call me in the afternoon, please.').length, { timeout: 15_000 }).toBe(2);
    for (const mail of mails('Call me in the afternoon, please.')) {
      expect(mail.text).toContain('Καλύτερη ώρα για τηλεφώνημα: απόγευμα\n');
      expect(mail.html).toContain('<th align="left">Καλύτερη ώρα για τηλεφώνημα</th><td>απόγευμα</td>');
    }
    for (const mail of mails('Evening, via the plain form.')) expect(mail.text).toContain('Καλύτερη ώρα για τηλεφώνημα: βράδυ\n');
    for (const mail of mails('No time given.')) expect(mail.text).not.toContain('Καλύτερη ώρα');
  });

  it('a honeypot that is false, null or holds only invisible characters is empty: the message is e-mailed', async () => {
    const posts: [string, Parameters<typeof send>[1]][] = [
      [
        'false',
        {
          headers: json,
          body: { ...validMessage, message: 'Honeypot false.', website: false, idempotencyKey: 'hp-false', language: 'en' },
        },
      ],
      [
        'null',
        { headers: json, body: { ...validMessage, message: 'Honeypot null.', website: null, idempotencyKey: 'hp-null', language: 'en' } },
      ],
      [
        'a zero-width space',
        { headers: form, body: `${new URLSearchParams({ ...validMessage, message: 'Honeypot ZWSP.', language: 'en' })}&website=%E2%80%8B` },
      ],
      [
        'a word',
        { headers: json, body: { ...validMessage, message: 'Honeypot filled.', website: 'x', idempotencyKey: 'hp-word', language: 'en' } },
      ],
      [
        'true',
        { headers: json, body: { ...validMessage, message: 'Honeypot true.', website: true, idempotencyKey: 'hp-true', language: 'en' } },
      ],
    ];
    for (const [, request] of posts) {
      const [fromNode, fromSupabase] = await both(request);
      expect(idless(fromSupabase)).toEqual(idless(fromNode));
      expect([200, 303]).toContain(fromNode.status);
    }
    const statuses = async () => ({
      node: node
        .rows()
        .filter((r) => String(r.message).startsWith('Honeypot '))
        .map((r) => [r.message, r.status === 'sent' ? 'pending' : r.status]),
      supabase: (await supabase.sql`select message, status from contact.messages where message like 'Honeypot %' order by id`).map((r) => [
        r.message,
        r.status === 'sent' ? 'pending' : r.status,
      ]),
    });
    const rows = await statuses();
    expect(rows.supabase).toEqual(rows.node);
    expect(rows.node).toEqual([
      ['Honeypot false.', 'pending'],
      ['Honeypot null.', 'pending'],
      ['Honeypot ZWSP.', 'pending'],
      ['Honeypot filled.', 'spam'],
      ['Honeypot true.', 'spam'],
    ]);
    await expect.poll(() => inbox.messages.filter((mail) => mail.text.includes('Honeypot ZWSP.')).length, { timeout: 15_000 }).toBe(2);
  });
});

describe('the rate limit, on either backend', () => {
  it('answers the request after the limit with 429, Retry-After and the same text', async () => {
    const [limitedNode, limitedSupabase] = await Promise.all([
      startApp({ RATE_LIMIT_MAX: '2' }),
      startSupabase({ RATE_LIMIT_MAX: '2', DELIVERY_SCHEDULE_SECONDS: '0' }),
    ]);
    try {
      const answers: Answer[][] = [];
      for (const key of ['limit-1', 'limit-2', 'limit-3']) {
        answers.push(
          await Promise.all(
            [limitedNode, limitedSupabase].map((b) =>
              send(b.url, { headers: json, body: { ...validMessage, idempotencyKey: key, language: 'en' } }),
            ),
          ),
        );
      }
      const page = await Promise.all(
        [limitedNode, limitedSupabase].map((b) =>
          send(b.url, { headers: form, body: new URLSearchParams({ ...validMessage, language: 'el' }).toString() }),
        ),
      );
      for (const [fromNode, fromSupabase] of [...answers, page]) expect(fromSupabase).toEqual(fromNode);
      expect(answers.map(([a]) => a!.status)).toEqual([200, 200, 429]);
      expect(answers[2]![0]!.headers['retry-after']).toBe('present');
      expect(JSON.parse(answers[2]![0]!.body)).toEqual({
        error: typeset('Too many messages in a short time. Please try again in 10 minutes or call us.'),
        code: 'rate_limited',
        fields: {},
      });
      expect(page[0]!.status).toBe(303);
      expect(page[0]!.headers.location).toBe(
        '/contact/not-sent/too-many?error=rate_limited&minutes=10#name=%CE%9C%CE%B1%CF%81%CE%AF%CE%B1+%CE%A0%CE%B1%CF%80%CE%B1%CE%B4%CE%BF%CF%80%CE%BF%CF%8D%CE%BB%CE%BF%CF%85&email=maria%40example.gr&phone=%2B30+690+000+0000&message=%CE%A4%CF%81%CE%AC%CE%BA%CE%B1%CF%81%CE%B1+%CF%87%CE%B8%CE%B5%CF%82+%CF%83%CF%84%CE%B7%CE%BD+%CE%9A%CE%B7%CF%86%CE%B9%CF%83%CE%AF%CE%B1%CF%82.%0A%CE%A7%CF%81%CE%B5%CE%B9%CE%AC%CE%B6%CE%BF%CE%BC%CE%B1%CE%B9+%CE%B2%CE%BF%CE%AE%CE%B8%CE%B5%CE%B9%CE%B1.',
      );
    } finally {
      await limitedNode.close();
      await limitedSupabase.stop();
    }
  });
});

describe('what the rate limit counts, on either backend', () => {
  let limitedNode: TestApp;
  let limitedSupabase: SupabaseUnderTest;

  // Node behind a proxy at 127.0.0.1 (the test sends what such a proxy forwards: the visitor's header with
  // the visitor's address appended); the Edge Function behind the local gateway, which appends the same way.
  beforeAll(async () => {
    [limitedNode, limitedSupabase] = await Promise.all([
      startApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.1' }),
      startSupabase({ RATE_LIMIT_MAX: '2', DELIVERY_SCHEDULE_SECONDS: '0' }),
    ]);
  });
  afterAll(async () => {
    await limitedNode?.close();
    await limitedSupabase?.stop();
  });

  const message = (key: string) => ({ ...validMessage, idempotencyKey: key, language: 'en' });

  it('a forged X-Forwarded-For behind a trusted proxy is limited like any visitor, and not stored', async () => {
    // A budget of its own on the Edge Function: every request through the local gateway comes from 127.0.0.1.
    const edge = await startSupabase({ RATE_LIMIT_MAX: '2', DELIVERY_SCHEDULE_SECONDS: '0' });
    try {
      const statuses: number[] = [];
      for (const n of [1, 2, 3, 4, 5]) {
        const forged = `198.51.100.${n}`;
        const [fromNode, fromSupabase] = await Promise.all([
          send(limitedNode.url, { headers: { ...json, 'x-forwarded-for': `${forged}, 203.0.113.7` }, body: message(`forged-${n}`) }),
          send(edge.url, { headers: { ...json, 'x-forwarded-for': forged, 'cf-connecting-ip': forged }, body: message(`forged-${n}`) }),
        ]);
        expect(fromSupabase).toEqual(fromNode);
        statuses.push(fromNode.status);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      // The address the proxy saw, never one the visitor wrote.
      expect(limitedNode.rows().map((r) => r.ip)).toEqual(['203.0.113.7', '203.0.113.7']);
      expect((await edge.sql`select ip from contact.messages order by id`).map((r) => r.ip)).toEqual(['127.0.0.1', '127.0.0.1']);
    } finally {
      await edge.stop();
    }
  });

  // Each store locks the visitor's counters while it reads and writes them: six at once still store two.
  it('messages sent at once by one visitor are counted one after another', async () => {
    const edge = await startSupabase({ RATE_LIMIT_MAX: '2', DELIVERY_SCHEDULE_SECONDS: '0' });
    try {
      const keys = [1, 2, 3, 4, 5, 6].map((n) => `together-${n}`);
      const [fromNode, fromSupabase] = await Promise.all([
        Promise.all(
          keys.map((key) => send(limitedNode.url, { headers: { ...json, 'x-forwarded-for': '203.0.113.30' }, body: message(key) })),
        ),
        Promise.all(keys.map((key) => send(edge.url, { headers: json, body: message(key) }))),
      ]);
      for (const answers of [fromNode, fromSupabase])
        expect(answers.map((a) => a.status).toSorted()).toEqual([200, 200, 429, 429, 429, 429]);
      expect(limitedNode.rows().filter((r) => r.ip === '203.0.113.30')).toHaveLength(2);
      expect(await edge.sql`select id from contact.messages`).toHaveLength(2);
    } finally {
      await edge.stop();
    }
  });

  it('counts stored messages only: refusals and repeats of a stored message spend nothing', async () => {
    const steps: [string, Parameters<typeof send>[1]][] = [
      ['invalid', { headers: json, body: { ...without('email'), ...en } }],
      ['invalid', { headers: json, body: { ...validMessage, phone: 'abc', ...en } }],
      ['invalid', { headers: json, body: '{bad' }],
      ['first', { headers: json, body: message('counted-1') }],
      ['repeat', { headers: json, body: message('counted-1') }],
      ['repeat', { headers: json, body: message('counted-1') }],
      ['repeat', { headers: json, body: message('counted-1') }],
      ['second', { headers: json, body: message('counted-2') }],
      ['third', { headers: json, body: message('counted-3') }],
      // Already stored: still acknowledged once the budget is spent, so the visitor is not told it failed.
      ['repeat', { headers: json, body: message('counted-1') }],
    ];
    const statuses: string[] = [];
    const ids: Record<'node' | 'supabase', Record<string, number[]>> = { node: {}, supabase: {} };
    /** The answer without the message id, which differs when the backends have stored different numbers before. */
    const idless = (answer: Answer) => ({ ...answer, body: answer.body.replace(/"id":\d+/, '"id":0') });
    for (const [label, request] of steps) {
      const visitor = { 'x-forwarded-for': '203.0.113.20' };
      const [fromNode, fromSupabase] = await Promise.all([
        send(limitedNode.url, { ...request, headers: { ...request.headers, ...visitor } }),
        send(limitedSupabase.url, request),
      ]);
      expect(idless(fromSupabase)).toEqual(idless(fromNode));
      statuses.push(`${label} ${fromNode.status}`);
      for (const [backend, answer] of [['node', fromNode] as const, ['supabase', fromSupabase] as const]) {
        const { id } = JSON.parse(answer.body) as { id?: number };
        if (id !== undefined) (ids[backend][label] ??= []).push(id);
      }
    }
    // Every repeat answered with the first message's id.
    for (const backend of ['node', 'supabase'] as const) expect(new Set(ids[backend].repeat)).toEqual(new Set(ids[backend].first));
    expect(statuses).toEqual([
      'invalid 422',
      'invalid 422',
      'invalid 400',
      'first 200',
      'repeat 200',
      'repeat 200',
      'repeat 200',
      'second 200',
      'third 429',
      'repeat 200',
    ]);
  });

  it('counts an IPv6 visitor by its /56 (however many /64s it holds) and an IPv4 visitor by its address', async () => {
    const visitors = [
      ['2001:db8:aa00:1::a', 200],
      ['2001:db8:aa00:2:ffff:ffff:ffff:b', 200],
      ['2001:db8:aa00:ff::c', 429],
      ['2001:db8:aa00:3::a', 429],
      ['2001:db8:aa00:100::a', 200],
      ['192.0.2.1', 200],
      ['192.0.2.2', 200],
      ['::ffff:192.0.2.1', 200],
      ['192.0.2.1', 429],
    ] as const;
    const fromNode: number[] = [];
    for (const [n, [address]] of visitors.entries()) {
      const answer = await send(limitedNode.url, { headers: { ...json, 'x-forwarded-for': address }, body: message(`v6-node-${n}`) });
      fromNode.push(answer.status);
    }
    // The local gateway gives every request this machine's address: the platform's header, given to the handler.
    const fromSupabase = limitedSupabase
      .viaPlatform(
        visitors.map(([address], n) => ({
          headers: { ...json, 'cf-connecting-ip': address },
          body: JSON.stringify(message(`v6-supabase-${n}`)),
        })),
      )
      .map((answer) => answer.status);
    expect(fromNode).toEqual(visitors.map(([, status]) => status));
    expect(fromSupabase).toEqual(fromNode);
  });

  it("gives a /48 one budget beside each /56's, counts 6to4 and Teredo as their IPv4 client, and never a port", async () => {
    // RATE_LIMIT_MAX is 2: each /56 and IPv4 address may send 2, a /48 4 (NETWORK_BUDGET_FACTOR).
    const visitors = [
      // Ten /56s of one /48: four messages, whatever /56 they come from.
      ...Array.from({ length: 10 }, (_, n) => [`2001:db8:4800:${((n + 1) << 8).toString(16)}::1`, n < 4 ? 200 : 429] as const),
      ['2001:db8:4801:100::1', 200],
      // 6to4 holds an IPv4 address (198.51.100.60 = c633:643c): it spends that address's budget.
      ['198.51.100.60', 200],
      ['198.51.100.60', 200],
      ['2002:c633:643c:100::1', 429],
      ['2002:c633:643c:200::2', 429],
      ['2002:c633:643d:100::1', 200],
      // Teredo: the client's IPv4 address (inverted in the last 32 bits), one budget per client of one server.
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 200],
      ['2001:0:4136:e378:8000:1111:3fff:fdd2', 200],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 429],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd3', 200],
      ['192.0.2.45', 429],
      // A port is not the visitor.
      ['198.51.100.70:10001', 200],
      ['198.51.100.70:10002', 200],
      ['198.51.100.70:10003', 429],
      ['[::ffff:198.51.100.80]:443', 200],
    ] as const;
    const fromNode: number[] = [];
    for (const [n, [address]] of visitors.entries()) {
      const answer = await send(limitedNode.url, { headers: { ...json, 'x-forwarded-for': address }, body: message(`budget-node-${n}`) });
      fromNode.push(answer.status);
    }
    const fromSupabase = limitedSupabase
      .viaPlatform(
        visitors.map(([address], n) => ({
          headers: { ...json, 'cf-connecting-ip': address },
          body: JSON.stringify(message(`budget-supabase-${n}`)),
        })),
      )
      .map((answer) => answer.status);
    expect(fromNode).toEqual(visitors.map(([, status]) => status));
    expect(fromSupabase).toEqual(fromNode);
    // Stored without the port, on both.
    const stored = (rows: Record<string, unknown>[]) =>
      rows.map((r) => r.ip).filter((ip) => String(ip).startsWith('198.51.100.70') || String(ip).includes('198.51.100.80'));
    expect(stored(limitedNode.rows())).toEqual(['198.51.100.70', '198.51.100.70', '::ffff:198.51.100.80']);
    expect(stored(await limitedSupabase.sql`select ip from contact.messages order by id`)).toEqual([
      '198.51.100.70',
      '198.51.100.70',
      '::ffff:198.51.100.80',
    ]);
  });
});
