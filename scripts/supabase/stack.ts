import { randomBytes } from 'node:crypto';
import { publishableKeys } from '../../supabase/functions/_shared/settings-schema.ts';
import { startFunctions, type FunctionsProcess } from './functions.ts';
import { freePort } from '../support/free-port.ts';
import { migrate, startPostgres, type PostgresCluster } from './postgres.ts';

/**
 * The whole Supabase side on this machine: a throwaway Postgres with the migrations applied and both
 * Edge Functions on Deno. What `npm run supabase:local` runs, and what the tests start.
 */
export interface LocalSupabase {
  /** The project URL, as supabase-js `createClient` takes it: http://127.0.0.1:<port> */
  url: string;
  anonKey: string;
  deliverySecret: string;
  databaseUrl: string;
  cluster: PostgresCluster;
  functions: FunctionsProcess;
  /** The functions' environment, for starting more deliverers on the same database. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

interface LocalOptions {
  port?: number;
  /** Settings of the functions (SITE_URL, SMTP_*, RATE_LIMIT_MAX, …): the Node server's names. */
  env?: Record<string, string>;
  /** An existing cluster (tests share one); a new one otherwise, stopped with the stack. */
  cluster?: PostgresCluster;
  database?: string;
  echo?: boolean;
}

export async function startLocalSupabase({
  port,
  env = {},
  cluster,
  database = 'postgres',
  echo = false,
}: LocalOptions = {}): Promise<LocalSupabase> {
  const ownCluster = !cluster;
  const pg = cluster ?? (await startPostgres());
  try {
    await migrate(pg, database);
    const functionsPort = port ?? (await freePort());
    const url = `http://127.0.0.1:${functionsPort}`;
    // As `supabase start` today: a publishable key (sb_publishable_…) handed to the functions in
    // SUPABASE_PUBLISHABLE_KEYS; a key given in the settings is used instead.
    const given = env.SUPABASE_PUBLISHABLE_KEYS ? publishableKeys(env.SUPABASE_PUBLISHABLE_KEYS)?.[0] : undefined;
    const anonKey = env.PUBLIC_ANON_KEY ?? given ?? env.SUPABASE_ANON_KEY ?? `sb_publishable_${randomBytes(16).toString('base64url')}`;
    const deliverySecret = env.DELIVERY_SECRET ?? randomBytes(24).toString('base64url');
    const functionsEnv: Record<string, string> = {
      SUPABASE_URL: url,
      SUPABASE_DB_URL: pg.url(database),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: anonKey }),
      DELIVERY_SECRET: deliverySecret,
      ...env,
    };
    const functions = await startFunctions(functionsPort, functionsEnv, { echo });
    return {
      url,
      anonKey,
      deliverySecret,
      databaseUrl: pg.url(database),
      cluster: pg,
      functions,
      env: functionsEnv,
      async stop() {
        await functions.stop();
        if (ownCluster) await pg.stop();
      },
    };
  } catch (error) {
    if (ownCluster) await pg.stop();
    throw error;
  }
}
