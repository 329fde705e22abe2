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
  takeServerWait,
  type QueuedMessage,
} from './offline-queue.ts';

/**
 * While the browser says it is online, a kept message is tried again on a timer too: the server may have
 * asked to wait (503 with Retry-After, a flood), or the connection may be there without reaching it. The
 * first try after this long, or after the wait the server asked; each one that fails doubles it, up to the
 * cap. Offline, the 'online' event sends it.
 */
const FIRST_RETRY_MS = 30_000;
const RETRY_CAP_MS = 5 * 60_000;

/** Whether the browser says it is online now (read afresh: it changes while a send is under way). */
const isOnline = () => navigator.onLine;

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
 * sending them with the form's own sender (supabase-js) on load, whenever the browser is back online, and,
 * online, again after a wait (the server's Retry-After, else a doubling delay) until they are sent.
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
  /** The next timed try, and the delay after which the one after it would come. */
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | null; delayMs: number }>({ timer: null, delayMs: FIRST_RETRY_MS });
  const flushNow = useRef<() => Promise<void>>(async () => {});

  /** Tries the kept messages again in `afterMs` (or the current delay, doubled for the next time). */
  const tryAgainLater = useCallback((afterMs?: number) => {
    const state = retry.current;
    if (state.timer !== null) clearTimeout(state.timer);
    const wait = afterMs ?? state.delayMs;
    state.delayMs = Math.min(RETRY_CAP_MS, Math.max(FIRST_RETRY_MS, wait) * 2);
    state.timer = setTimeout(() => {
      state.timer = null;
      void flushNow.current();
    }, wait);
  }, []);

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
    if (!isOnline() || !(await outbox()).some((m) => m.status === 'pending')) return;
    let waiting: boolean;
    let askedSeconds: number | undefined;
    try {
      const send = await handlers.current.loadSender();
      waiting =
        (await flushOutbox(async ({ body }) => {
          const { idempotencyKey, language, website, callTime, ...fields } = body;
          const outcome = outcomeOfResult(
            await send({ fields, ...(callTime ? { callTime } : {}), honeypot: website, idempotencyKey, language }),
          );
          if (outcome.kind === 'retry') askedSeconds = outcome.afterSeconds;
          return outcome;
        })) === 'offline';
    } catch (error) {
      // The sender could not be loaded (still no network): the next chance will do.
      console.warn('Kept contact message not sent yet:', error);
      waiting = true;
    }
    await refresh();
    // Online and still waiting: the server asked to wait, or could not be reached; try again later.
    if (waiting && isOnline()) tryAgainLater(askedSeconds === undefined ? undefined : askedSeconds * 1000);
    else retry.current.delayMs = FIRST_RETRY_MS;
  }, [refresh, tryAgainLater]);
  flushNow.current = flush;

  useEffect(() => {
    void refresh().then(flush);
    const unsubscribe = onOutboxChange(() => void refresh());
    const online = () => void flush();
    addEventListener('online', online);
    const state = retry.current;
    return () => {
      unsubscribe();
      removeEventListener('online', online);
      if (state.timer !== null) clearTimeout(state.timer);
    };
  }, [refresh, flush]);

  return {
    pending,
    cancelling,
    notice,
    async keep(message: Omit<QueuedMessage, 'status' | 'queuedAt'>) {
      setNotice(null);
      // Kept because the server asked to wait (a flood), not for want of a network: said on the message,
      // and tried again once the wait is over.
      const serverBusyUntil = takeServerWait();
      await enqueue(serverBusyUntil === null ? message : { ...message, serverBusyUntil });
      await refresh();
      void requestBackgroundSync();
      if (isOnline()) tryAgainLater(serverBusyUntil === null ? undefined : Math.max(0, serverBusyUntil - Date.now()));
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
