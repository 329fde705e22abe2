import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, SITE_ORIGIN, startApp, validMessage, type TestApp } from './support/app.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';
import { typeset } from '../../src/lib/typography.ts';

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
afterEach(async () => {
  // Every test leaves nothing in flight for the next one.
  await server.drained();
});

describe('an accepted message', () => {
  it('is stored and arrives by e-mail with all four fields, escaped in the HTML part', async () => {
    const before = inbox.messages.length;
    const hostile = {
      name: 'Ana <script>alert(1)</script> & Co',
      email: 'ana.o-brien+claims@example.gr',
      phone: '+30 (210) 123-4567',
      message: 'Line one & <b>bold</b>\nLine "two" <img src=x onerror=alert(1)>',
      idempotencyKey: 'accept-escaped-1',
      language: 'en',
    };
    const response = await server.postJson(hostile, { origin: SITE_ORIGIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const body = (await response.json()) as { ok: boolean; id: number };
    expect(body).toEqual({ ok: true, id: expect.any(Number) });

    const row = server.rows().find((r) => r.id === body.id)!;
    expect(row).toMatchObject({
      name: hostile.name,
      email: hostile.email,
      phone: hostile.phone,
      message: hostile.message,
      language: 'en',
      ip: '127.0.0.1',
    });

    const [mail] = (await inbox.waitFor(before + 1)).slice(before);
    expect(mail!.headers.get('to')).toBe('firm@example-law.gr');
    expect(mail!.headers.get('reply-to')).toContain('<ana.o-brien+claims@example.gr>');
    expect(mail!.headers.get('subject')).toContain('Ana <script>alert(1)</script> & Co');
    expect(mail!.headers.get('message-id')).toMatch(new RegExp(`^<contact-${body.id}\\.[a-z0-9]+@www\\.example-law\\.gr>$`));
    for (const value of [hostile.name, hostile.email, hostile.phone, 'Line one & <b>bold</b>', 'Line "two" <img src=x onerror=alert(1)>']) {
      expect(mail!.text).toContain(value);
    }
    expect(mail!.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail!.html).toContain('Line one &amp; &lt;b&gt;bold&lt;/b&gt;<br>Line &quot;two&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).toContain('ana.o-brien+claims@example.gr');
    expect(mail!.html).toContain('+30 (210) 123-4567');
    expect(mail!.html).not.toMatch(/<script|<img|<b>/);

    await server.drained();
    expect(server.rows().find((r) => r.id === body.id)!.status).toBe('sent');
  });

  it('keeps the contract supabase-js expects: functions.invoke gets { ok, id }, errors carry fields', async () => {
    const client = createClient(server.url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const ok = await client.functions.invoke('send-contact-email', {
      body: { ...validMessage, idempotencyKey: 'supabase-js-1', language: 'el', website: '' },
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ ok: true, id: expect.any(Number) });

    const bad = await client.functions.invoke('send-contact-email', {
      body: { ...validMessage, email: 'not-an-address', idempotencyKey: 'supabase-js-2', language: 'en', website: '' },
    });
    expect(bad.error).toBeInstanceOf(FunctionsHttpError);
    const details = await ((bad.error as FunctionsHttpError).context as Response).json();
    expect(details).toEqual({
      error: 'Please check the marked fields.',
      code: 'validation_failed',
      fields: { email: typeset('Enter a valid email address.') },
    });
  });

  it('stores one message for the same idempotency key sent twice, and answers both with its id', async () => {
    const before = server.counts();
    const mailsBefore = inbox.messages.length;
    const payload = { ...validMessage, idempotencyKey: 'same-key-twice', language: 'el' };
    const [first, second] = await Promise.all([server.postJson(payload), server.postJson(payload)]);
    const third = await server.postJson(payload);
    const ids = await Promise.all([first, second, third].map(async (r) => ((await r.json()) as { id: number }).id));
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    await server.drained();
    await inbox.waitFor(mailsBefore + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.counts().messages).toBe(before.messages + 1);
    expect(inbox.messages.length).toBe(mailsBefore + 1);
  });

  it('takes a message ending in half an emoji again under its key: stored as U+FFFD, and its retry a repeat, not a conflict', async () => {
    const payload = { ...validMessage, message: 'smile \ud83d', idempotencyKey: 'lone-surrogate', language: 'en' };
    const first = await server.postJson(payload);
    const again = await server.postJson(payload);
    expect([first.status, again.status]).toEqual([200, 200]);
    const [a, b] = await Promise.all([first, again].map(async (r) => ((await r.json()) as { id: number }).id));
    expect(b).toBe(a);
    expect(server.rows().find((r) => r.id === a)!.message).toBe('smile \ufffd');
  });

  it('answers a filled honeypot like success, stores it as spam and never mails it', async () => {
    const before = server.counts();
    const mailsBefore = inbox.messages.length;
    const response = await server.postJson({ ...validMessage, idempotencyKey: 'bot-1', language: 'el', website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: expect.any(Number) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.counts()).toEqual({ ...before, messages: before.messages + 1, spam: before.spam + 1 });
    expect(inbox.messages.length).toBe(mailsBefore);
  });

  it('takes an empty honeypot of any shape for a person: stored, and e-mailed (review of 1 December, P13)', async () => {
    const mailsBefore = inbox.messages.length;
    const ids: number[] = [];
    for (const [i, website] of [0, [], {}].entries()) {
      const response = await server.postJson({ ...validMessage, message: `Honeypot ${i}`, idempotencyKey: `empty-pot-${i}`, website });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: number }).id);
    }
    // A form whose website field is sent twice, empty both times.
    const form = await fetch(`${server.url}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: `${new URLSearchParams({ ...validMessage, message: 'Honeypot form', language: 'en' })}&website=&website=`,
      redirect: 'manual',
    });
    expect(form.headers.get('location')).toBe('/en/contact/sent');
    await server.drained();
    await inbox.waitFor(mailsBefore + 4);
    const rows = server.rows().filter((r) => String(r.message).startsWith('Honeypot'));
    expect(rows.map((r) => [r.message, r.status])).toEqual([
      ['Honeypot 0', 'sent'],
      ['Honeypot 1', 'sent'],
      ['Honeypot 2', 'sent'],
      ['Honeypot form', 'sent'],
    ]);
    expect(inbox.messages.length).toBe(mailsBefore + 4);
  });

  it('refuses a message a reader cannot see: private-use, unassigned, null noteheads (review of 1 December, P14)', async () => {
    const before = server.counts();
    for (const message of ['\ue000\ue000\ue000', '\u0378\u0378', '\u{1D159}\u{1D159}']) {
      const response = await server.postJson({
        ...validMessage,
        message,
        idempotencyKey: `unseen-${message.codePointAt(0)}`,
        language: 'en',
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ message: 'This field is required.' });
    }
    expect(server.counts()).toEqual(before);
  });

  it('shows the bidi controls of a name as escapes in the e-mail’s Subject and Reply-To (review of 1 December, O2)', async () => {
    const mailsBefore = inbox.messages.length;
    const name = 'Maria \u202etset@evil.com\u2066x\u200f';
    const response = await server.postJson({ ...validMessage, name, message: 'Bidi name', idempotencyKey: 'bidi-name', language: 'en' });
    expect(response.status).toBe(200);
    const [mail] = (await inbox.waitFor(mailsBefore + 1)).slice(mailsBefore);
    const subject = mail!.headers.get('subject')!;
    const replyTo = mail!.headers.get('reply-to')!;
    for (const header of [subject, replyTo]) {
      expect(header).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u);
      // As written in the header: a quoted display name doubles each backslash, which a mail program undoes.
      expect(header.replaceAll('\\\\', '\\')).toContain(String.raw`Maria \u202etset@evil.com\u2066x\u200f`);
    }
    expect(replyTo).toContain('<maria@example.gr>');
    // The row keeps what the visitor wrote; the CLI shows it escaped, as the e-mail's headers now do.
    expect(server.rows().at(-1)!.name).toBe(name);
  });

  it('accepts the no-JS form post and sends the browser to the sent page in the visitor’s language', async () => {
    const mailsBefore = inbox.messages.length;
    const form = new URLSearchParams({ ...validMessage, language: 'en', website: '' });
    const response = await fetch(`${server.url}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, accept: 'text/html' },
      body: form,
      redirect: 'manual',
    });
    // 303: the browser GETs our own page; reloading it never posts the form again.
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/contact/sent');
    const [mail] = (await inbox.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mail!.text).toContain(validMessage.message);

    // The same form posted again (Back and send again) is the same message.
    const again = await fetch(`${server.url}${FUNCTION_PATH}`, { method: 'POST', body: form, redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(server.rows().filter((r) => r.message === validMessage.message && r.language === 'en')).toHaveLength(1);
  });

  it('accepts a long Greek message from the no-JS form, though percent-encoding makes it over 16 KB on the wire', async () => {
    const message = 'Είχα τροχαίο ατύχημα στη λεωφόρο. '.repeat(140).slice(0, 4500);
    const body = new URLSearchParams({ ...validMessage, message, language: 'el' }).toString();
    expect(body.length).toBeGreaterThan(16 * 1024);
    const response = await fetch(`${server.url}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/sent');
    expect(server.rows().at(-1)!.message).toBe(message.trim());
  });

  it('sends the no-JS form to the not-sent page with what to fix, Greek by default, and the visitor’s text in the fragment', async () => {
    const before = server.counts();
    const response = await fetch(`${server.url}${FUNCTION_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ name: '', email: 'a@b', phone: '123', message: 'x' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, server.url);
    // The page of its reason, which names the fields without any script.
    expect(location.pathname).toBe('/contact/not-sent/check-name-email-phone');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'validation_failed',
      name: 'required',
      email: 'invalid_email',
      phone: 'invalid_phone',
    });
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({ name: '', email: 'a@b', phone: '123', message: 'x' });
    expect(server.counts()).toEqual(before);
  });

  it('answers the CORS preflight for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}${FUNCTION_PATH}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
        },
      });
    const allowed = await preflight(SITE_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    for (const header of ['authorization', 'apikey', 'x-client-info', 'content-type', 'x-region']) {
      expect(allowed.headers.get('access-control-allow-headers')).toContain(header);
    }
    const own = await preflight(server.url);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);

    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
