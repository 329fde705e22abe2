import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { messageIdFactory } from '../../src/lib/contact/message-id.ts';
import { openDatabase } from '../store/database.ts';
import { MessageStore } from '../store/messages.ts';
import { OutboxQueue } from '../store/outbox.ts';
import { startRetention } from '../store/retention.ts';
import { OutboxWorker, type WorkerLog } from './outbox-worker.ts';
import { SMTP_CONNECTIONS } from '../../src/lib/contact/mail-transport.ts';
import { createMailTransport } from './transport.ts';
import { ResultsReserve } from './results-reserve.ts';

/** The reserve for delivery results the database refuses (results-reserve.ts), beside the database. */
export const RESULTS_RESERVE = 'delivery-results.json';

/** This process's delivery of the outbox, once started. */
export interface OutboxDelivery {
  /** A new message was stored: deliver it now. */
  wake(): void;
  /** Waits (bounded) for e-mails being sent, then closes the SMTP pool and the database. */
  stop(): Promise<void>;
}

/**
 * Starts e-mailing the outbox from this process, with its own database connection, and the daily
 * retention run on the same connection. Exactly one process per database does both: the server.
 */
export function startOutboxDelivery(config: ServerConfig, log: WorkerLog): OutboxDelivery {
  // No busy timeout, as the app's own connection: the worker waits for another process's lock in whenUnlocked.
  const db = openDatabase(config.databasePath, { busyTimeoutMs: 0 });
  const transport = createMailTransport(config);
  const worker = new OutboxWorker({
    queue: new OutboxQueue(db),
    transport,
    addresses: { from: config.mailFrom, to: config.mailTo },
    backoff: config.mailRetry,
    concurrency: SMTP_CONNECTIONS,
    log,
    reserve: new ResultsReserve(join(dirname(config.databasePath), RESULTS_RESERVE)),
  });

  if (config.smtp) {
    log.info({}, `Contact messages: stored in ${config.databasePath}, e-mailed to ${config.mailTo} through ${transport.description}`);
  } else {
    log.warn(
      {},
      `No SMTP settings (SMTP_URL or SMTP_HOST): contact messages are stored in ${config.databasePath} ` +
        `and written as ${transport.description} instead of being e-mailed to ${config.mailTo}.`,
    );
  }
  worker.start();
  const retention = startRetention(new MessageStore(db, messageIdFactory(config.siteUrl)), log);

  return {
    wake: () => worker.wake(),
    async stop() {
      retention.stop();
      await worker.stop();
      transport.close();
      db.close();
    },
  };
}
