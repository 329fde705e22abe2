/**
 * `npm run messages -- <command>`: the firm's view of the contact messages, on the database the server
 * uses (DATABASE_PATH, or DATA_DIR/messages.db). Safe to run while the server runs.
 */
import { chmodSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { backup } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { configOrExit } from '../config.ts';
import { messageIdFactory } from '../../src/lib/contact/message-id.ts';
import { OutboxWorker, type WorkerLog } from '../mail/outbox-worker.ts';
import { createMailTransport } from '../mail/transport.ts';
import { openDatabase } from '../store/database.ts';
import { MessageStore, type MessageStatus } from '../store/messages.ts';
import { OutboxQueue } from '../store/outbox.ts';
import { parseDuration, UsageError } from './duration.ts';
import { athensTime, formatList, formatMessage } from './format.ts';
import { MESSAGE_RETENTION_DAYS } from '../../src/config/retention.ts';

const USAGE = `Usage: npm run messages -- <command>

  list [--limit N] [--status S]   recent messages, newest first (default 50); S: pending, sent, spam, failed
  show ID                         one message in full, with its delivery to each recipient
  retry                           deliver every pending e-mail now, and give failed ones another round
  purge [--older-than ${MESSAGE_RETENTION_DAYS}d]       delete delivered and spam messages older than that (s, m, h, d, w)
        [--include-undelivered]   ... and pending and failed ones too
  backup FILE                     write a consistent copy of the live database to FILE`;

const STATUSES: readonly MessageStatus[] = ['pending', 'sent', 'spam', 'failed'];

function positiveInteger(text: string | undefined, what: string): number {
  if (text === undefined || !/^[1-9]\d*$/.test(text)) throw new UsageError(`${what} must be a positive whole number, got "${text ?? ''}".`);
  return Number(text);
}

const cliLog: WorkerLog = {
  info: (details, message) => console.log(`${message} (message ${(details as { messageId?: number }).messageId})`),
  warn: (details, message) => {
    const { messageId, reason } = details as { messageId?: number; reason?: string };
    console.error(`${message} (message ${messageId}): ${reason}`);
  },
  error: (details, message) => console.error(message, details),
};

/** Runs one command; returns the exit code. */
async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      status: { type: 'string' },
      'older-than': { type: 'string' },
      'include-undelivered': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    console.log(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  const allowed: Record<string, string[]> = {
    list: ['limit', 'status'],
    show: [],
    retry: [],
    purge: ['older-than', 'include-undelivered'],
    backup: [],
  };
  if (!(command in allowed)) throw new UsageError(`Unknown command "${command}".`);
  const misplaced = Object.keys(values).filter((option) => !allowed[command]!.includes(option));
  if (misplaced.length > 0) throw new UsageError(`"${command}" takes no --${misplaced[0]} option.`);
  if (rest.length > (command === 'show' || command === 'backup' ? 1 : 0)) throw new UsageError(`Unexpected argument "${rest.at(-1)}".`);
  if (command === 'backup' && !rest[0]) throw new UsageError('backup needs the file to write, e.g. backup /var/backups/messages.db');

  const config = configOrExit();
  const db = openDatabase(config.databasePath, { create: false });
  try {
    const store = new MessageStore(db, messageIdFactory(config.siteUrl));
    switch (command) {
      case 'list': {
        const limit = values.limit === undefined ? 50 : positiveInteger(values.limit, '--limit');
        const status = values.status as MessageStatus | undefined;
        if (status !== undefined && !STATUSES.includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
        console.log(formatList(store.list({ limit, status })));
        console.log(`\nIn total: ${STATUSES.map((s) => `${store.count(s)} ${s}`).join(', ')}.`);
        return 0;
      }
      case 'show': {
        const id = positiveInteger(rest[0], 'ID');
        const message = store.get(id);
        if (!message) {
          console.error(`No message with ID ${id}.`);
          return 1;
        }
        console.log(formatMessage(message));
        return 0;
      }
      case 'retry': {
        const queue = new OutboxQueue(db);
        const transport = createMailTransport(config);
        // Leases stay: entries the running server is sending right now are left to it.
        const requeued = queue.requeueFailed(Date.now());
        if (requeued > 0)
          console.log(`${requeued} failed e-mail${requeued === 1 ? '' : 's'} pending again, for the recipients that do not have them.`);
        queue.makeAllDue(Date.now(), { releaseLeases: false });
        const worker = new OutboxWorker({
          queue,
          transport,
          addresses: { from: config.mailFrom, to: config.mailTo },
          backoff: config.mailRetry,
          log: cliLog,
        });
        console.log(`Delivering pending e-mails through ${transport.description}…`);
        const { sent, failed, gaveUp } = await worker.deliverDue();
        transport.close();
        const left = queue.pendingCount();
        console.log(
          `Delivered ${sent}, failed ${failed}, given up ${gaveUp}; ${left} still pending${left > 0 ? ' (the server keeps retrying them)' : ''}.`,
        );
        return failed + gaveUp > 0 ? 1 : 0;
      }
      case 'purge': {
        const olderThan = values['older-than'] ?? `${MESSAGE_RETENTION_DAYS}d`;
        const cutoff = Date.now() - parseDuration(olderThan);
        const undelivered = values['include-undelivered'] === true;
        const purged = await store.purgeOlderThan(cutoff, { undelivered });
        const which = undelivered ? 'message' : 'delivered or spam message';
        console.log(`Purged ${purged} ${which}${purged === 1 ? '' : 's'} received before ${athensTime(cutoff)} (older than ${olderThan}).`);
        return 0;
      }
      default: {
        const file = resolve(rest[0]!);
        if (file === resolve(config.databasePath))
          throw new UsageError('backup writes a copy: give it a file other than the database itself.');
        const partial = `${file}.partial`;
        // One step for every page: a single read transaction, so the copy is the database as of one
        // moment, however busy the server is (in smaller steps, each write of the server restarts it).
        try {
          const pages = await backup(db, partial, { rate: 2 ** 31 - 1 });
          chmodSync(partial, 0o600);
          renameSync(partial, file);
          console.log(`Backed up ${pages} pages (${store.count()} messages) to ${file}.`);
        } finally {
          rmSync(partial, { force: true });
        }
        return 0;
      }
    }
  } finally {
    db.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  if (usage) console.error(`\n${USAGE}`);
  process.exitCode = usage ? 2 : 1;
}
