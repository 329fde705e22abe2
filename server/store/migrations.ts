/**
 * The database schema, as an ordered list of steps. `PRAGMA user_version` records how many have run, so
 * start-up applies only the new ones; never edit a released step, append a new one.
 *
 * Times are integers, milliseconds since the epoch (UTC), so that backoff and retention are plain arithmetic.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE messages (
    id              INTEGER PRIMARY KEY,
    created_at      INTEGER NOT NULL,
    name            TEXT NOT NULL,
    email           TEXT NOT NULL,
    phone           TEXT NOT NULL,
    message         TEXT NOT NULL,
    language        TEXT NOT NULL CHECK (language IN ('el', 'en')),
    ip              TEXT,
    user_agent      TEXT,
    idempotency_key TEXT NOT NULL UNIQUE,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'spam'))
  );
  CREATE INDEX messages_created_at ON messages (created_at);

  -- One row per message to e-mail; spam gets none. A row is due when sent_at is NULL and both
  -- next_attempt_at and locked_until (the lease of the process sending it) have passed.
  CREATE TABLE outbox (
    message_id        INTEGER PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    attempts          INTEGER NOT NULL DEFAULT 0,
    next_attempt_at   INTEGER NOT NULL,
    locked_until      INTEGER,
    last_error        TEXT,
    sent_at           INTEGER,
    message_id_header TEXT NOT NULL
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  `,
  `
  -- Contact-function rate limits, shared by every server process: one row per client key (IP address)
  -- and its current window.
  CREATE TABLE rate_limits (
    key          TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count        INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  `
  -- One row the health check rewrites to prove that the database still takes writes.
  CREATE TABLE health_probe (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    written_at INTEGER NOT NULL
  );
  INSERT INTO health_probe (id, written_at) VALUES (1, 0);
  `,
  `
  -- The languages a message may be in: rows, not a CHECK listing them, so that the list can follow the
  -- site's locale registry (src/i18n/locales.ts) without rebuilding a table. Start-up adds every language
  -- of the registry (syncLanguages); one a later release drops stays, for the messages written in it.
  CREATE TABLE languages (
    code TEXT PRIMARY KEY
  ) WITHOUT ROWID;
  INSERT INTO languages (code) SELECT DISTINCT language FROM messages;

  -- SQLite cannot change a column's constraint in place: the table is rebuilt (the procedure of
  -- https://sqlite.org/lang_altertable.html#otheralter), the outbox keeps pointing at it by name.
  CREATE TABLE messages_rebuilt (
    id              INTEGER PRIMARY KEY,
    created_at      INTEGER NOT NULL,
    name            TEXT NOT NULL,
    email           TEXT NOT NULL,
    phone           TEXT NOT NULL,
    message         TEXT NOT NULL,
    language        TEXT NOT NULL REFERENCES languages (code),
    ip              TEXT,
    user_agent      TEXT,
    idempotency_key TEXT NOT NULL UNIQUE,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'spam'))
  );
  INSERT INTO messages_rebuilt SELECT id, created_at, name, email, phone, message, language, ip, user_agent, idempotency_key, status FROM messages;
  DROP TABLE messages;
  ALTER TABLE messages_rebuilt RENAME TO messages;
  CREATE INDEX messages_created_at ON messages (created_at);
  `,
  `
  -- The checks PostgreSQL has (tests/supabase/table-shapes.test.ts compares the two schemas): attempts
  -- never below 0, a rate-limit window holds at least its first hit. SQLite adds a CHECK only by
  -- rebuilding the table, as above.
  CREATE TABLE outbox_rebuilt (
    message_id        INTEGER PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
    attempts          INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at   INTEGER NOT NULL,
    locked_until      INTEGER,
    last_error        TEXT,
    sent_at           INTEGER,
    message_id_header TEXT NOT NULL
  );
  INSERT INTO outbox_rebuilt SELECT message_id, attempts, next_attempt_at, locked_until, last_error, sent_at, message_id_header FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_rebuilt RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;

  CREATE TABLE rate_limits_rebuilt (
    key          TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count        INTEGER NOT NULL CHECK (count > 0)
  ) WITHOUT ROWID;
  INSERT INTO rate_limits_rebuilt SELECT key, window_start, count FROM rate_limits;
  DROP TABLE rate_limits;
  ALTER TABLE rate_limits_rebuilt RENAME TO rate_limits;
  `,
  `
  -- Each recipient's outcome, and messages given up. A message is 'failed' once every recipient of
  -- MAIL_TO has either accepted it or refused it for good too often: it is no longer retried, and is
  -- never deleted by retention (like 'pending'). The status CHECK changes, so messages is rebuilt.
  CREATE TABLE messages_rebuilt (
    id              INTEGER PRIMARY KEY,
    created_at      INTEGER NOT NULL,
    name            TEXT NOT NULL,
    email           TEXT NOT NULL,
    phone           TEXT NOT NULL,
    message         TEXT NOT NULL,
    language        TEXT NOT NULL REFERENCES languages (code),
    ip              TEXT,
    user_agent      TEXT,
    idempotency_key TEXT NOT NULL UNIQUE,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'spam', 'failed'))
  );
  INSERT INTO messages_rebuilt SELECT id, created_at, name, email, phone, message, language, ip, user_agent, idempotency_key, status FROM messages;
  DROP TABLE messages;
  ALTER TABLE messages_rebuilt RENAME TO messages;
  CREATE INDEX messages_created_at ON messages (created_at);
  -- Retention (old 'sent' and 'spam') and the health check (count and age of 'pending') read this index alone.
  CREATE INDEX messages_status_created ON messages (status, created_at);

  -- attempt_started_at: committed just before an attempt hands the message to the mail server, cleared
  -- with its result; set at start-up, it names the messages a crash may have left delivered but unrecorded.
  ALTER TABLE outbox ADD COLUMN attempt_started_at INTEGER;
  ALTER TABLE outbox ADD COLUMN failed_at INTEGER;
  DROP INDEX outbox_due;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  CREATE INDEX outbox_failed ON outbox (failed_at) WHERE failed_at IS NOT NULL;

  -- One row per message and recipient the mail server has answered for.
  CREATE TABLE recipients (
    message_id  INTEGER NOT NULL REFERENCES outbox (message_id) ON DELETE CASCADE,
    address     TEXT NOT NULL,
    accepted_at INTEGER,
    refusals    INTEGER NOT NULL DEFAULT 0 CHECK (refusals >= 0),
    last_error  TEXT,
    PRIMARY KEY (message_id, address)
  ) WITHOUT ROWID;
  `,
  `
  -- The health check counts entries due for a while that no sender holds (overdue) from this index alone.
  -- sent_at and failed_at are NULL in every entry, but SQLite reads the table for a column that the index's
  -- WHERE names and the index does not hold.
  DROP INDEX outbox_due;
  CREATE INDEX outbox_due ON outbox (next_attempt_at, locked_until, sent_at, failed_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  `,
  `
  -- When the visitor would rather be called, the form's optional choice (callTimes of
  -- src/lib/contact/contact-schema.ts); NULL: not said. Kept, shown and deleted with the rest of the message.
  ALTER TABLE messages ADD COLUMN call_time TEXT CHECK (call_time IN ('morning', 'midday', 'afternoon', 'evening', 'any'));
  `,
];
