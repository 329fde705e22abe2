import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, startApp, type TestApp } from './support/app.ts';

/**
 * Slow and idle clients cannot hold the server's connections: a request whose body stops coming, a
 * connection that never sends a request, and a kept-alive connection left idle are all closed by the
 * server. The limits are the server's own mechanism (server/edges.ts) at a fraction of a second here,
 * so that the test waits for the server to act rather than for minutes.
 */
let server: TestApp;

beforeAll(async () => {
  server = await startApp({}, { limits: { headersTimeout: 400, requestTimeout: 800, keepAliveTimeout: 400, idleTimeout: 5_000 } });
});
afterAll(async () => {
  await server?.close();
});

/** A connection to the server and, once the server closes it, everything the server sent. */
function open(): { socket: Socket; closed: Promise<string> } {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  const closed = new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
  return { socket, closed };
}

it('a request whose body stops coming is answered 408, with the security headers, and nothing is stored', async () => {
  const { socket, closed } = open();
  socket.write(
    `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${ANON_KEY}\r\napikey: ${ANON_KEY}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"Μαρία`,
  );
  const answer = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toMatch(/\r\ncontent-security-policy: /i);
  expect(answer).not.toContain('Μαρία');
  expect(server.counts().messages).toBe(0);
});

it('a request whose headers stop coming is closed', async () => {
  const { socket, closed } = open();
  socket.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  expect(await closed).not.toMatch(/^HTTP\/1\.1 200/);
});

it('a connection that never sends a request is answered 408 and closed', async () => {
  const { closed } = open();
  const answer = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toMatch(/\r\ncontent-security-policy: /i);
});

it('a kept-alive connection left idle after its answer is closed', async () => {
  const { socket, closed } = open();
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  const answer = await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toMatch(/\r\nkeep-alive: timeout=\d+/i);
});

it('an upload cut short by its client (a phone losing signal) is one info line, never an error with a stack (review of 1 December, O3)', async () => {
  const logged = await startApp({ LOG_LEVEL: 'info' });
  try {
    const { port } = new URL(logged.url);
    for (let i = 0; i < 3; i++) {
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${ANON_KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"M`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
    }
    const deadline = Date.now() + 5_000;
    while ((logged.logs().match(/cut short by the client/g) ?? []).length < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lines = logged
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    const cut = lines.filter((line) => line.msg.includes('cut short by the client'));
    expect(cut).toHaveLength(3);
    expect(cut.every((line) => line.level === 30 && line.err === undefined)).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.counts().messages).toBe(0);
  } finally {
    await logged.close();
  }
});
