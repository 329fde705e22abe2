import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/supabase/postgres.ts';
import { openDatabase } from '../../server/store/database.ts';
import { sharedCluster } from './support.ts';

/**
 * The contact messages store has two schemas, SQLite's (server/store/migrations.ts) and PostgreSQL's
 * (supabase/migrations/*.sql), and both backends must store the same thing. Each is built by its own
 * migrations, read back from the database itself, and described in one vocabulary, so that a column,
 * a type, a NOT NULL, a default or a constraint added on one side only fails here.
 */

/** The Node server's own: the row its health check rewrites. The Edge Functions have no health check. */
const NODE_ONLY_TABLES = ['health_probe'];
/**
 * The Edge Functions' own: every request's count toward its client's ceiling, which the Node server, one
 * process, keeps in memory (@fastify/rate-limit).
 */
const POSTGRES_ONLY_TABLES = ['request_counts'];

/** Times: integers of milliseconds since the epoch in SQLite, timestamptz in PostgreSQL. */
const TIMES = new Set([
  'created_at',
  'next_attempt_at',
  'locked_until',
  'sent_at',
  'window_start',
  'attempt_started_at',
  'failed_at',
  'accepted_at',
]);

interface Column {
  type: 'text' | 'integer' | 'time';
  notNull: boolean;
  /** The default, for columns that are neither times (PostgreSQL's `now()` serves hand-written SQL only) nor keys. */
  default: string | null;
}

interface TableShape {
  columns: Record<string, Column>;
  primaryKey: string[];
  unique: string[][];
  /** `column -> table(column) on delete <action>` */
  foreignKeys: string[];
  /** Each CHECK by meaning: `status in ['pending','sent','spam']`, `attempts>=0`. */
  checks: string[];
}

/** A CHECK's condition in one form whichever database wrote it. */
function checkMeaning(condition: string): string {
  const s = condition
    .replace(/^CHECK\s*/i, '')
    .replace(/::[a-z ]+/g, '')
    .toLowerCase();
  const list = /^[\s(]*(\w+)\s*=\s*any\s*\(\s*array\s*\[([^\]]*)\][\s)]*$/.exec(s) ?? /^[\s(]*(\w+)\s+in\s*\(([^)]*)\)[\s)]*$/.exec(s);
  if (list) {
    const values = list[2]!.split(',').map((v) => v.trim());
    return `${list[1]} in [${values.sort().join(',')}]`;
  }
  return s.replace(/[\s()]/g, '');
}

/** The conditions of the CHECK clauses in a CREATE TABLE statement, parentheses balanced. */
function sqliteChecks(createTable: string): string[] {
  const checks: string[] = [];
  for (const match of createTable.matchAll(/\bCHECK\s*\(/gi)) {
    let depth = 0;
    const start = match.index + match[0].length - 1;
    for (let i = start; i < createTable.length; i++) {
      if (createTable[i] === '(') depth++;
      else if (createTable[i] === ')' && --depth === 0) {
        checks.push(createTable.slice(start, i + 1));
        break;
      }
    }
  }
  return checks.map(checkMeaning).sort();
}

function sqliteShapes(db: DatabaseSync): Record<string, TableShape> {
  const tables = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string; sql: string }[];
  const shapes: Record<string, TableShape> = {};
  for (const { name, sql } of tables.filter((t) => !NODE_ONLY_TABLES.includes(t.name))) {
    const info = db.prepare(`PRAGMA table_info(${name})`).all() as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    const columns: Record<string, Column> = {};
    for (const c of info) {
      const type =
        c.type.toUpperCase() === 'TEXT' ? 'text' : c.type.toUpperCase() === 'INTEGER' ? (TIMES.has(c.name) ? 'time' : 'integer') : c.type;
      columns[c.name] = {
        type: type as Column['type'],
        // A PRIMARY KEY column is never NULL, whatever the pragma says of a rowid alias.
        notNull: c.notnull === 1 || c.pk > 0,
        default: TIMES.has(c.name) || c.pk > 0 ? null : c.dflt_value,
      };
    }
    const indexes = db.prepare(`PRAGMA index_list(${name})`).all() as { name: string; origin: string }[];
    const indexColumns = (index: string) => (db.prepare(`PRAGMA index_info(${index})`).all() as { name: string }[]).map((c) => c.name);
    const foreignKeys = db.prepare(`PRAGMA foreign_key_list(${name})`).all() as {
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }[];
    shapes[name] = {
      columns,
      primaryKey: info
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      unique: indexes
        .filter((i) => i.origin === 'u')
        .map((i) => indexColumns(i.name))
        .sort(),
      foreignKeys: foreignKeys.map((f) => `${f.from} -> ${f.table}(${f.to}) on delete ${f.on_delete.toLowerCase()}`).sort(),
      checks: sqliteChecks(sql),
    };
  }
  return shapes;
}

const PG_TYPES: Record<string, Column['type']> = {
  text: 'text',
  integer: 'integer',
  bigint: 'integer',
  'timestamp with time zone': 'time',
};
const PG_DELETE_ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

async function postgresShapes(sql: postgres.Sql): Promise<Record<string, TableShape>> {
  const columns = await sql<
    { table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }[]
  >`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'contact' order by table_name, ordinal_position`;
  const constraints = await sql<
    {
      table_name: string;
      contype: string;
      columns: string[];
      target: string | null;
      target_columns: string[] | null;
      on_delete: string;
      def: string;
    }[]
  >`
    select c.conrelid::regclass::text as table_name, c.contype,
           array(select a.attname from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
           c.confrelid::regclass::text as target,
           array(select a.attname from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)::text[] as target_columns,
           c.confdeltype as on_delete, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'contact' and c.contype in ('p', 'u', 'f', 'c')`;
  const shapes: Record<string, TableShape> = {};
  for (const c of columns) {
    const shape = (shapes[c.table_name] ??= { columns: {}, primaryKey: [], unique: [], foreignKeys: [], checks: [] });
    shape.columns[c.column_name] = {
      type: PG_TYPES[c.data_type] ?? (c.data_type as Column['type']),
      notNull: c.is_nullable === 'NO',
      default: c.column_default,
    };
  }
  for (const c of constraints) {
    const shape = shapes[c.table_name.replace(/^contact\./, '')]!;
    if (c.contype === 'p') shape.primaryKey = c.columns;
    else if (c.contype === 'u') shape.unique.push(c.columns);
    else if (c.contype === 'f')
      shape.foreignKeys.push(
        `${c.columns.join(', ')} -> ${c.target!.replace(/^contact\./, '')}(${c.target_columns!.join(', ')}) on delete ${PG_DELETE_ACTIONS[c.on_delete]}`,
      );
    else shape.checks.push(checkMeaning(c.def));
  }
  for (const shape of Object.values(shapes)) {
    for (const [name, column] of Object.entries(shape.columns)) {
      if (TIMES.has(name) || shape.primaryKey.includes(name)) column.default = null;
    }
    shape.unique.sort();
    shape.foreignKeys.sort();
    shape.checks.sort();
  }
  return shapes;
}

let sqlite: Record<string, TableShape>;
let postgresql: Record<string, TableShape>;

beforeAll(async () => {
  const db = openDatabase(':memory:');
  sqlite = sqliteShapes(db);
  db.close();
  const cluster = sharedCluster();
  const database = `shapes_${randomBytes(6).toString('hex')}`;
  await migrate(cluster, database);
  const sql = postgres(cluster.url(database), { max: 1, onnotice: () => {} });
  try {
    postgresql = Object.fromEntries(Object.entries(await postgresShapes(sql)).filter(([name]) => !POSTGRES_ONLY_TABLES.includes(name)));
  } finally {
    await sql.end();
  }
});

afterAll(() => undefined);

describe('the SQLite and PostgreSQL schemas of the contact store', () => {
  it('have the same tables', () => {
    expect(Object.keys(sqlite).sort()).toEqual(Object.keys(postgresql).sort());
    expect(Object.keys(sqlite).sort()).toEqual(['languages', 'messages', 'outbox', 'rate_limits', 'recipients']);
  });

  it.each(['languages', 'messages', 'outbox', 'rate_limits', 'recipients'])(
    '%s: the same columns, types, NOT NULLs, defaults and constraints',
    (table) => {
      expect(sqlite[table]).toEqual(postgresql[table]);
    },
  );

  it('read constraints by meaning: the statuses a message may have', () => {
    expect(sqlite.messages!.checks).toContain("status in ['failed','pending','sent','spam']");
    expect(sqlite.messages!.foreignKeys).toContain('language -> languages(code) on delete no action');
  });
});
