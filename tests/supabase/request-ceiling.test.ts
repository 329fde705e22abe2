import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookup } from '../../src/i18n/lookup.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { connect } from 'node:net';
import { ANON_KEY, SITE_ORIGIN, startSupabase, type SupabaseUnderTest } from './support.ts';
import { validMessage } from '../server/support/app.ts';

/**
 * The Edge Function's per-client request ceiling (REQUEST_LIMIT_MAX per REQUEST_WINDOW_SECONDS), the Node server's contract: every
 * request counts, refusals included, keyed as the message budget is; past it, 429 `rate_limited` with
 * Retry-After before the body is read. The count lives in PostgreSQL (contact.request_counts), so every
 * instance of the function counts the same client: here the local runner and a second Deno process.
 */
const CEILING = 6;
let supabase: SupabaseUnderTest;

beforeAll(async () => {
  supabase = await startSupabase({ REQUEST_LIMIT_MAX: String(CEILING), REQUEST_WINDOW_SECONDS: '600', DELIVERY_SCHEDULE_SECONDS: '0' });
});
afterAll(async () => supabase?.stop());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(supabase.functions.sendUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: ANON_KEY, ...headers },
    body,
    redirect: 'manual',
  });

/** The status a POST gets whose headers promise a 40 KB body that never comes (the socket stays open). */
function statusWithoutBody(): Promise<number> {
  const url = new URL(supabase.functions.sendUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\napikey: ${ANON_KEY}\r\nContent-Length: 40000\r\n\r\n`,
      ),
    );
    let head = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer before the body: ${JSON.stringify(head)}`));
    }, 10_000);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head);
      if (!status) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(status[1]));
    });
  });
}

describe('the request ceiling on the Edge Functions', () => {
  it('refuses a client past its ceiling, refusals counted, before reading the body; in PostgreSQL, across instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CEILING; i++) statuses.push((await post('{')).status);
    expect(statuses).toEqual(Array<number>(CEILING).fill(400));

    const refused = await post(JSON.stringify({ ...validMessage, idempotencyKey: 'over-the-ceiling', language: 'en' }), {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      error: lookup(dictionaries.en, 'form.errors.rateLimited', { minutes: Math.ceil(retryAfter / 60) }),
      code: 'rate_limited',
      fields: {},
    });
    expect((await supabase.counts()).messages).toBe(0);

    const form = await fetch(supabase.functions.sendUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ ...validMessage, language: 'el' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(new RegExp(`^${SITE_ORIGIN}/contact/not-sent/too-many\\?error=rate_limited&minutes=\\d+`));

    // Answered before the body: a request that promises 40 KB and sends none of it gets its status line.
    expect(await statusWithoutBody()).toBe(429);

    const counted = await supabase.sql<{ count: number }[]>`select count from contact.request_counts where key = '127.0.0.1'`;
    expect(counted.map((row) => row.count)).toEqual([CEILING + 3]);

    // Another instance of the function (a Deno process of its own, as the platform hands requests over)
    // counts the same client, and serves another.
    const [same, other] = supabase.viaPlatform([
      {
        headers: { 'content-type': 'application/json', apikey: ANON_KEY, 'cf-connecting-ip': '127.0.0.1' },
        body: JSON.stringify({ ...validMessage, idempotencyKey: 'same-client', language: 'en' }),
      },
      {
        headers: { 'content-type': 'application/json', apikey: ANON_KEY, 'cf-connecting-ip': '203.0.113.5' },
        body: JSON.stringify({ ...validMessage, idempotencyKey: 'another-client', language: 'en' }),
      },
    ]);
    expect(same!.status).toBe(429);
    expect(other!.status).toBe(200);
    expect((await supabase.counts()).messages).toBe(1);
  });

  it('counts a native IPv6 client by its /48 as well, at twice the ceiling: 256 /56s of one /48 are not 256 ceilings', () => {
    const from = (address: string, n: number) => ({
      headers: { 'content-type': 'application/json', apikey: ANON_KEY, 'cf-connecting-ip': address },
      body: `{"n":${n}`,
    });
    const flood = Array.from({ length: 2 * CEILING + 1 }, (_, i) => from(`2001:db8:4848:${(i << 8).toString(16)}::1`, i));
    const answers = supabase.viaPlatform([...flood, from('2001:db8:4848:ff00::1', 99), from('2001:db8:4849::1', 100)]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(2 * CEILING).fill(400), 429, 429, 400]);
  });
});
