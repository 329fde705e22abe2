import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { messageIdFactory } from '../../src/lib/contact/message-id.ts';
import { startOutboxDelivery, type OutboxDelivery } from '../mail/delivery.ts';
import { MessageStore } from '../store/messages.ts';
import { contactRoutes } from './routes.ts';

/**
 * Who e-mails the messages this process stores: this process (`here`), or the cluster's primary
 * (`primary`), which this worker wakes over IPC. See server/cluster.ts.
 */
export type DeliveryRole = 'here' | 'primary';

interface ContactOptions {
  config: ServerConfig;
  delivery: DeliveryRole;
  /** The messages database, opened (and migrated) by the app: `synchronous = FULL`. */
  db: DatabaseSync;
}

/** Sent by a cluster worker to the primary when it stored a message to e-mail. */
export const STORED_MESSAGE = { type: 'contact-message-stored' } as const;

/**
 * The contact function with everything behind it: the message store (with the shared rate-limit
 * counters), the route, and delivery of the outbox, started when the app is ready and stopped on close.
 */
export async function contactFunction(app: FastifyInstance, { config, delivery, db }: ContactOptions) {
  const store = new MessageStore(db, messageIdFactory(config.siteUrl));

  let local: OutboxDelivery | null = null;
  const onStored = delivery === 'here' ? () => local?.wake() : () => process.send?.(STORED_MESSAGE);

  if (delivery === 'here') app.addHook('onReady', async () => void (local = startOutboxDelivery(config, app.log)));
  app.addHook('onClose', async () => {
    await local?.stop();
  });

  await app.register(contactRoutes, { config, store, onStored });
}
