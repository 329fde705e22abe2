import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, validMessage, type TestApp } from './support/app.ts';
import { typeset } from '../../src/lib/typography.ts';

let server: TestApp;

beforeAll(async () => {
  server = await startApp();
});
afterAll(async () => {
  await server.close();
});

describe('a failure behind the function', () => {
  it('answers 500 with the generic message only, and stores neither half of the message', async () => {
    // Break the second write of the transaction: the message row must not survive without its outbox row.
    const saboteur = new DatabaseSync(server.config.databasePath);
    saboteur.exec('DROP TABLE outbox');
    saboteur.close();

    const response = await server.postJson({ ...validMessage, idempotencyKey: 'doomed', language: 'en' });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: typeset('A temporary problem. Please try again or call us.'),
      code: 'server_error',
      fields: {},
    });
    expect(body).not.toMatch(/outbox|sqlite|table|stack|at /i);
    expect(server.rows()).toHaveLength(0);
  });
});
