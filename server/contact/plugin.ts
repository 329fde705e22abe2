import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { messageIdFactory } from '../mail/message-id.ts';
import { OutboxWorker } from '../mail/outbox-worker.ts';
import { createMailTransport, SMTP_CONNECTIONS } from '../mail/transport.ts';
import { openDatabase } from '../store/database.ts';
import { MessageStore } from '../store/messages.ts';
import { OutboxQueue } from '../store/outbox.ts';
import { contactRoutes } from './routes.ts';

export interface ContactOptions {
  config: ServerConfig;
}

/**
 * The contact function with everything behind it: the messages database (opened and migrated at
 * start-up), the route, and the outbox worker, started when the app is ready and stopped on close.
 */
export async function contactFunction(app: FastifyInstance, { config }: ContactOptions) {
  const db = openDatabase(config.databasePath);
  const store = new MessageStore(db, messageIdFactory(config.siteUrl));
  const transport = createMailTransport(config);
  const worker = new OutboxWorker({
    queue: new OutboxQueue(db),
    transport,
    addresses: { from: config.mailFrom, to: config.mailTo },
    backoff: config.mailRetry,
    concurrency: SMTP_CONNECTIONS,
    log: app.log,
  });

  if (config.smtp) {
    app.log.info(`Contact messages: stored in ${config.databasePath}, e-mailed to ${config.mailTo} through ${transport.description}`);
  } else {
    app.log.warn(
      `No SMTP settings (SMTP_URL or SMTP_HOST): contact messages are stored in ${config.databasePath} ` +
        `and written as ${transport.description} instead of being e-mailed to ${config.mailTo}.`,
    );
  }

  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
    db.close();
  });

  await app.register(contactRoutes, { config, store, onStored: () => worker.wake() });
}
