import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { locales } from '../../src/i18n/locales.ts';
import { migrations } from './migrations.ts';

interface OpenOptions {
  /** false (the CLI): a missing file is an error instead of a new empty database. */
  create?: boolean;
  /**
   * NORMAL for data whose last commits may be lost in a power cut without harm (rate-limit counters);
   * WAL keeps the file consistent either way. Messages always use FULL.
   */
  synchronous?: 'FULL' | 'NORMAL';
  /**
   * How long one SQLite call may wait for another process's lock once the schema is up to date. The CLI
   * waits (5 s); the server passes 0: node:sqlite is synchronous, so a call that waited would hold up every
   * request of the process. The server waits in `whenUnlocked` instead, with the event loop free.
   */
  busyTimeoutMs?: number;
}

/**
 * Opens the messages database and brings its schema up to date. WAL lets the CLI read while the server
 * writes; `synchronous = FULL` makes every commit durable before the server answers success, since an
 * acknowledged message must survive a power cut, not only a crash; `secure_delete` overwrites purged
 * personal data instead of leaving it in free pages.
 */
export function openDatabase(path: string, { create = true, synchronous = 'FULL', busyTimeoutMs = 5000 }: OpenOptions = {}): DatabaseSync {
  if (path !== ':memory:' && !create && !existsSync(path)) throw new Error(`No messages database at ${path}`);
  let db: DatabaseSync | undefined;
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    db = new DatabaseSync(path, { timeout: 5000, enableForeignKeyConstraints: true });
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA secure_delete = ON;`);
    migrate(db, path);
    checkShape(db, path);
    syncLanguages(db);
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    return db;
  } catch (cause) {
    if (db?.isOpen) db.close();
    throw cause instanceof DatabaseUnusable ? cause : new DatabaseUnusable(path, cause);
  }
}

/**
 * The database could not be opened and brought up to date (a file or folder the server's user may not
 * write, a full disk): what the firm needs to read at start-up is this one line, not SQLite's stack.
 */
export class DatabaseUnusable extends Error {
  /** `message`: what is wrong, when it is not the file's permissions (a schema this server cannot use). */
  constructor(path: string, cause: unknown, message?: string) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      message ??
        `The messages database ${path} cannot be opened for writing (${reason}): the server's user must be able to write it and its folder (DATA_DIR or DATABASE_PATH).`,
      { cause },
    );
    this.name = 'DatabaseUnusable';
  }
}

/** Every table of the current schema and its columns, as the migrations build it on an empty database. */
let schemaShape: Map<string, string[]> | null = null;

function tableColumns(db: DatabaseSync): Map<string, string[]> {
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
  return new Map(
    tables.map(({ name }) => [
      name,
      (db.prepare('SELECT name FROM pragma_table_info(?)').all(name) as { name: string }[]).map((column) => column.name),
    ]),
  );
}

/**
 * A database whose version says it is up to date but which lacks a table or a column of the schema (one
 * dropped by hand, a partial restore) is refused at start-up in one line, before any request would fail
 * on it.
 */
function checkShape(db: DatabaseSync, path: string): void {
  if (!schemaShape) {
    const empty = new DatabaseSync(':memory:');
    try {
      migrate(empty, ':memory:');
      schemaShape = tableColumns(empty);
    } finally {
      empty.close();
    }
  }
  const actual = tableColumns(db);
  const missing = [...schemaShape].flatMap(([table, columns]) => {
    const present = actual.get(table);
    if (!present) return [`the table ${table}`];
    return columns.filter((column) => !present.includes(column)).map((column) => `the column ${table}.${column}`);
  });
  if (missing.length) {
    throw new DatabaseUnusable(
      path,
      null,
      `The messages database ${path} lacks ${missing.join(', ')}: it is damaged or was changed by hand; restore it from a backup (docs/messages-and-backups.md#backups).`,
    );
  }
}

/**
 * Steps run with foreign keys off, as SQLite's procedure for rebuilding a table requires (with them on,
 * dropping the messages table would first delete every outbox row through its cascade); each step checks
 * every reference before it commits, so a step that breaks one is rolled back.
 */
function migrate(db: DatabaseSync, path: string): void {
  const { user_version: applied } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  // Written by a later release, whose schema this one does not know: it could write rows that one cannot read.
  if (applied > migrations.length) {
    throw new DatabaseUnusable(
      path,
      null,
      `The messages database ${path} has schema version ${applied}, from a newer release of the server (this one knows ${migrations.length}): run that release, or restore a backup this one made (docs/messages-and-backups.md#backups).`,
    );
  }
  if (applied < 0) {
    throw new DatabaseUnusable(
      path,
      null,
      `The messages database ${path} has schema version ${applied}, which no release of the server writes: it was changed by hand; restore it from a backup (docs/messages-and-backups.md#backups).`,
    );
  }
  if (applied === migrations.length) return;
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    for (let step = applied; step < migrations.length; step++) {
      try {
        transaction(db, () => {
          db.exec(migrations[step]!);
          const broken = db.prepare('PRAGMA foreign_key_check').all();
          if (broken.length)
            throw new Error(`Migration ${step + 1} leaves ${broken.length} broken references, e.g. ${JSON.stringify(broken[0])}`);
          db.exec(`PRAGMA user_version = ${step + 1}`);
        });
      } catch (error) {
        // A step SQLite refused for what the tables hold (a column or a table already there, a reference
        // broken): the version does not describe the tables. A file or disk the server cannot write fails
        // with another code, and is reported as such by openDatabase.
        if (!schemaMismatch(error)) throw error;
        throw new DatabaseUnusable(
          path,
          error,
          `The messages database ${path} has schema version ${applied}, but its tables are not those of that version (bringing it to version ${step + 1} failed: ${error instanceof Error ? error.message : String(error)}): it was changed by hand or restored in part; restore it from a backup (docs/messages-and-backups.md#backups).`,
        );
      }
    }
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}

/**
 * SQLITE_ERROR (a statement that does not fit the schema: "duplicate column name", "table … already
 * exists", "no such column") or SQLITE_CONSTRAINT, or our own check of the references: what the tables
 * hold, not the file's permissions or the disk (SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_FULL, SQLITE_IOERR…).
 */
function schemaMismatch(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof code !== 'number') return error instanceof Error && /^Migration \d+ leaves/.test(error.message);
  return (code & 0xff) === 1 || (code & 0xff) === 19;
}

/** Every language of the site's locale registry may be stored; only the missing ones are written. */
function syncLanguages(db: DatabaseSync): void {
  const known = new Set((db.prepare('SELECT code FROM languages').all() as { code: string }[]).map((row) => row.code));
  const missing = locales.filter((lang) => !known.has(lang));
  if (!missing.length) return;
  const insert = db.prepare('INSERT OR IGNORE INTO languages (code) VALUES (?)');
  transaction(db, () => missing.forEach((lang) => insert.run(lang)));
}

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock up front, so two processes (server
 * and CLI) wait for each other (busy timeout) instead of failing half-way through.
 *
 * On some errors (a full disk, an I/O error) SQLite has already rolled the transaction back by itself;
 * a ROLLBACK then fails with "cannot rollback - no transaction is active", and throwing that would hide
 * the cause. So the rollback runs only when a transaction is still open, and whatever happens the
 * original error is what the caller sees (a failed rollback rides along as its `cause`).
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec('ROLLBACK');
      } catch (rollbackError) {
        if (error instanceof Error && error.cause === undefined) error.cause = rollbackError;
      }
    }
    throw error;
  }
}

/** SQLITE_BUSY or SQLITE_LOCKED (any extended code): another connection holds the lock this call needs. */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (synchronous SQLite calls on a connection without a busy timeout) and, while another process
 * holds the lock, tries again every few milliseconds for up to `waitMs`, with the event loop free in
 * between: pages, the health check and other requests go on meanwhile. The last SQLITE_BUSY is thrown
 * once the time is up.
 */
export async function whenUnlocked<T>(work: () => T, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 20)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() + delay > deadline) throw error;
    }
    await sleep(delay);
  }
}
