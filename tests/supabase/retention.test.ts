import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/supabase/postgres.ts';
import { MESSAGE_RETENTION_DAYS } from '../../src/config/retention.ts';
import { sharedCluster } from './support.ts';

/**
 * Retention on Supabase: contact.purge_expired_messages(), which the migration schedules daily with
 * pg_cron. The tests' PostgreSQL has no pg_cron, so the schedule itself is not run here; the function is.
 */
let sql: postgres.Sql;

beforeAll(async () => {
  const cluster = sharedCluster();
  const database = `retention_${randomBytes(6).toString('hex')}`;
  await migrate(cluster, database);
  sql = postgres(cluster.url(database), { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await sql?.end();
});

describe('retention on Supabase', () => {
  it('keeps messages for the period the privacy notice states (MESSAGE_RETENTION_DAYS)', async () => {
    const [row] = await sql<{ args: string }[]>`
      select pg_get_function_arguments('contact.purge_expired_messages(interval)'::regprocedure) as args`;
    expect(row!.args).toBe(`keep interval DEFAULT '${MESSAGE_RETENTION_DAYS} days'::interval`);
  });

  it('deletes delivered and spam messages older than that, with their outbox rows, and never an undelivered one', async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    const old = MESSAGE_RETENTION_DAYS + 1;
    const young = MESSAGE_RETENTION_DAYS - 1;
    const rows: [string, string, number][] = [
      ['old-sent', 'sent', old],
      ['old-spam', 'spam', old],
      ['old-pending', 'pending', old + 100],
      ['old-failed', 'failed', old + 100],
      ['young-sent', 'sent', young],
      ['young-spam', 'spam', young],
    ];
    await sql.begin(async (tx) => {
      await tx`insert into contact.languages (code) values ('el') on conflict do nothing`;
      for (const [key, status, age] of rows) {
        const [m] = await tx<{ id: string }[]>`
          insert into contact.messages (created_at, name, email, phone, message, language, idempotency_key, status)
          values (${day(age)}, 'Name', 'name@example.gr', '2100000000', 'Text', 'el', ${key}, ${status}) returning id`;
        if (status !== 'spam') {
          await tx`insert into contact.outbox (message_id, message_id_header) values (${m!.id}, ${`<${key}@test>`})`;
          await tx`insert into contact.recipients (message_id, address) values (${m!.id}, 'firm@example-law.gr')`;
        }
      }
    });

    const [{ purged }] = (await sql`select contact.purge_expired_messages() as purged`) as unknown as [{ purged: string }];
    expect(Number(purged)).toBe(2);
    const left = await sql<{ idempotency_key: string }[]>`select idempotency_key from contact.messages order by idempotency_key`;
    expect(left.map((r) => r.idempotency_key)).toEqual(['old-failed', 'old-pending', 'young-sent', 'young-spam']);
    expect(Number((await sql`select count(*) as n from contact.outbox`)[0]!.n)).toBe(3);
    expect(Number((await sql`select count(*) as n from contact.recipients`)[0]!.n)).toBe(3);
  });
});
