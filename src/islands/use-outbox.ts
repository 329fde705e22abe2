import { useCallback, useEffect, useRef, useState } from 'react';
import type { createSender } from './contact-sender.ts';
import {
  cancel as cancelKept,
  enqueue,
  flushOutbox,
  forget,
  onOutboxChange,
  outbox,
  outcomeOfResult,
  requestBackgroundSync,
  type QueuedMessage,
} from './offline-queue.ts';

type Sender = ReturnType<typeof createSender>;

interface Options {
  loadSender: () => Promise<Sender>;
  /** A kept message has now been delivered (by this page, another one, or the service worker). */
  onSent: (message: QueuedMessage) => void;
  /** The server refused a kept message (bad input): the form gives it back to the visitor to correct. */
  onRefused: (message: QueuedMessage) => void;
}

/**
 * The form's view of the offline outbox: the messages still waiting, keeping a new one, cancelling, and
 * sending them with the form's own sender (supabase-js) on load and whenever the browser is back online.
 * Other pages and the service worker send too; their changes arrive through onOutboxChange.
 */
export function useOutbox({ loadSender, onSent, onRefused }: Options) {
  const [pending, setPending] = useState<QueuedMessage[]>([]);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<'cancelled' | 'tooLate' | null>(null);
  const handlers = useRef({ onSent, onRefused, loadSender });
  handlers.current = { onSent, onRefused, loadSender };
  /** Receipts and refusals already reported: two refreshes may read the same one before it is forgotten. */
  const reported = useRef(new Set<string>());

  const refresh = useCallback(async () => {
    const all = await outbox();
    for (const message of all) {
      if (message.status === 'pending' || reported.current.has(message.key)) continue;
      reported.current.add(message.key);
      if (message.status === 'sent') {
        await forget(message.key);
        handlers.current.onSent(message);
      } else {
        await forget(message.key);
        handlers.current.onRefused(message);
      }
    }
    setPending(all.filter((m) => m.status === 'pending'));
  }, []);

  const flush = useCallback(async () => {
    if (!navigator.onLine || !(await outbox()).some((m) => m.status === 'pending')) return;
    try {
      const send = await handlers.current.loadSender();
      await flushOutbox(async ({ body }) => {
        const { idempotencyKey, language, website, callTime, ...fields } = body;
        return outcomeOfResult(await send({ fields, ...(callTime ? { callTime } : {}), honeypot: website, idempotencyKey, language }));
      });
    } catch (error) {
      // The sender could not be loaded (still no network): the next chance will do.
      console.warn('Kept contact message not sent yet:', error);
    }
    await refresh();
  }, [refresh]);

  useEffect(() => {
    void refresh().then(flush);
    const unsubscribe = onOutboxChange(() => void refresh());
    const online = () => void flush();
    addEventListener('online', online);
    return () => {
      unsubscribe();
      removeEventListener('online', online);
    };
  }, [refresh, flush]);

  return {
    pending,
    cancelling,
    notice,
    async keep(message: Omit<QueuedMessage, 'status' | 'queuedAt'>) {
      setNotice(null);
      await enqueue(message);
      await refresh();
      void requestBackgroundSync();
    },
    async cancel(key: string) {
      setCancelling(true);
      try {
        setNotice((await cancelKept(key)) ? 'cancelled' : 'tooLate');
        await refresh();
      } finally {
        setCancelling(false);
      }
    },
  };
}
