import { MESSAGE_RETENTION_DAYS } from '../../src/config/retention.ts';
import type { WorkerLog } from '../mail/outbox-worker.ts';
import type { MessageStore } from './messages.ts';

const DAY_MS = 86_400_000;

/** How long the privacy notice says messages are kept (src/config/retention.ts), in milliseconds. */
export const RETENTION_MS = MESSAGE_RETENTION_DAYS * DAY_MS;

/**
 * What the privacy notice promises, kept without anyone remembering a command: at start and then every
 * day, delivered and spam messages older than the retention period are deleted. A message still waiting
 * for delivery, or given up ('failed'), is never deleted here: someone has to read it first.
 */
export function startRetention(store: MessageStore, log: WorkerLog): { stop(): void } {
  const purge = async () => {
    try {
      const cutoff = Date.now() - RETENTION_MS;
      const purged = await store.purgeOlderThan(cutoff);
      if (purged > 0) log.info({ purged, retentionDays: MESSAGE_RETENTION_DAYS }, 'retention: deleted old delivered and spam messages');
    } catch (error) {
      // A locked or full database: tomorrow's run tries again; nothing is lost by waiting.
      log.error({ err: error }, 'retention: could not delete old messages');
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), DAY_MS).unref();
  return { stop: () => clearInterval(timer) };
}
