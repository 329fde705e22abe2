import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { openDatabase } from '../../server/store/database.ts';
import { migrations } from '../../server/store/migrations.ts';

/** The step that moved the language list out of a CHECK and into the languages table. */
const LANGUAGES_STEP = migrations.findIndex((sql) => /CREATE TABLE languages/.test(sql));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'store-languages-'));
  dirs.push(dir);
  return join(dir, 'messages.db');
}

/** A database file as the release before the languages table left it, with messages in both languages. */
function databaseBeforeLanguages(path: string): void {
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  for (const step of migrations.slice(0, LANGUAGES_STEP)) db.exec(step);
  db.exec(`PRAGMA user_version = ${LANGUAGES_STEP}`);
  const message = db.prepare(
    `INSERT INTO messages (id, created_at, name, email, phone, message, language, ip, user_agent, idempotency_key, status)
     VALUES (?, ?, ?, ?, '210 000 0000', ?, ?, '127.0.0.1', 'test', ?, ?)`,
  );
  message.run(1, 1_000, 'Μαρία', 'maria@example.org', 'Γεια σας', 'el', 'key-1', 'sent');
  message.run(2, 2_000, 'John', 'john@example.org', 'Hello', 'en', 'key-2', 'pending');
  message.run(3, 3_000, 'Spam', 'spam@example.org', 'Buy now', 'en', 'key-3', 'spam');
  const outbox = db.prepare(
    'INSERT INTO outbox (message_id, attempts, next_attempt_at, sent_at, message_id_header) VALUES (?, ?, ?, ?, ?)',
  );
  outbox.run(1, 1, 1_000, 1_500, '<1@example.org>');
  outbox.run(2, 3, 9_000, null, '<2@example.org>');
  db.close();
}

const everything = (db: DatabaseSync) => ({
  messages: db.prepare('SELECT * FROM messages ORDER BY id').all(),
  outbox: db.prepare('SELECT * FROM outbox ORDER BY message_id').all(),
});

const codes = (db: DatabaseSync) => (db.prepare('SELECT code FROM languages ORDER BY code').all() as { code: string }[]).map((r) => r.code);

describe('the languages a message may be in', () => {
  it('come from a migration that keeps every message and outbox row of an existing file', () => {
    expect(LANGUAGES_STEP).toBeGreaterThan(0);
    const path = tempFile();
    databaseBeforeLanguages(path);
    const before = new DatabaseSync(path, { readOnly: true });
    const rows = everything(before);
    before.close();

    const db = openDatabase(path);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(migrations.length);
    // Later steps add two columns to the outbox and the call time to messages, empty for every existing row.
    expect(everything(db)).toEqual({
      messages: rows.messages.map((row) => ({ ...row, call_time: null })),
      outbox: rows.outbox.map((row) => ({ ...row, attempt_started_at: null, failed_at: null })),
    });
    expect(codes(db)).toEqual([...locales].sort());
    // The schema no longer lists languages; the outbox still refers to the rebuilt table, with its cascade.
    const schema = (db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'messages'").get() as { sql: string }).sql;
    expect(schema).not.toMatch(/'el'|'en'/);
    expect(schema).toMatch(/REFERENCES languages \(code\)/);
    expect(
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'messages' AND name = 'messages_created_at'").get(),
    ).toBeDefined();
    expect(db.prepare('PRAGMA foreign_key_list(outbox)').all()).toEqual([
      expect.objectContaining({ table: 'messages', from: 'message_id', on_delete: 'CASCADE' }),
    ]);
    db.prepare('DELETE FROM messages WHERE id = 2').run();
    expect(db.prepare('SELECT message_id FROM outbox').all()).toEqual([{ message_id: 1 }]);
    db.close();
  });

  it('are the registry’s: any of them is stored, another code is refused', () => {
    const db = openDatabase(tempFile());
    const insert = db.prepare(
      `INSERT INTO messages (created_at, name, email, phone, message, language, idempotency_key, status) VALUES (0, 'A', 'a@example.org', '2100000000', 'Hi', ?, ?, 'pending')`,
    );
    for (const lang of locales) insert.run(lang, `key-${lang}`);
    expect(() => insert.run('xx', 'key-xx')).toThrow(/FOREIGN KEY constraint failed/);
    expect(db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: locales.length });
    db.close();
  });

  it('gain a language the registry gained at the next start-up, and keep one it dropped', () => {
    const path = tempFile();
    const first = openDatabase(path);
    // As a database written before the registry had its last language, and one that had an extra.
    first.exec(`DELETE FROM languages WHERE code = '${locales.at(-1)}'`);
    first.exec("INSERT INTO languages (code) VALUES ('xx')");
    first.close();
    const again = openDatabase(path);
    expect(codes(again)).toEqual([...locales, 'xx'].sort());
    again.close();
  });
});
