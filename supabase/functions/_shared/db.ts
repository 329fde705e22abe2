// @ts-types="@types/pg"
import pg from 'pg';
import { settings } from './settings.ts';

/**
 * The functions' database connections: one small node-postgres pool per function instance. Not
 * postgres.js: in its 3.4 line a connection the server closes while a write is queued (what a restart or
 * failover of the database does) can throw outside any query and end the process, leave its pool slot
 * unable to connect again, or run the rest of a transaction on a new connection outside it
 * (porsager/postgres#1154, #1155, #1208). node-postgres fails the query instead, and drops the connection.
 * No named prepared statements: Supabase's pooler in transaction mode does not keep them.
 */
let pool: pg.Pool | null = null;

function connections(): pg.Pool {
  if (pool) return pool;
  pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 8, idleTimeoutMillis: 20_000, connectionTimeoutMillis: 10_000 });
  // An idle connection cut by the server is reported here and left out of the pool from then on; without
  // a listener the error would end the process.
  pool.on('error', (error) =>
    console.warn(JSON.stringify({ msg: 'database connection lost; the next query opens a new one', err: String(error) })),
  );
  // The pool hears an idle connection's error and the running statement a busy one's; a connection that reports
  // its cut in between still ended the process ("Uncaught error: terminating connection due to administrator
  // command", under load while Postgres restarted). Each connection keeps a listener of its own: the report is
  // logged, the statement or the pool still fails or drops it as before.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(JSON.stringify({ msg: 'database connection cut', err: String(error) }))),
  );
  return pool;
}

export type Query = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

/** One statement on any connection of the pool; its rows. */
export const query: Query = async <Row>(text: string, values: unknown[] = []) => (await connections().query(text, values)).rows as Row[];

/**
 * `work` in one transaction on one connection: committed as a whole, or rolled back and the error thrown.
 * A connection cut half-way fails every later statement of the transaction, so nothing of it is stored.
 */
export async function transaction<T>(work: (query: Query) => Promise<T>): Promise<T> {
  const client = await connections().connect();
  let failure: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(async <Row>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as Row[]);
    await client.query('commit');
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // After a failure the connection is closed rather than handed to the next caller: it may be the cut one.
    client.release(failure);
  }
}
