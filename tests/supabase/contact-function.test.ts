import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoBinary, denoEnvironment } from '../../scripts/supabase/functions.ts';
import { migrate } from '../../scripts/supabase/postgres.ts';
import { FUNCTION_PATH, validMessage } from '../server/support/app.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { ANON_KEY, SITE_ORIGIN, sharedCluster, startSupabase, type SupabaseUnderTest } from './support.ts';

/**
 * The Edge Function as a visitor's browser reaches it: supabase-js and the plain form, with the e-mail
 * delivered over SMTP with TLS from the first byte (port 465 style, as on Supabase, where 25 and 587 are
 * blocked) to a real SMTP peer whose self-signed certificate the deliverer trusts through SMTP_CA_FILE.
 */
let inbox: MailPeer;
let supabase: SupabaseUnderTest;
let certDir: string;

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'smtp-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  inbox = await startMailPeer(0, {
    tls: { key: readFileSync(join(certDir, 'key.pem'), 'utf8'), cert: readFileSync(join(certDir, 'cert.pem'), 'utf8') },
  });
  supabase = await startSupabase({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    SMTP_SECURE: 'true',
    SMTP_CA_FILE: join(certDir, 'cert.pem'),
  });
});
afterAll(async () => {
  await supabase?.stop();
  await inbox?.close();
  rmSync(certDir, { recursive: true, force: true });
});

async function waitForSent(id: number) {
  await expect
    .poll(async () => (await supabase.sql`select sent_at from contact.outbox where message_id = ${id}`)[0]?.sent_at ?? null, {
      timeout: 15_000,
    })
    .not.toBeNull();
}

describe('the Edge Function', () => {
  it('stores a message sent with supabase-js functions.invoke and e-mails it, all four fields, over TLS', async () => {
    const client = createClient(supabase.url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const hostile = { ...validMessage, name: 'Ana <b>Bold</b> & Co', message: 'Line one & <i>two</i>\nLine "three"' };
    const { data, error } = await client.functions.invoke('send-contact-email', {
      body: { ...hostile, idempotencyKey: 'invoke-1', language: 'en', website: '' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, id: expect.any(Number) });
    const id = (data as { id: number }).id;

    const [row] = await supabase.sql`select * from contact.messages where id = ${id}`;
    expect(row).toMatchObject({
      name: hostile.name,
      email: hostile.email,
      phone: hostile.phone,
      message: hostile.message,
      language: 'en',
      ip: '127.0.0.1',
    });

    const [mail] = await inbox.waitFor(1);
    expect(mail!.headers.get('to')).toBe('firm@example-law.gr');
    expect(mail!.headers.get('reply-to')).toContain(`<${hostile.email}>`);
    expect(mail!.headers.get('message-id')).toMatch(new RegExp(`^<contact-${id}\\.[a-z0-9]+@www\\.example-law\\.gr>$`));
    for (const value of [hostile.name, hostile.email, hostile.phone, hostile.message]) expect(mail!.text).toContain(value);
    expect(mail!.html).toContain('Ana &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(mail!.html).toContain('Line one &amp; &lt;i&gt;two&lt;/i&gt;<br>Line &quot;three&quot;');
    await waitForSent(id);
    expect((await supabase.sql`select status from contact.messages where id = ${id}`)[0]!.status).toBe('sent');
  });

  it('takes the no-JS form post: 303 to the site’s sent page in the visitor’s language, stored and e-mailed', async () => {
    const before = inbox.messages.length;
    const response = await fetch(`${supabase.url}${FUNCTION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
      body: new URLSearchParams({ ...validMessage, message: 'Posted without JavaScript.', language: 'en', website: '' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE_ORIGIN}/en/contact/sent`);
    const [row] = await supabase.sql`select id from contact.messages where message = 'Posted without JavaScript.'`;
    expect(row).toBeDefined();
    const [mail] = (await inbox.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain('Posted without JavaScript.');
  });

  it('keeps the tables out of reach of the anon and authenticated roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        supabase.sql.begin(async (sql) => {
          await sql.unsafe(`set local role ${role}`);
          return sql`select * from contact.messages`;
        }),
      ).rejects.toThrow(/permission denied/);
    }
    const rls =
      await supabase.sql`select relname, relrowsecurity from pg_class where relnamespace = 'contact'::regnamespace and relkind = 'r' order by relname`;
    expect(rls.map((r) => [r.relname, r.relrowsecurity])).toEqual([
      ['languages', true],
      ['messages', true],
      ['outbox', true],
      ['rate_limits', true],
      ['recipients', true],
      ['request_counts', true],
    ]);
  });

  it('has the schedule’s call of the deliverer, which the API roles cannot run', async () => {
    const rows = await supabase.sql`
      select r.rolname, has_function_privilege(r.oid, 'contact.request_delivery()', 'execute') as may
      from pg_roles r where r.rolname in ('anon', 'authenticated') order by r.rolname`;
    expect(rows.map((r) => [r.rolname, r.may])).toEqual([
      ['anon', false],
      ['authenticated', false],
    ]);
    // Without Vault and pg_net (a plain PostgreSQL here) it refuses instead of calling anything.
    await expect(supabase.sql`select contact.request_delivery()`).rejects.toThrow(/vault/);
  });

  it('stores the User-Agent with its control characters as visible escapes, as the Node server does', async () => {
    const { hostname, port, pathname } = new URL(supabase.functions.sendUrl);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          path: pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, 'user-agent': 'Agent \u0085\u009b2J' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ ...validMessage, idempotencyKey: 'control-ua', language: 'el' }));
    });
    expect(status).toBe(200);
    const [row] = await supabase.sql<
      { user_agent: string }[]
    >`select user_agent from contact.messages where idempotency_key = 'control-ua'`;
    // Sent as UTF-8 (C2 85, C2 9B), read as Latin-1 bytes: a letter and a C1 control each, the control escaped.
    expect(row!.user_agent).toBe('Agent Â\\x85Â\\x9b2J');
  });

  it('has migrations that apply to an empty database in order, once', async () => {
    const cluster = sharedCluster();
    const database = `empty_${Date.now().toString(36)}`;
    expect(await migrate(cluster, database)).toEqual(
      readdirSync('supabase/migrations')
        .filter((f) => f.endsWith('.sql'))
        .sort(),
    );
    expect(await migrate(cluster, database)).toEqual([]);
    const sql = postgres(cluster.url(database), { max: 1, onnotice: () => {} });
    try {
      // The languages are the registry's, which the send function adds (tests/supabase/languages.test.ts).
      await sql`insert into contact.languages (code) values ('el')`;
      await sql`insert into contact.messages (name, email, phone, message, language, idempotency_key, status) values ('a', 'b', 'c', 'd', 'el', 'k', 'pending')`;
      await expect(
        sql`insert into contact.messages (name, email, phone, message, language, idempotency_key, status) values ('a', 'b', 'c', 'd', 'el', 'k', 'pending')`,
      ).rejects.toThrow(/unique/);
      await expect(
        sql`insert into contact.messages (name, email, phone, message, language, idempotency_key, status) values ('a', 'b', 'c', 'd', 'fr', 'k2', 'pending')`,
      ).rejects.toThrow(/foreign key/);
      await expect(
        sql`insert into contact.messages (name, email, phone, message, language, idempotency_key, status) values ('a', 'b', 'c', 'd', 'el', 'k3', 'lost')`,
      ).rejects.toThrow(/check/);
    } finally {
      await sql.end();
    }
  });

  it('type-checks under Deno, shared modules included (the site’s own check leaves supabase/functions to Deno)', () => {
    const entries = ['_local/serve.ts', '_local/platform-requests.ts', 'send-contact-email/index.ts', 'deliver-contact-email/index.ts'].map(
      (f) => `supabase/functions/${f}`,
    );
    const check = spawnSync(denoBinary(), ['check', '--quiet', '--config', 'supabase/functions/deno.json', ...entries], {
      encoding: 'utf8',
      env: { ...denoEnvironment(), NO_COLOR: '1' },
    });
    expect(check.stderr + check.stdout).toBe('');
    expect(check.status).toBe(0);
  });
});
