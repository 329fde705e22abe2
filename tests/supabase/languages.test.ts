import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { migrate } from '../../scripts/supabase/postgres.ts';
import { FUNCTION_PATH, validMessage } from '../server/support/app.ts';
import { ANON_KEY, SITE_ORIGIN, sharedCluster, startSupabase, type SupabaseUnderTest } from './support.ts';

const MIGRATIONS = 'supabase/migrations';
const files = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort();
/** The migration that moved the language list out of a check and into contact.languages. */
const languagesMigration = files.find((f) => f.endsWith('_contact_languages.sql'))!;

describe('the languages a message may be in, in PostgreSQL', () => {
  it('come from a migration that keeps every message and outbox row of an existing database', async () => {
    const cluster = sharedCluster();
    const database = `langs_${Date.now().toString(36)}`;
    const before = mkdtempSync(join(tmpdir(), 'migrations-before-'));
    try {
      for (const file of files.slice(0, files.indexOf(languagesMigration))) copyFileSync(join(MIGRATIONS, file), join(before, file));
      await migrate(cluster, database, before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const sql = postgres(cluster.url(database), { max: 1, onnotice: () => {} });
    try {
      const ids = await sql<{ id: string }[]>`
        insert into contact.messages (name, email, phone, message, language, idempotency_key, status) values
          ('Μαρία', 'maria@example.org', '2100000000', 'Γεια σας', 'el', 'k1', 'sent'),
          ('John', 'john@example.org', '2100000000', 'Hello', 'en', 'k2', 'pending'),
          ('Spam', 'spam@example.org', '2100000000', 'Buy now', 'en', 'k3', 'spam')
        returning id`;
      await sql`insert into contact.outbox (message_id, attempts, sent_at, message_id_header) values (${ids[0]!.id}, 1, now(), '<1@example.org>'), (${ids[1]!.id}, 3, null, '<2@example.org>')`;
      const everything = async () => ({
        messages: await sql`select * from contact.messages order by id`,
        outbox: await sql`select * from contact.outbox order by message_id`,
      });
      const rows = await everything();

      expect(await migrate(cluster, database)).toEqual(files.slice(files.indexOf(languagesMigration)));
      // Later migrations add two columns to the outbox and the call time to a message, empty for every existing row.
      expect(await everything()).toEqual({
        messages: rows.messages.map((row) => ({ ...row, call_time: null })),
        outbox: rows.outbox.map((row) => ({ ...row, attempt_started_at: null, failed_at: null })),
      });
      expect((await sql`select code from contact.languages order by code`).map((r) => r.code)).toEqual(['el', 'en']);
      await expect(
        sql`insert into contact.messages (name, email, phone, message, language, idempotency_key, status) values ('a', 'b', 'c', 'd', 'xx', 'k4', 'pending')`,
      ).rejects.toThrow(/foreign key/);
      const checks = await sql`select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'contact.messages'::regclass`;
      expect(checks.map((c) => c.def).join('\n')).not.toMatch(/'el'|'en'/);
    } finally {
      await sql.end();
    }
  });

  describe('the send function', () => {
    let supabase: SupabaseUnderTest;
    beforeAll(async () => {
      supabase = await startSupabase();
    });
    afterAll(async () => {
      await supabase?.stop();
    });

    it('adds every language of the registry before it stores a message, on a database that has none', async () => {
      expect(await supabase.sql`select code from contact.languages`).toEqual([]);
      const response = await fetch(`${supabase.url}${FUNCTION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
        body: JSON.stringify({ ...validMessage, idempotencyKey: 'languages-1', language: locales.at(-1), website: '' }),
      });
      expect(response.status).toBe(200);
      expect((await supabase.sql`select code from contact.languages order by code`).map((r) => r.code)).toEqual([...locales].sort());
      expect((await supabase.sql`select language from contact.messages where idempotency_key = 'languages-1'`)[0]?.language).toBe(
        locales.at(-1),
      );
    });
  });
});
