import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { lookup } from '../../src/i18n/lookup.ts';
import { OVERLOADED_RETRY_SECONDS } from '../../src/lib/contact/function.ts';
import { OVERLOAD_POLICY, watchLoop, type LoopLoad } from '../../server/contact/overload.ts';
import { ANON_KEY, FUNCTION_PATH, startApp, validMessage, type TestApp } from './support/app.ts';
import { rawRequest } from './support/raw-http.ts';

/**
 * Beyond what the one process can read (a flood from more addresses than the request ceiling holds back:
 * the review of 1 December's 200 addresses, P2), a post is answered 503 `overloaded` with Retry-After
 * before its body is read, in the visitor's language, while pages and the health check are served. The
 * event loop's load is given by the test (server/contact/overload.ts measures the real one), and a crowd
 * of clients posting is made of quick refused posts from as many addresses.
 */
const loop: LoopLoad & { busy: number; lagMs: number } = { busy: 0, lagMs: 0, stop: () => {} };
let server: TestApp;

beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '127.0.0.1' }, { loop, files: { '/en/about.html': '<!doctype html><title>About</title>' } });
});
afterAll(async () => {
  await server?.close();
});

const post = (from: string, body: unknown, headers: Record<string, string> = {}) =>
  server.postJson(body, { 'x-forwarded-for': from, ...headers });

/** Posts from as many clients as make a crowd (OVERLOAD_POLICY.crowd), read while the loop rests. */
async function crowd(): Promise<void> {
  for (let i = 0; i < OVERLOAD_POLICY.crowd; i++) expect((await post(`198.51.100.${i + 1}`, '{')).status).toBe(400);
}

describe('a process that cannot read every post', () => {
  it('answers a post 503 overloaded with Retry-After before its body, in the visitor’s language; pages and /healthz are served', async () => {
    await crowd();
    Object.assign(loop, { busy: 0.95, lagMs: 60 });
    try {
      const before = server.counts();
      const refused = await post(
        '203.0.113.1',
        { ...validMessage, idempotencyKey: 'overloaded-1', language: 'el' },
        { 'accept-language': 'en-GB,en' },
      );
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(OVERLOADED_RETRY_SECONDS));
      expect(await refused.json()).toEqual({ error: lookup(dictionaries.en, 'form.errors.overloaded'), code: 'overloaded', fields: {} });
      const greek = await post('203.0.113.2', { ...validMessage, idempotencyKey: 'overloaded-2' });
      expect(((await greek.json()) as { error: string }).error).toBe(lookup(dictionaries.el, 'form.errors.overloaded'));

      // Before the body: a post that promises 40 KB and sends none of it is answered.
      const early = await rawRequest(server.url, FUNCTION_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: ANON_KEY, 'X-Forwarded-For': '203.0.113.3', 'Content-Length': '40000' },
      });
      expect(early.status).toBe(503);
      expect(JSON.parse(early.body.toString())).toMatchObject({ code: 'overloaded' });

      // The form without JavaScript goes to the page that says to try again a little later, or to call.
      const form = await fetch(server.url + FUNCTION_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          'accept-language': 'en',
          'x-forwarded-for': '203.0.113.4',
        },
        body: new URLSearchParams({ ...validMessage, language: 'en' }),
        redirect: 'manual',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe(`/en/contact/not-sent/server-error?error=overloaded&seconds=${OVERLOADED_RETRY_SECONDS}`);
      expect(server.counts()).toEqual(before);

      // Pages, files and the health check are never refused for the load of posts.
      expect((await fetch(server.url + '/en/about')).status).toBe(200);
      expect((await fetch(server.url + '/healthz')).status).toBe(200);
      // Nor is a preflight: it has no body to read.
      expect((await fetch(server.url + FUNCTION_PATH, { method: 'OPTIONS', headers: { 'x-forwarded-for': '203.0.113.5' } })).status).toBe(
        204,
      );
    } finally {
      Object.assign(loop, { busy: 0, lagMs: 0 });
    }
  });

  it('while the loop has no rest left but its turns are short, reads a few first requests a second, and refuses the rest', async () => {
    await crowd();
    Object.assign(loop, { busy: 0.95, lagMs: 25 });
    try {
      const first = await post('203.0.113.10', { ...validMessage, idempotencyKey: 'first-request' });
      expect(first.status).toBe(200);
      // A client that has made three requests already in its window (preflights count) is a flood's.
      for (let i = 0; i < 3; i++)
        await fetch(server.url + FUNCTION_PATH, { method: 'OPTIONS', headers: { 'x-forwarded-for': '203.0.113.11' } });
      const fourth = await post('203.0.113.11', { ...validMessage, idempotencyKey: 'fourth-request' });
      expect(fourth.status).toBe(503);
      // First requests from many fresh addresses at once: a few are read, the rest refused.
      const statuses = await Promise.all(Array.from({ length: 3 * OVERLOAD_POLICY.firstBurst }, (_, i) => post(`203.0.114.${i + 1}`, '{')));
      const read = statuses.filter((response) => response.status === 400).length;
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThanOrEqual(OVERLOAD_POLICY.firstBurst + 1);
      expect(statuses.filter((response) => response.status === 503)).toHaveLength(3 * OVERLOAD_POLICY.firstBurst - read);
    } finally {
      Object.assign(loop, { busy: 0, lagMs: 0 });
    }
  });

  it('reads every post when no crowd of clients is posting, however busy and late the loop', async () => {
    // The crowd of the tests above is forgotten.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    Object.assign(loop, { busy: 1, lagMs: 500 });
    try {
      // One client's back-to-back posts on a slow host are not a flood.
      for (let i = 0; i < 5; i++)
        expect((await post('203.0.113.20', { ...validMessage, message: `Back to back ${i}`, idempotencyKey: `alone-${i}` })).status).toBe(
          200,
        );
    } finally {
      Object.assign(loop, { busy: 0, lagMs: 0 });
    }
  });
});

describe('watchLoop: the event loop’s load', () => {
  it('sees a loop held up as late, and busier than before', async () => {
    const watched = watchLoop(10);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = watched.busy;
      const blockedUntil = performance.now() + 300;
      while (performance.now() < blockedUntil);
      // The turn that is still running is already late.
      expect(watched.lagMs).toBeGreaterThan(250);
      await expect.poll(() => watched.busy, { interval: 5, timeout: 2_000 }).toBeGreaterThan(Math.min(before, 0.9));
    } finally {
      watched.stop();
    }
  });
});
