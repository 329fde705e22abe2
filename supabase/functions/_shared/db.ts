import postgres from 'postgres';
import { settings } from './settings.ts';

/**
 * One small connection pool per function instance. `prepare: false`: Supabase's connection pooler in
 * transaction mode does not keep prepared statements between transactions.
 */
let pool: postgres.Sql | null = null;

export function db(): postgres.Sql {
  pool ??= postgres(settings().databaseUrl, { max: 8, prepare: false, idle_timeout: 20, connect_timeout: 10, onnotice: () => {} });
  return pool;
}
