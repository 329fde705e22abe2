import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { freePort } from '../../scripts/support/free-port.ts';
import { attachPostgres } from '../../scripts/supabase/postgres.ts';
import { denoBinary, denoEnvironment, startFunctions, type FunctionsProcess } from '../../scripts/supabase/functions.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/supabase/stack.ts';
import { ANON_KEY, SITE_ORIGIN } from '../server/support/app.ts';

export { ANON_KEY, SITE_ORIGIN };

/** The cluster of the global setup. */
export function sharedCluster() {
  const { dir, port } = inject('postgres');
  return attachPostgres(dir, port);
}

export interface SupabaseUnderTest extends LocalSupabase {
  sql: postgres.Sql;
  counts(): Promise<{ messages: number; outbox: number; sent: number; spam: number }>;
  /** Another Deno process serving the functions on the same database (a second deliverer). */
  another(extraEnv?: Record<string, string>): Promise<FunctionsProcess>;
  /** Starts one delivery run on a functions process (by default the first) and returns what it did. */
  deliver(on?: FunctionsProcess): Promise<{ sent: number; failed: number; gaveUp: number }>;
  /**
   * POSTs to `send-contact-email`'s handler with the headers given, as the platform hands requests over
   * (supabase/functions/_local/platform-requests.ts), one after another; their statuses and bodies.
   */
  viaPlatform(requests: { headers: Record<string, string>; body: string }[]): { status: number; body: string }[];
}

/**
 * The Supabase side as the tests drive it: a fresh database of the shared cluster with the migrations
 * applied, and the functions on Deno. Same site origin and anon key as the Node server's test app.
 */
export async function startSupabase(env: Record<string, string> = {}, port?: number): Promise<SupabaseUnderTest> {
  const cluster = sharedCluster();
  const database = `t_${randomBytes(6).toString('hex')}`;
  const stack = await startLocalSupabase({
    port,
    cluster,
    database,
    env: {
      SITE_URL: SITE_ORIGIN,
      PUBLIC_ANON_KEY: ANON_KEY,
      RATE_LIMIT_MAX: '1000',
      REQUEST_LIMIT_MAX: '100000',
      MAIL_TO: 'firm@example-law.gr',
      MAIL_FROM: 'Website <website@example-law.gr>',
      MAIL_RETRY_INITIAL_SECONDS: '0.05',
      MAIL_RETRY_MAX_SECONDS: '0.4',
      DELIVERY_SCHEDULE_SECONDS: '1',
      ...env,
    },
  });
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  const others: FunctionsProcess[] = [];
  const count = async (query: string) => Number((await sql.unsafe(query))[0]!.n);
  return {
    ...stack,
    sql,
    counts: async () => ({
      messages: await count('select count(*) as n from contact.messages'),
      outbox: await count('select count(*) as n from contact.outbox'),
      sent: await count('select count(*) as n from contact.outbox where sent_at is not null'),
      spam: await count("select count(*) as n from contact.messages where status = 'spam'"),
    }),
    async another(extraEnv = {}) {
      const process = await startFunctions(await freePort(), { ...stack.env, ...extraEnv });
      others.push(process);
      return process;
    },
    async deliver(on = stack.functions) {
      const response = await fetch(on.deliverUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.deliverySecret}` },
      });
      if (!response.ok) throw new Error(`deliverer answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { sent: number; failed: number; gaveUp: number };
    },
    viaPlatform(requests) {
      const run = spawnSync(
        denoBinary(),
        [
          'run',
          '--quiet',
          '--config',
          'supabase/functions/deno.json',
          '--allow-net',
          '--allow-env',
          '--allow-read',
          '--allow-write',
          '--allow-sys',
          'supabase/functions/_local/platform-requests.ts',
        ],
        { input: JSON.stringify(requests), env: { ...denoEnvironment(), NO_COLOR: '1', ...stack.env }, encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`the handler failed:\n${run.stdout}${run.stderr}`);
      return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { status: number; body: string }[];
    },
    async stop() {
      for (const other of others) await other.stop();
      await stack.stop();
      await sql.end({ timeout: 1 });
    },
  };
}
