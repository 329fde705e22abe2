import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { AttemptResult } from '../../src/lib/contact/outbox-delivery.ts';

/**
 * What an attempt the mail server answered came to, kept outside the database: enough to record it later,
 * and to recognise the message it belongs to (its Message-ID, which no other message has).
 */
export interface SavedResult {
  messageId: number;
  messageIdHeader: string;
  result: AttemptResult;
  retryInMs: number;
}

/** Room for the results of a whole batch (16 e-mails, each with a few recipients), their errors shortened. */
const RESERVE_BYTES = 64 * 1024;
/** A mail server's error, as kept here: the start of it says what it was. */
const ERROR_CHARS = 300;

/**
 * A file of fixed size, made while the disk has room, beside the database, where the server keeps the
 * results of e-mails the mail server accepted when the database could not record them (a full disk): the
 * one place such a result can survive a stop, since writing over a file's own bytes needs no new room on
 * the disk. Read at the next start, the results are recorded before anything is sent, so that those
 * e-mails are not sent twice. Plain JSON, padded with spaces.
 */
export class ResultsReserve {
  readonly path: string;
  readonly #bytes: number;

  constructor(path: string, bytes = RESERVE_BYTES) {
    this.path = path;
    this.#bytes = bytes;
  }

  /**
   * What an earlier run kept here, and the file made ready for this one: created, its room written out,
   * when missing. Throws when the file cannot be read or made (the disk already full at the first start):
   * the server then runs without it, as before.
   */
  open(): SavedResult[] {
    if (!existsSync(this.path)) {
      this.#write(Buffer.alloc(0), 'w');
      return [];
    }
    const text = readFileSync(this.path, 'utf8').trim();
    if (!text) return [];
    try {
      const saved = JSON.parse(text) as unknown;
      return Array.isArray(saved) ? (saved as SavedResult[]) : [];
    } catch {
      return [];
    }
  }

  /** Writes `results` over the file's own bytes; false when they do not fit (or the file is not there). */
  save(results: SavedResult[]): boolean {
    const shortened = results.map((saved) => ({
      ...saved,
      result: {
        ...saved.result,
        error: saved.result.error?.slice(0, ERROR_CHARS) ?? null,
        changed: saved.result.changed.map((r) => ({ ...r, lastError: r.lastError?.slice(0, ERROR_CHARS) ?? null })),
      },
    }));
    const json = Buffer.from(JSON.stringify(shortened), 'utf8');
    if (json.byteLength > this.#bytes || !existsSync(this.path)) return false;
    this.#write(json, 'r+');
    return true;
  }

  /** Empties the file, keeping its room. */
  clear(): void {
    if (existsSync(this.path)) this.#write(Buffer.alloc(0), 'r+');
  }

  /** `content` padded with spaces to the file's size, written from its start and flushed to the disk. */
  #write(content: Buffer, flags: 'w' | 'r+'): void {
    const whole = Buffer.alloc(this.#bytes, ' ');
    content.copy(whole);
    const fd = openSync(this.path, flags, 0o600);
    try {
      writeSync(fd, whole, 0, whole.byteLength, 0);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}
