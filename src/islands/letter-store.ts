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

export interface KeptLetter {
  fields: LetterFields;
  /** When it was written (ms since 1970): a tab reads it again only when another wrote since. */
  saved: number;
}

/** The kept letter, or null when none is kept (or what is kept cannot be read). */
export async function loadLetter(): Promise<KeptLetter | null> {
  const value: unknown = await get(KEY, db());
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { fields?: unknown; saved?: unknown };
  const fields = readLetter(record.fields);
  return fields ? { fields, saved: typeof record.saved === 'number' ? record.saved : 0 } : null;
}

export async function saveLetter(fields: LetterFields): Promise<number> {
  const saved = Date.now();
  await set(KEY, { fields, saved } satisfies KeptLetter, db());
  return saved;
}

export function deleteLetter(): Promise<void> {
  return del(KEY, db());
}
