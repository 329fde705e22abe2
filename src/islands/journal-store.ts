import { createStore, promisifyRequest } from 'idb-keyval';
import { readEntries, readEntry, sortEntries, type JournalChange, type JournalEntry } from '../lib/days-after/journal.ts';

/**
 * The claim journal as this browser keeps it: in IndexedDB (idb-keyval's store), in a database of its own, so that
 * "delete everything" never touches the contact outbox's. Nothing here is ever sent.
 *
 * Each entry is a record of its own, keyed by its id: a tab writes only the entry it adds, edits or deletes, never
 * the whole list, so two open tabs cannot write over each other's entries, and typing costs nothing however long
 * the journal is. An edit is written only while its entry is still there: a tab that missed a deletion cannot
 * bring the entry back. Every change is told to the other tabs of this browser (BroadcastChannel).
 */
let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore('claim-journal', 'entries'));

/** Where the journal was kept as one list, before each entry had a record of its own. */
const LEGACY_KEY = 'entries';
/**
 * The ids of the entries taken over from that list. A tab of the earlier build still open saves its whole list
 * again at its next change: its copies of these entries are stale (edited or deleted here since), and only the
 * entries it wrote itself are taken over then. Kept through "delete everything", for the same tab.
 */
const MOVED_KEY = 'moved-from-list';

const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []);

// Safari before 15.4 has no BroadcastChannel: there a tab sees the others' changes when it is shown again.
let channel: BroadcastChannel | null | undefined;
const tabs = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('claim-journal') : null);

function tell(change: JournalChange) {
  tabs()?.postMessage(change);
}

/**
 * Every kept entry, in order. A journal kept as one list is first moved to one record per entry, in the same
 * transaction that removes the list, so that nothing is lost or counted twice if the page closes meanwhile; an
 * entry moved once is never taken from such a list again.
 */
export function loadJournal(): Promise<JournalEntry[]> {
  return db()('readwrite', async (records) => {
    const legacy: unknown = await promisifyRequest(records.get(LEGACY_KEY));
    if (legacy !== undefined) {
      const moved = new Set(idsIn(await promisifyRequest(records.get(MOVED_KEY))));
      for (const entry of readEntries(legacy)) {
        if (moved.has(entry.id)) continue;
        records.put(entry, entry.id);
        moved.add(entry.id);
      }
      records.put([...moved], MOVED_KEY);
      records.delete(LEGACY_KEY);
    }
    const values: unknown[] = await promisifyRequest(records.getAll());
    await promisifyRequest(records.transaction);
    return sortEntries(values.flatMap((value) => readEntry(value) ?? []));
  });
}

/** Keeps a new entry. */
export async function addEntry(entry: JournalEntry): Promise<void> {
  await db()('readwrite', (records) => {
    records.add(entry, entry.id);
    return promisifyRequest(records.transaction);
  });
  tell({ type: 'put', entry });
}

/** Keeps an edited entry; false, with nothing written, when the entry was deleted meanwhile (in another tab). */
export async function replaceEntry(entry: JournalEntry): Promise<boolean> {
  const kept = await db()('readwrite', async (records) => {
    const key: IDBValidKey | undefined = await promisifyRequest(records.getKey(entry.id));
    if (key === undefined) return false;
    records.put(entry, entry.id);
    await promisifyRequest(records.transaction);
    return true;
  });
  if (kept) tell({ type: 'put', entry });
  return kept;
}

export async function deleteEntry(id: string): Promise<void> {
  await db()('readwrite', (records) => {
    records.delete(id);
    return promisifyRequest(records.transaction);
  });
  tell({ type: 'delete', id });
}

export async function deleteJournal(): Promise<void> {
  await db()('readwrite', async (records) => {
    const moved: unknown = await promisifyRequest(records.get(MOVED_KEY));
    records.clear();
    // Ids only, no words of the visitor's: what lets a tab of the earlier build bring nothing back.
    if (moved !== undefined) records.put(moved, MOVED_KEY);
    return promisifyRequest(records.transaction);
  });
  tell({ type: 'clear' });
}

/** Calls `onChange` with each change another tab of this browser makes; returns the unsubscribe. */
export function watchOtherTabs(onChange: (change: JournalChange) => void): () => void {
  const listener = (event: MessageEvent<JournalChange>) => onChange(event.data);
  tabs()?.addEventListener('message', listener);
  return () => tabs()?.removeEventListener('message', listener);
}

let askedToPersist = false;

/**
 * Asks the browser, once per visit, to keep the journal's storage when space runs short or the site is not opened
 * for a while (granted or not at the browser's choice; some ask the visitor).
 */
export function askToKeepStorage() {
  // Not in older browsers, nor outside a secure context.
  if (askedToPersist || !('storage' in navigator)) return;
  askedToPersist = true;
  void navigator.storage.persisted().then((persisted) => (persisted ? undefined : navigator.storage.persist()));
}
