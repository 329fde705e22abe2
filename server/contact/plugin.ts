import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { messageIdFactory } from '../../src/lib/contact/message-id.ts';
import { startOutboxDelivery, type OutboxDelivery } from '../mail/delivery.ts';
import { MessageStore } from '../store/messages.ts';
import type { WriteOutcomes } from '../store/write-outcomes.ts';
import type { LoopLoad, OverloadPolicy } from './overload.ts';
import { contactRoutes } from './routes.ts';

interface ContactOptions {
  config: ServerConfig;
  /** Whether this app e-mails what it stores (false: its caller does). */
  deliver: boolean;
  /** The messages database, opened (and migrated) by the app: `synchronous = FULL`. */
  db: DatabaseSync;
  /** The outcome of each attempt to store a message, for the health check. */
  writes: WriteOutcomes;
  /** How busy and how late the event loop is, and when a post is refused for it (overload.ts). */
  load: { loop: LoopLoad; policy?: OverloadPolicy };
}

/**
 * The contact function with everything behind it: the message store (with the shared rate-limit
 * counters), the route, and delivery of the outbox, started when the app is ready and stopped on close.
 */
export async function contactFunction(app: FastifyInstance, { config, deliver, db, writes, load }: ContactOptions) {
  const store = new MessageStore(db, messageIdFactory(config.siteUrl));

  let delivery: OutboxDelivery | null = null;
  if (deliver) app.addHook('onReady', async () => void (delivery = startOutboxDelivery(config, app.log)));
  app.addHook('onClose', async () => {
    await delivery?.stop();
  });

  await app.register(contactRoutes, { config, store, writes, onStored: () => delivery?.wake(), load });
}
