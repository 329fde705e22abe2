import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSender } from '../../src/islands/contact-sender.ts';
import { outcomeOfResult, takeServerWait } from '../../src/islands/offline-queue.ts';

/**
 * What the form takes from a refusal's body: the function's text when it is a refusal of our contract
 * (one of our codes) with a string, nothing otherwise (the form then shows its general failure text). A plain HTTP peer answers as a proxy or our server might.
 */
let server: Server;
let url: string;
let answer: { status: number; type: string; body: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const input = {
  fields: { name: 'Ana Papa', email: 'ana@example.gr', phone: '6912345678', message: 'Hello' },
  honeypot: '',
  idempotencyKey: '4f0d6c1e-8a47-4d2b-9a53-0c3f0f1f2a10',
  language: 'en' as const,
};

async function refusal(status: number, type: string, body: string) {
  answer = { status, type, body };
  const result = await createSender(url, 'anon')(input);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

describe('the sender reads a refusal', () => {
  it("keeps the server's text and fields, as plain strings", async () => {
    const body = { error: 'Too many messages. <b>Call us</b>.', code: 'rate_limited', fields: { phone: 'Enter a valid phone number.' } };
    const result = await refusal(429, 'application/json', JSON.stringify(body));
    expect(result.status).toBe(429);
    expect(result.message).toBe('Too many messages. <b>Call us</b>.');
    expect(result.fields).toEqual({ phone: 'Enter a valid phone number.' });
  });

  it.each([
    ['an HTML error page', 'text/html', '<h1>502 Bad Gateway</h1>'],
    ['a body without text', 'application/json', '{"code":"forbidden_origin"}'],
    ['text that is not a string', 'application/json', '{"error":{"html":"<img>"}}'],
    ['blank text', 'application/json', '{"error":"   ","code":"forbidden_origin"}'],
    ['a proxy’s JSON without our code', 'application/json', '{"error":"boom"}'],
    ['a code that is not ours', 'application/json', '{"error":"I am a teapot","code":"teapot"}'],
  ])('carries no text from %s', async (_what, type, body) => {
    const result = await refusal(403, type, body);
    expect(result.status).toBe(403);
    expect(result.message).toBeUndefined();
  });

  it('drops field messages for fields the form does not have', async () => {
    const result = await refusal(
      422,
      'application/json',
      JSON.stringify({ error: 'Check the fields.', code: 'validation_failed', fields: { website: 'x', email: 'Bad e-mail.' } }),
    );
    expect(result.fields).toEqual({ email: 'Bad e-mail.' });
  });
});

describe('the sender and a busy server (503 with Retry-After)', () => {
  let busy: Server;
  let busyUrl = '';
  const seen: string[] = [];
  let busyAnswers = 0;
  let retryAfter = '1';
  let code = 'busy';

  beforeAll(async () => {
    busy = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push((JSON.parse(body) as { idempotencyKey: string }).idempotencyKey);
        if (busyAnswers-- > 0) {
          const refusal = { error: 'The server is busy for a moment.', code, fields: {} };
          response.writeHead(503, { 'content-type': 'application/json', 'retry-after': retryAfter }).end(JSON.stringify(refusal));
        } else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"id":7}');
      });
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyUrl = `http://127.0.0.1:${(busy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it('sends the same message again after the wait, twice at most, with the same key', async () => {
    seen.length = 0;
    busyAnswers = 2;
    retryAfter = '1';
    code = 'busy';
    expect(await createSender(busyUrl, 'anon')(input)).toEqual({ ok: true });
    expect(seen).toEqual([input.idempotencyKey, input.idempotencyKey, input.idempotencyKey]);

    seen.length = 0;
    busyAnswers = 3;
    const result = await createSender(busyUrl, 'anon')(input);
    // Still busy: the form keeps it and sends it after the wait, as it would without a network.
    expect(result).toMatchObject({ ok: false, status: 503, message: 'The server is busy for a moment.', network: true, retryAfter: 1 });
    expect(outcomeOfResult(result)).toEqual({ kind: 'retry', afterSeconds: 1 });
    expect(seen).toHaveLength(3);
  });

  it('keeps a message the server is too loaded to read (503 overloaded) at once, without sending it again (review of 1 December, P2)', async () => {
    seen.length = 0;
    busyAnswers = 1;
    retryAfter = '30';
    code = 'overloaded';
    const before = Date.now();
    const result = await createSender(busyUrl, 'anon')(input);
    expect(result).toMatchObject({ ok: false, status: 503, network: true, retryAfter: 30, message: 'The server is busy for a moment.' });
    expect(seen).toEqual([input.idempotencyKey]);
    // The form's outbox, keeping it now, learns why and for how long.
    const until = takeServerWait();
    expect(until).toBeGreaterThanOrEqual(before + 30_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(takeServerWait()).toBeNull();
    // Any other answer clears the note: a message kept for want of a network is not said to be the server's.
    busyAnswers = 0;
    expect(await createSender(busyUrl, 'anon')(input)).toEqual({ ok: true });
    expect(takeServerWait()).toBeNull();
  });

  it('tells the visitor at once when the wait asked is long', async () => {
    seen.length = 0;
    busyAnswers = 1;
    retryAfter = '120';
    code = 'busy';
    expect(await createSender(busyUrl, 'anon')(input)).toMatchObject({ ok: false, status: 503 });
    expect(seen).toHaveLength(1);
  });
});
