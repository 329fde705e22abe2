/**
 * Who has a contact e-mail and who does not, the same for the Node outbox and the Supabase deliverer.
 * Each recipient of MAIL_TO has its own outcome: one the mail server accepted is never sent the message
 * again, one it refused for good (a 5xx answer to RCPT TO or to the message itself) is tried a bounded
 * number of times and then given up, and a temporary failure (a 4xx, a connection that fails) is
 * retried for as long as it takes.
 */

/** Permanent refusals of one recipient after which the outbox gives that recipient up. */
export const PERMANENT_REFUSALS_LIMIT = 3;

/** One recipient of one message, as stored. */
export interface RecipientState {
  address: string;
  /** When the mail server accepted the message for this recipient; null while it has not. */
  acceptedAt: number | null;
  /** Permanent refusals so far. */
  refusals: number;
  lastError: string | null;
}

export interface Refusal {
  address: string;
  /** A 5xx answer: the mail server says that trying again will not help. */
  permanent: boolean;
  reason: string;
}

/** What the mail server said about each recipient of one attempt. */
export interface SendReport {
  accepted: string[];
  refused: Refusal[];
}

/** What becomes of the message after an attempt. */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The addresses of MAIL_TO (validated as plain addresses separated by commas), each once. */
export function mailRecipients(mailTo: string): string[] {
  const out: string[] = [];
  for (const address of mailTo.split(',').map((a) => a.trim())) {
    if (address && !out.some((known) => same(known, address))) out.push(address);
  }
  return out;
}

const stateOf = (states: RecipientState[], address: string) => states.find((s) => same(s.address, address));
const givenUp = (state: RecipientState | undefined) => (state?.refusals ?? 0) >= PERMANENT_REFUSALS_LIMIT;

/** Whom this attempt goes to: every configured recipient that has neither accepted it nor been given up. */
export function stillToSend(configured: string[], states: RecipientState[]): string[] {
  return configured.filter((address) => {
    const state = stateOf(states, address);
    return state?.acceptedAt == null && !givenUp(state);
  });
}

/** Where the message stands once every configured recipient is either accepted, given up or still to try. */
export function outcomeOf(configured: string[], states: RecipientState[]): DeliveryOutcome {
  if (configured.every((address) => stateOf(states, address)?.acceptedAt != null)) return 'sent';
  return stillToSend(configured, states).length === 0 ? 'failed' : 'retry';
}

/**
 * The recipients' states after an attempt (only those the attempt changed, to be written), the outcome
 * and a one-line summary of what went wrong, if anything, for the outbox's last error.
 */
export function afterAttempt(
  configured: string[],
  states: RecipientState[],
  report: SendReport,
  now: number,
): { changed: RecipientState[]; outcome: DeliveryOutcome; error: string | null } {
  const changed: RecipientState[] = [];
  const next = (address: string): RecipientState => {
    const known = changed.find((s) => same(s.address, address));
    if (known) return known;
    const previous = stateOf(states, address);
    const state: RecipientState = previous ? { ...previous } : { address, acceptedAt: null, refusals: 0, lastError: null };
    changed.push(state);
    return state;
  };
  for (const address of report.accepted) {
    const state = next(address);
    state.acceptedAt = now;
    state.lastError = null;
  }
  const errors: string[] = [];
  for (const refusal of report.refused) {
    const state = next(refusal.address);
    if (refusal.permanent) state.refusals++;
    state.lastError = refusal.reason.slice(0, 500);
    errors.push(
      `${refusal.address} refused: ${state.lastError}` +
        (refusal.permanent ? ` (permanent, ${state.refusals} of ${PERMANENT_REFUSALS_LIMIT})` : ' (temporary)'),
    );
  }
  const merged = [...states.filter((s) => !changed.some((c) => same(c.address, s.address))), ...changed];
  return { changed, outcome: outcomeOf(configured, merged), error: errors.length ? errors.join('; ').slice(0, 1000) : null };
}
