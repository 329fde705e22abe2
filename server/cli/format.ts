import { PERMANENT_REFUSALS_LIMIT, type RecipientState } from '../../src/lib/contact/recipients.ts';
import { visibleText } from '../../src/lib/contact/visible-text.ts';
import type { StoredMessage, StoredMessageWithDelivery } from '../store/messages.ts';

// The firm reads times in Athens; 'sv-SE' is simply the locale that writes 2026-01-31 14:05.
const athens = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Athens', dateStyle: 'short', timeStyle: 'short' });

export function athensTime(ms: number): string {
  return athens.format(ms);
}

/** One line per message, newest first; names and addresses cut to fit a terminal, control characters escaped. */
export function formatList(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.';
  const cut = (text: string, width: number) => {
    const clean = visibleText(text.trim());
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
  const attempts = `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`;
  if (d.sentAt !== null) return `delivered ${athensTime(d.sentAt)} (${attempts})`;
  if (d.failedAt !== null) return `given up ${athensTime(d.failedAt)} after ${attempts}: ${visibleText(d.lastError ?? '')}`;
  const state = d.attempts === 0 ? 'not attempted yet' : `${attempts} so far, last error: ${visibleText(d.lastError ?? '')}`;
  const cut =
    d.attemptStartedAt === null
      ? ''
      : `; an attempt began ${athensTime(d.attemptStartedAt)} without a result yet (under way, or the server stopped during it: a recipient it reached may get the e-mail twice)`;
  return `pending: ${state}; next attempt ${athensTime(d.nextAttemptAt)}${cut}`;
}

function recipientLine(r: RecipientState): string {
  const address = visibleText(r.address);
  if (r.acceptedAt !== null) return `${address}: accepted ${athensTime(r.acceptedAt)}`;
  const refusals =
    r.refusals >= PERMANENT_REFUSALS_LIMIT
      ? `refused for good ${r.refusals} times, given up`
      : `not accepted yet (${r.refusals} of ${PERMANENT_REFUSALS_LIMIT} permanent refusals)`;
  return `${address}: ${refusals}${r.lastError ? `, last answer: ${visibleText(r.lastError)}` : ''}`;
}

/** Everything stored about one message; whatever the visitor sent is shown with its control characters escaped. */
export function formatMessage(m: StoredMessageWithDelivery): string {
  const rows: [string, string][] = [
    ['Received', `${athensTime(m.createdAt)} (Athens)`],
    ['Status', m.status],
    ['Delivery', deliveryLine(m)],
    ...(m.delivery?.recipients ?? []).map((r, i): [string, string] => [i === 0 ? 'Recipients' : '', recipientLine(r)]),
    ['Message-ID', m.delivery?.messageIdHeader ?? '-'],
    ['Language', m.language],
    ['Name', visibleText(m.name)],
    ['Email', visibleText(m.email)],
    ['Phone', visibleText(m.phone)],
    ['Call time', m.callTime ?? '- (not given)'],
    ['IP', m.ip ?? '-'],
    ['User agent', m.userAgent === null ? '-' : visibleText(m.userAgent)],
    ['Idempotency key', m.idempotencyKey],
  ];
  return [
    `Message ${m.id}`,
    ...rows.map(([label, value]) => `  ${(label ? `${label}:` : '').padEnd(17)}${value}`),
    '',
    visibleText(m.message, { keepNewlines: true }),
  ].join('\n');
}
