/**
 * Contact messages written without a connection, kept in the browser (IndexedDB) until they are sent.
 * The form island and the service worker (Background Sync, or the page's 'flush-outbox' message once it is back
 * online) flush the same queue; a Web Lock lets only one of them send at a time, and each message keeps the idempotency key it was
 * given when it was written, so even two senders racing would file it once on the server.
 */
import { createStore, del, get, set, values } from 'idb-keyval';
import { OFFLINE_MESSAGE_RETENTION_DAYS } from '../config/retention.ts';
import type { Lang } from '../i18n/locales.ts';
import type { ContactField } from '../lib/contact/contact-schema.ts';

/** What the contact function receives, exactly as the form would have sent it. */
export interface QueuedBody extends Record<ContactField, string> {
  idempotencyKey: string;
  language: Lang;
  website: string;
  /** The best time to call, when the visitor chose one. */
  callTime?: string;
}

export interface QueuedMessage {
  /** The idempotency key: one per written message, the same on every attempt. */
  key: string;
  /** pending: not sent yet; sent: gone (the content is deleted, only this receipt stays until it is shown);
   *  refused: the server rejected it (bad input), kept only until the form gives it back to the visitor. */
  status: 'pending' | 'sent' | 'refused';
  queuedAt: number;
  sentAt?: number;
  /** The contact service URL, absolute, its region ('' or absent: none) and its public key, so that the service worker can send too. */
  endpoint: string;
  region?: string;
  anonKey: string;
  body?: QueuedBody;
  /** For a refusal: the server's message for each field it rejected. */
  fields?: Partial<Record<ContactField, string>>;
  /**
   * Kept because the server answered that it could not take it now (503 with Retry-After, a flood), not
   * for want of a network: until when it asked to wait. The card can say so (form.offline.serverBusy).
   */
  serverBusyUntil?: number;
}

/** What one attempt came to; a server that asked to be sent it again later says after how many seconds. */
export type Outcome =
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'retry'; afterSeconds?: number }
  | { kind: 'refused'; fields: Partial<Record<ContactField, string>> };

export const OUTBOX_SYNC_TAG = 'contact-outbox';
const LOCK = 'contact-outbox';
const CHANNEL = 'contact-outbox';
const DAY_MS = 86_400_000;
/** A receipt ('sent') needs to live only until the visitor has been told. */
const RECEIPT_MS = DAY_MS;

let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore('law-site', 'contact-outbox'));

/** Tells every page and the worker of this origin that the queue changed. */
function announce() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` whenever the queue changes in any page or in the worker; returns the unsubscribe. */
export function onOutboxChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => onChange();
  return () => channel.close();
}

/** Runs `task` while no other page or worker of this origin touches the queue. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DOM types promise Web Locks, but Safari before 15.4 has none
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(LOCK, task) : task();
}

/** Every kept message, oldest first; expired ones are dropped on the way. */
export async function outbox(): Promise<QueuedMessage[]> {
  const all = (await values<QueuedMessage>(db())).sort((a, b) => a.queuedAt - b.queuedAt);
  const now = Date.now();
  const expired = all.filter(
    (m) =>
      (m.status === 'sent' && now - (m.sentAt ?? m.queuedAt) > RECEIPT_MS) || now - m.queuedAt > OFFLINE_MESSAGE_RETENTION_DAYS * DAY_MS,
  );
  for (const m of expired) await del(m.key, db());
  return all.filter((m) => !expired.includes(m));
}

/**
 * The last answer in this page that asked for the message again after a wait (the form's sender notes
 * it; contact-sender.ts): the form's outbox reads it as it keeps that message, to tell why and to send it
 * again after the wait rather than only when the network comes back.
 */
let serverWait: { until: number } | null = null;

/** The sender's note of the answer it just had: seconds the server asked to wait, or null for any other. */
export function noteServerWait(seconds: number | null): void {
  serverWait = seconds === null ? null : { until: Date.now() + seconds * 1000 };
}

/** Until when the last answer asked to wait, if it did; read once. */
export function takeServerWait(): number | null {
  const until = serverWait?.until ?? null;
  serverWait = null;
  return until;
}

/** Keeps a message that could not reach the server. */
export async function enqueue(message: Omit<QueuedMessage, 'status' | 'queuedAt'>): Promise<void> {
  await exclusive(() => set(message.key, { ...message, status: 'pending', queuedAt: Date.now() } satisfies QueuedMessage, db()));
  announce();
}

/**
 * Deletes a pending message so that it is never sent. Waits for a send in progress to finish: returns
 * false if that send delivered it (too late to cancel), true if it is now gone.
 */
export async function cancel(key: string): Promise<boolean> {
  const cancelled = await exclusive(async () => {
    const message = await get<QueuedMessage>(key, db());
    if (message && message.status !== 'pending') return false;
    await del(key, db());
    return true;
  });
  announce();
  return cancelled;
}

/** Forgets a receipt or a refusal once the visitor has been shown it. */
export async function forget(key: string): Promise<void> {
  await exclusive(() => del(key, db()));
  announce();
}

/**
 * Sends every pending message, oldest first, with `send`. A delivered message is replaced by a receipt
 * without its content; a refused one is marked so the form can give it back; when the network fails (or
 * the server asks to wait) the rest wait for the next chance. Resolves with 'offline' if something is
 * still waiting.
 */
export async function flushOutbox(send: (message: QueuedMessage & { body: QueuedBody }) => Promise<Outcome>): Promise<'done' | 'offline'> {
  let changed = false;
  const result = await exclusive(async () => {
    for (const message of await outbox()) {
      if (message.status !== 'pending' || !message.body) continue;
      const outcome = await send({ ...message, body: message.body });
      if (outcome.kind === 'offline' || outcome.kind === 'retry') return 'offline' as const;
      changed = true;
      if (outcome.kind === 'sent') {
        const { key, queuedAt, endpoint, anonKey } = message;
        await set(key, { key, status: 'sent', queuedAt, sentAt: Date.now(), endpoint, anonKey } satisfies QueuedMessage, db());
      } else {
        await set(message.key, { ...message, status: 'refused', fields: outcome.fields } satisfies QueuedMessage, db());
      }
    }
    return 'done' as const;
  });
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set inside the callback above, which TypeScript's narrowing does not follow
  if (changed) announce();
  return result;
}

/**
 * The one retry rule of the outbox, for both senders: the form's (contact-sender.ts, in the page) and the
 * service worker's (src/service-worker/outbox-sender.ts). No answer at all is 'offline'; a server that could
 * not take the message now (a timeout, the rate limit, a 5xx, or an answer without a status) is 'retry';
 * any other answer is a refusal of the message itself, never retried. Either way the message waits for the
 * next chance (back online, the next page, Background Sync), not a timer: the e-mail's backoff
 * (src/lib/contact/backoff.ts) is the server's, once a message is stored.
 */
export function outcomeOfStatus(answer: {
  network: boolean;
  status: number | undefined;
  fields: Partial<Record<ContactField, string>>;
}): Outcome {
  if (answer.network) return { kind: 'offline' };
  const { status } = answer;
  if (status === undefined || status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'retry' };
  return { kind: 'refused', fields: answer.fields };
}

/**
 * What an answer of `functions.invoke` means for a kept message (the service worker's sender). supabase-js
 * names its errors; no error is success; an error that is neither the network's nor an HTTP answer's has no
 * status, so it is retried.
 */
export async function outcomeOf(error: unknown): Promise<Outcome> {
  if (!error) return { kind: 'sent' };
  const name = (error as { name?: string }).name;
  const network = name === 'FunctionsFetchError' || error instanceof TypeError;
  const response = name === 'FunctionsHttpError' ? (error as { context?: Response }).context : undefined;
  const outcome = outcomeOfStatus({ network, status: response?.status, fields: {} });
  if (outcome.kind !== 'refused') return outcome;
  const body: unknown = await response?.json().catch(() => null);
  const fields = body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object' ? body.fields : {};
  return { kind: 'refused', fields };
}

/** The same decision from the form's own sender (contact-sender.ts), which has already read the answer. */
export function outcomeOfResult(
  result:
    { ok: true } | { ok: false; network?: boolean; status?: number; retryAfter?: number; fields: Partial<Record<ContactField, string>> },
): Outcome {
  if (result.ok) return { kind: 'sent' };
  // The server answered, and asked for it again after a wait (503 with Retry-After).
  if (result.retryAfter) return { kind: 'retry', afterSeconds: result.retryAfter };
  // No status and no network failure: the form's own check refused it before sending, which no retry mends.
  if (!result.network && result.status === undefined) return { kind: 'refused', fields: result.fields };
  return outcomeOfStatus({ network: result.network ?? false, status: result.status, fields: result.fields });
}

/** Asks the browser to wake the service worker when it is online again (Background Sync, where there is one). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined outside a secure context, whatever the DOM types say
    const registration: SyncRegistration | undefined = await navigator.serviceWorker?.getRegistration();
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the 'online' event and the next page load still send it.
  }
}
