import { createStore, del, get, set } from 'idb-keyval';
import { readLetter, type LetterFields } from '../lib/days-after/claim-letter.ts';

/**
 * The written claim as this browser keeps it: in IndexedDB (idb-keyval), in a database of its own beside the
 * journal's (`claim-letter`), one record for the letter being written. Nothing here is ever sent.
 *
 * A tab writes the whole letter, a moment after each change and at once when the page is hidden; another tab
 * reads it again when it is shown (src/islands/ClaimLetter.tsx), so the last letter written wins, as it would on paper.
 */
let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore('claim-letter', 'letters'));

/** The one letter kept, by this key. */
const KEY = 'draft';

/**
 * A mark in localStorage while a letter is kept: the page's inline lines can read it before any script loads
 * (IndexedDB answers only later), and the letter's island then hydrates at once to show it, where a first visit
 * waits for the visitor's first move (src/pages/[...lang]/letter.astro). It says only that a letter is kept.
 */
export const LETTER_KEPT_MARK = 'claim-letter-kept';

function mark(kept: boolean) {
  try {
    if (kept) localStorage.setItem(LETTER_KEPT_MARK, '1');
    else localStorage.removeItem(LETTER_KEPT_MARK);
  } catch {
    // Storage refused (a private window's quota): the island then waits for a first move, and loads the letter then.
  }
}

export interface KeptLetter {
  fields: LetterFields;
  /** When it was written (ms since 1970): a tab reads it again only when another wrote since. */
  saved: number;
}

/** The kept letter, or null when none is kept (or what is kept cannot be read). */
export async function loadLetter(): Promise<KeptLetter | null> {
  const value: unknown = await get(KEY, db());
  const record = typeof value === 'object' && value !== null ? (value as { fields?: unknown; saved?: unknown }) : {};
  const fields = readLetter(record.fields);
  // The mark follows what is kept: a letter kept before the mark existed is marked now, a stale mark dropped.
  mark(fields !== null);
  return fields ? { fields, saved: typeof record.saved === 'number' ? record.saved : 0 } : null;
}

export async function saveLetter(fields: LetterFields): Promise<number> {
  const saved = Date.now();
  await set(KEY, { fields, saved } satisfies KeptLetter, db());
  mark(true);
  return saved;
}

export async function deleteLetter(): Promise<void> {
  await del(KEY, db());
  mark(false);
}
