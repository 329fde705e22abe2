/**
 * Whether the last attempt to store a message failed, and why, kept in memory for the health check: a
 * message needs more room than the check's own one-row write, so a disk too full for messages is reported
 * as soon as a message fails, not once the check's row no longer fits either. Cleared by the next message
 * stored, or by the health check's own write of a message's size.
 */
export class WriteOutcomes {
  #failure: { at: number; reason: string } | null = null;

  succeeded(): void {
    this.#failure = null;
  }

  failed(error: unknown, at = Date.now()): void {
    this.#failure = { at: this.#failure?.at ?? at, reason: error instanceof Error ? error.message : String(error) };
  }

  /** Since when messages fail and the last reason, or null while the last one was stored. */
  get failure(): { at: number; reason: string } | null {
    return this.#failure;
  }
}
