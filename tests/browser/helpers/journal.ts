import type { Page } from '@playwright/test';

/** An entry as the journal keeps it in the browser. */
export interface StoredEntry {
  id: string;
  order?: number;
  date: string;
  kind: 'visit' | 'expense' | 'dayOff' | 'note';
  cents: number | null;
  description: string;
}

/**
 * Writes straight into the journal's IndexedDB store (database `claim-journal`, store `entries`), as a journal
 * kept earlier would have left it: `records` as one record per entry, keyed by id, and `legacy`, when given,
 * as the one list (key `entries`) the journal kept before. The page must be on the site's origin.
 */
export async function seedJournal(page: Page, { records = [], legacy }: { records?: StoredEntry[]; legacy?: StoredEntry[] }) {
  await page.evaluate(
    async ({ records, legacy }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('claim-journal');
        request.onupgradeneeded = () => request.result.createObjectStore('entries');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
      const tx = db.transaction('entries', 'readwrite');
      const store = tx.objectStore('entries');
      for (const record of records) store.put(record, record.id);
      if (legacy) store.put(legacy, 'entries');
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused'));
      });
      db.close();
    },
    { records, legacy },
  );
}

/** Every key and value of the journal's store, as the browser holds them now. */
export async function storedJournal(page: Page): Promise<{ keys: string[]; values: unknown[] }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('claim-journal');
      request.onupgradeneeded = () => request.result.createObjectStore('entries');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
    const store = db.transaction('entries').objectStore('entries');
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
    const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
    db.close();
    return { keys: keys.map(String), values };
  });
}

/** `count` entries over the months after an accident, expenses among them, with descriptions of everyday length. */
export function manyEntries(count: number): StoredEntry[] {
  const kinds = ['visit', 'expense', 'dayOff', 'note'] as const;
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % 4]!;
    const day = new Date(Date.UTC(2026, 10, 3) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10);
    return {
      id: `seeded-${String(i).padStart(5, '0')}`,
      order: i,
      date: day,
      kind,
      cents: kind === 'expense' ? 1000 + i * 37 : null,
      description:
        kind === 'dayOff'
          ? ''
          : `${['Physiotherapy session', 'Taxi to the orthopaedic clinic', 'Pharmacy: painkillers', 'Call from the insurer'][i % 4]} ${i + 1}`,
    };
  });
}
