import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { startApp, validMessage, type TestApp } from './support/app.ts';

/**
 * The disk fills up under the contact function. SQLite's `max_page_count` caps the database file on
 * the server's own connection, which fails writes the way a full disk does, without root.
 */
let server: TestApp;

beforeAll(async () => {
  server = await startApp({ LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await server?.close();
});

const message = (key: string) => ({
  ...validMessage,
  message: 'Η περιγραφή του ατυχήματος. '.repeat(100),
  idempotencyKey: key,
  language: 'el',
});

describe('a database that refuses writes', () => {
  it('gets the honest answer to the visitor, the real cause in the log, and nothing half-stored; then recovers', async () => {
    expect((await server.postJson(message('before-the-disk-fills'))).status).toBe(200);
    const before = server.counts();

    const db = server.app.messagesDatabase;
    // No free pages left inside the file (a migration that rebuilt a table leaves some), so the cap bites at the next write.
    db.exec('VACUUM');
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
    db.exec(`PRAGMA max_page_count = ${pages}`);

    const refused = await server.postJson(message('while-the-disk-is-full'));
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ error: dictionaries.el['form.errors.server'], code: 'server_error', fields: {} });
    expect(server.counts()).toEqual(before);

    const logged = server.logs();
    expect(logged).toContain('database or disk is full');
    expect(logged).not.toContain('cannot rollback');

    db.exec('PRAGMA max_page_count = 1073741823');
    expect((await server.postJson(message('while-the-disk-is-full'))).status).toBe(200);
    expect(server.counts().messages).toBe(before.messages + 1);
  });
});
