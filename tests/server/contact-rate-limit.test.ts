import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_PATH, startApp, validMessage, type TestApp } from './support/app.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';
import { typeset } from '../../src/lib/typography.ts';

let inbox: MailPeer;
let server: TestApp;

beforeAll(async () => {
  inbox = await startMailPeer();
  server = await startApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port), RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MINUTES: '10' });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

describe('the per-IP rate limit', () => {
  it('answers 429 with Retry-After in the visitor’s language once the limit is reached, and stores nothing more', async () => {
    for (const key of ['limit-1', 'limit-2']) {
      expect((await server.postJson({ ...validMessage, idempotencyKey: key, language: 'el' })).status).toBe(200);
    }
    const refused = await server.postJson({ ...validMessage, idempotencyKey: 'limit-3', language: 'en' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      error: typeset('Too many messages in a short time. Please try again in 10 minutes or call us.'),
      code: 'rate_limited',
      fields: {},
    });

    const greek = await server.postJson({ ...validMessage, idempotencyKey: 'limit-4', language: 'el' });
    expect(greek.status).toBe(429);
    expect(((await greek.json()) as { error: string }).error).toBe(
      typeset('Πάρα πολλά μηνύματα σε λίγο χρόνο. Δοκιμάστε ξανά σε 10 λεπτά ή καλέστε μας.'),
    );

    // The no-JS form is sent to the not-sent page, which names the refusal and the minutes.
    const page = await fetch(`${server.url}${FUNCTION_PATH}`, {
      method: 'POST',
      body: new URLSearchParams({ ...validMessage, language: 'el' }),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/contact\/not-sent\/too-many\?error=rate_limited&minutes=10#/);

    await server.drained();
    await inbox.waitFor(2);
    expect(server.counts().messages).toBe(2);
    expect(inbox.messages).toHaveLength(2);
  });

  it('does not count CORS preflights', async () => {
    const preflight = await fetch(`${server.url}${FUNCTION_PATH}`, { method: 'OPTIONS', headers: { origin: server.url } });
    expect(preflight.status).toBe(204);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: every request counts against the connection’s own address', async () => {
    const direct = await startApp({ RATE_LIMIT_MAX: '1' });
    try {
      const first = await direct.postJson(
        { ...validMessage, idempotencyKey: 'direct-1', language: 'en' },
        { 'x-forwarded-for': '198.51.100.1' },
      );
      const second = await direct.postJson(
        { ...validMessage, idempotencyKey: 'direct-2', language: 'en' },
        { 'x-forwarded-for': '198.51.100.2' },
      );
      expect([first.status, second.status]).toEqual([200, 429]);
      expect(direct.rows().map((r) => r.ip)).toEqual(['127.0.0.1']);
    } finally {
      await direct.close();
    }
  });
});

describe('behind a proxy (TRUST_PROXY) that writes a port after the address', () => {
  // The attack of 1 December (P11): an IPv4-mapped address with an unbracketed port, or a port of six
  // digits, each got a budget of its own per port, and was stored with the port.
  it.each([
    ['an IPv4-mapped address with a port', (i: number) => `::ffff:198.51.100.72:443${i}`, '::ffff:198.51.100.72'],
    ['an IPv4 address with a six-digit port', (i: number) => `198.51.100.71:12345${i}`, '198.51.100.71'],
  ])('counts %s as the IPv4 visitor, whatever the port, and stores it without the port', async (_shape, forwarded, stored) => {
    const proxied = await startApp({ RATE_LIMIT_MAX: '5', TRUST_PROXY: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await proxied.postJson(
          { ...validMessage, message: `Port ${i}`, idempotencyKey: `port-${i}`, language: 'en' },
          { 'x-forwarded-for': forwarded(i) },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(new Set(proxied.rows().map((r) => r.ip))).toEqual(new Set([stored]));
    } finally {
      await proxied.close();
    }
  });
});
