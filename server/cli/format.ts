import { headerSafe } from '../../src/lib/contact/compose-mail.ts';
import type { StoredMessage, StoredMessageWithDelivery } from '../store/messages.ts';

// The firm reads times in Athens; 'sv-SE' is simply the locale that writes 2026-01-31 14:05.
const athens = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Athens', dateStyle: 'short', timeStyle: 'short' });

export function athensTime(ms: number): string {
  return athens.format(ms);
}

/** One line per message, newest first; names and addresses cut to fit a terminal. */
export function formatList(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.';
  const cut = (text: string, width: number) => {
    const clean = headerSafe(text, 200);
    return (clean.length > width ? `${clean.slice(0, width - 1)}…` : clean).padEnd(width);
  };
  const lines = messages.map(
    (m) =>
      `${String(m.id).padStart(6)}  ${athensTime(m.createdAt)}  ${m.status.padEnd(7)}  ${m.language}    ${cut(m.name, 28)}  ${cut(m.email, 32)}`,
  );
  return [`${'ID'.padStart(6)}  ${'RECEIVED (Athens)'.padEnd(16)}  STATUS   LANG  ${'NAME'.padEnd(28)}  EMAIL`, ...lines]
    .map((line) => line.trimEnd())
    .join('\n');
}

function deliveryLine(m: StoredMessageWithDelivery): string {
  const d = m.delivery;
  if (!d) return 'never e-mailed (spam: the honeypot field was filled in)';
  if (d.sentAt !== null) return `delivered ${athensTime(d.sentAt)} (attempt ${d.attempts})`;
  const failed =
    d.attempts === 0 ? 'not attempted yet' : `${d.attempts} failed attempt${d.attempts === 1 ? '' : 's'}, last error: ${d.lastError}`;
  return `pending: ${failed}; next attempt ${athensTime(d.nextAttemptAt)}`;
}

/** Everything stored about one message. */
export function formatMessage(m: StoredMessageWithDelivery): string {
  const rows: [string, string][] = [
    ['Received', `${athensTime(m.createdAt)} (Athens)`],
    ['Status', m.status],
    ['Delivery', deliveryLine(m)],
    ['Message-ID', m.delivery?.messageIdHeader ?? '-'],
    ['Language', m.language],
    ['Name', m.name],
    ['Email', m.email],
    ['Phone', m.phone],
    ['IP', m.ip ?? '-'],
    ['User agent', m.userAgent ?? '-'],
    ['Idempotency key', m.idempotencyKey],
  ];
  return [`Message ${m.id}`, ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(17)}${value}`), '', m.message].join('\n');
}
