import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../support/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';

/**
 * A throwaway PostgreSQL cluster in a temporary folder (initdb, pg_ctl), listening on 127.0.0.1 only:
 * what `supabase start` runs in Docker, here with Debian's PostgreSQL. PostgreSQL refuses to run as root,
 * so when root the cluster belongs to, and runs as, the `postgres` user.
 */
export interface PostgresCluster {
  port: number;
  dir: string;
  /** A connection URL for a database of the cluster (default `postgres`). */
  url(database?: string): string;
  /**
   * Stops the server (fast: every connection is cut, open transactions roll back, the data stays), runs
   * `whileDown` if given, then starts it again and resolves once it accepts connections.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** Where initdb and pg_ctl are: on PATH, or Debian's /usr/lib/postgresql/<version>/bin (newest first). */
function postgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0]!, 'bin') : null;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function command(bin: string, tool: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
}

function run(bin: string, tool: string, args: string[]): void {
  const result = spawnSync(...command(bin, tool, args), { encoding: 'utf8', cwd: '/' });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/** As `run`, without blocking this process meanwhile (a restart while requests keep coming). */
function runAsync(bin: string, tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(...command(bin, tool, args), { cwd: '/', stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')} failed:\n${output}`))));
  });
}

export async function startPostgres({ port }: { port?: number } = {}): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin): apt-get install postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'supabase-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const actualPort = port ?? (await freePort());
  run(bin, 'initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  const cluster = attachPostgres(dir, actualPort, bin);
  // pg_ctl starts the server in a session of its own, so it outlives this process unless stopped. A process that
  // ends without its teardown (Vitest exits at once on SIGTERM or Ctrl-C, as when npm test stops a lane after a
  // failed check) still stops its cluster here: the exit handlers run, synchronously, on every process.exit.
  process.once('exit', () => cluster.stopNow());
  await cluster.start();
  return cluster;
}

/** A handle on a cluster made by startPostgres (in another process, say: the tests' global setup). */
export function attachPostgres(
  dir: string,
  port: number,
  bin = postgresBin()!,
): PostgresCluster & { start(): Promise<void>; stopNow(): void } {
  const data = join(dir, 'data');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories='' -c max_connections=200`;
  const start = () => runAsync(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    port,
    dir,
    start,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async restart(whileDown) {
      await runAsync(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      try {
        await whileDown?.();
      } finally {
        await start();
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await runAsync(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error), readFileSync(join(dir, 'server.log'), 'utf8').slice(-2000));
      }
      rmSync(dir, { recursive: true, force: true });
    },
    /** As `stop`, at once (immediate: no checkpoint) and synchronously, for a process that is exiting. */
    stopNow() {
      if (stopped) return;
      stopped = true;
      spawnSync(...command(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), { cwd: '/' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The roles a Supabase database has, so that migrations can grant and revoke as they do there. */
const SUPABASE_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * Creates `database` (if missing) and applies supabase/migrations/*.sql in file-name order, each once,
 * recorded in supabase_migrations.schema_migrations as the Supabase CLI records them.
 */
export async function migrate(cluster: PostgresCluster, database: string, migrationsDir = 'supabase/migrations'): Promise<string[]> {
  const admin = postgres(cluster.url(), { max: 1, onnotice: () => {} });
  try {
    for (const role of SUPABASE_ROLES) {
      await admin.unsafe(
        `do $$ begin if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin; end if; end $$`,
      );
    }
    const [exists] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!exists) await admin.unsafe(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  const sql = postgres(cluster.url(database), { max: 1, onnotice: () => {} });
  const applied: string[] = [];
  try {
    await sql`create schema if not exists supabase_migrations`;
    await sql`create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[])`;
    const done = new Set(
      (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
    );
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      if (done.has(version!)) continue;
      const text = readFileSync(join(migrationsDir, file), 'utf8');
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
        await tx`insert into supabase_migrations.schema_migrations (version, name) values (${version!}, ${rest.join('_')})`;
      });
      applied.push(file);
    }
  } finally {
    await sql.end();
  }
  return applied;
}
