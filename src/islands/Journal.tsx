import { createStore, del, get, set } from 'idb-keyval';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { localeTags, type Lang } from '../i18n/locales.ts';
import { toDate, toIso, type IsoDate } from '../lib/greek-calendar.ts';
import {
  DESCRIPTION_MAX,
  entryFrom,
  entryKinds,
  readEntries,
  sortEntries,
  totalsByKind,
  type EntryError,
  type EntryKind,
  type JournalEntry,
} from '../lib/journal.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';

export const journalStrings = islandStrings([
  'journal.newEntry',
  'journal.date',
  'journal.kind',
  'journal.amount',
  'journal.amountHint',
  'journal.description',
  'journal.add',
  'journal.kind.visit',
  'journal.kind.expense',
  'journal.kind.dayOff',
  'journal.kind.note',
  'journal.entries',
  'journal.empty',
  'journal.totals',
  'journal.count',
  'journal.sum',
  'journal.total',
  'journal.delete',
  'journal.deleteEntry',
  'journal.print',
  'journal.printTitle',
  'journal.printedOn',
  'journal.deleteAll',
  'journal.confirmDeleteAll',
  'journal.confirmYes',
  'journal.cancel',
  'journal.added',
  'journal.deletedAll',
  'journal.error.date',
  'journal.error.amount',
  'journal.error.description',
  'journal.error.storage',
]);

type Props = IslandProps<StringsOf<typeof journalStrings>>;

/**
 * Kept in IndexedDB (idb-keyval) on this phone only, in a database of its own: nothing here is ever sent,
 * and the contact outbox's database is never touched by a "delete everything".
 */
let store: ReturnType<typeof createStore> | undefined;
const db = () => (store ??= createStore('claim-journal', 'entries'));
const KEY = 'entries';

const formatDay = (lang: Lang, day: IsoDate) =>
  new Intl.DateTimeFormat(localeTags[lang].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toDate(day));
const formatMoney = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(localeTags[lang].intl, { style: 'currency', currency: 'EUR' }).format(cents / 100);

function today(): IsoDate {
  const now = new Date();
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function JournalBody() {
  const { lang, t } = journalStrings.useT();
  const ids = { date: useId(), kind: useId(), amount: useId(), amountHint: useId(), description: useId(), error: useId() };
  const [entries, setEntries] = useState<JournalEntry[] | null>(null);
  const [storageFailed, setStorageFailed] = useState(false);
  const [fields, setFields] = useState<{ date: string; kind: EntryKind; amount: string; description: string }>({
    date: '',
    kind: 'visit',
    amount: '',
    description: '',
  });
  const [error, setError] = useState<EntryError | null>(null);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [printedOn, setPrintedOn] = useState<IsoDate | null>(null);
  const inputs = {
    date: useRef<HTMLInputElement>(null),
    amount: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
  };
  const deleteAllButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setFields((f) => ({ ...f, date: f.date || today() }));
    get(KEY, db()).then(
      (value) => setEntries(readEntries(value)),
      () => {
        setStorageFailed(true);
        setEntries([]);
      },
    );
  }, []);

  // The day of printing, on the paper only: set as the browser lays the page out for print, synchronously so that
  // the layout has it.
  useEffect(() => {
    const stamp = () => flushSync(() => setPrintedOn(today()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function save(next: JournalEntry[]) {
    setEntries(next);
    try {
      await set(KEY, next, db());
      return true;
    } catch {
      setStorageFailed(true);
      return false;
    }
  }

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = entryFrom(fields, newId());
    if (!result.ok) {
      setError(result.error);
      setStatus('');
      inputs[result.error].current?.focus();
      return;
    }
    setError(null);
    // Cleared at once, with the entry already in the list: words typed while the phone still writes it are
    // the next entry's, and the status, emptied here, is announced again when this one is kept.
    setFields((f) => ({ ...f, amount: '', description: '' }));
    setStatus('');
    if (await save(sortEntries([...(entries ?? []), result.entry]))) setStatus(t('journal.added'));
  }

  async function remove(id: string) {
    await save((entries ?? []).filter((entry) => entry.id !== id));
  }

  // The list empties once the phone has deleted the entries, not before: a page closed or reloaded at once
  // must not bring back what the visitor was told is gone.
  async function deleteAll() {
    try {
      await del(KEY, db());
      setEntries([]);
    } catch {
      setStorageFailed(true);
    }
    setConfirming(false);
    setStatus(t('journal.deletedAll'));
    deleteAllButton.current?.focus();
  }

  const invalid = (field: EntryError) =>
    error === field ? { 'aria-invalid': true, 'aria-errormessage': ids.error } : { 'aria-invalid': undefined };
  const control =
    'mt-2 block w-full rounded-md border border-line bg-white px-3 py-2.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700';
  const kindLabel = (kind: EntryKind) => t(`journal.kind.${kind}`);
  const totals = entries ? totalsByKind(entries) : [];
  const allCents = totals.reduce((sum, total) => sum + total.cents, 0);

  return (
    <div className="space-y-10">
      {storageFailed && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
          {t('journal.error.storage')}
        </p>
      )}
      <form onSubmit={(event) => void add(event)} noValidate className="card space-y-5 print:hidden" aria-labelledby="journal-new">
        <h2 id="journal-new" className="text-2xl font-bold">
          {t('journal.newEntry')}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.date} className="block font-semibold text-navy-900">
              {t('journal.date')}
            </label>
            <input
              ref={inputs.date}
              id={ids.date}
              type="date"
              required
              value={fields.date}
              onChange={(e) => setFields({ ...fields, date: e.target.value })}
              className={control}
              {...invalid('date')}
            />
          </div>
          <div>
            <label htmlFor={ids.kind} className="block font-semibold text-navy-900">
              {t('journal.kind')}
            </label>
            <select
              id={ids.kind}
              value={fields.kind}
              onChange={(e) => setFields({ ...fields, kind: e.target.value as EntryKind })}
              className={control}
            >
              {entryKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={ids.amount} className="block font-semibold text-navy-900">
            {t('journal.amount')}
          </label>
          <p id={ids.amountHint} className="mt-1 text-sm text-muted">
            {t('journal.amountHint')}
          </p>
          <input
            ref={inputs.amount}
            id={ids.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={fields.amount}
            onChange={(e) => setFields({ ...fields, amount: e.target.value })}
            aria-describedby={ids.amountHint}
            className={`${control} max-w-48`}
            {...invalid('amount')}
          />
        </div>
        <div>
          <label htmlFor={ids.description} className="block font-semibold text-navy-900">
            {t('journal.description')}
          </label>
          <textarea
            ref={inputs.description}
            id={ids.description}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={fields.description}
            onChange={(e) => setFields({ ...fields, description: e.target.value })}
            className={control}
            {...invalid('description')}
          />
        </div>
        {error && (
          <p id={ids.error} role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
            {t(`journal.error.${error}`)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary" disabled={entries === null}>
            {t('journal.add')}
          </button>
          <p role="status" className="text-navy-900">
            {status}
          </p>
        </div>
      </form>

      <div className="hidden print:block">
        <p className="text-2xl font-bold">{t('journal.printTitle')}</p>
        {printedOn && <p className="mt-1 text-muted">{t('journal.printedOn', { date: formatDay(lang, printedOn) })}</p>}
      </div>

      <section aria-labelledby="journal-entries" className="space-y-4">
        <h2 id="journal-entries" className="text-2xl font-bold">
          {t('journal.entries')}
        </h2>
        {/* While the phone's storage is read (a few milliseconds), the page says what it said before the script ran. */}
        {entries === null || entries.length === 0 ? (
          <p className="text-muted">{t('journal.empty')}</p>
        ) : (
          <ol className="divide-y divide-line rounded-lg border border-line bg-white">
            {entries.map((entry) => (
              <li key={entry.id} className="p-4 print:break-inside-avoid">
                <div className="flex items-baseline justify-between gap-4">
                  <p className="font-semibold text-navy-900">
                    <time dateTime={entry.date}>{formatDay(lang, entry.date)}</time> · {kindLabel(entry.kind)}
                  </p>
                  {entry.cents !== null && (
                    <p className="shrink-0 font-semibold whitespace-nowrap text-navy-900 tabular-nums">{formatMoney(lang, entry.cents)}</p>
                  )}
                </div>
                {entry.description && <p className="mt-1 break-words whitespace-pre-line text-ink">{entry.description}</p>}
                <button
                  type="button"
                  onClick={() => void remove(entry.id)}
                  aria-label={t('journal.deleteEntry', { date: formatDay(lang, entry.date) })}
                  className="-ml-2 min-h-11 rounded-md px-2 text-sm font-semibold text-red-900 underline underline-offset-4 print:hidden"
                >
                  {t('journal.delete')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>

      {entries !== null && entries.length > 0 && (
        <section aria-labelledby="journal-totals" className="space-y-4">
          <h2 id="journal-totals" className="text-2xl font-bold">
            {t('journal.totals')}
          </h2>
          <table className="w-full max-w-xl border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-navy-900">
                <th scope="col" className="py-2 pr-4">
                  {t('journal.kind')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t('journal.count')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('journal.sum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.map((total) => (
                <tr key={total.kind} className="border-b border-line" data-kind={total.kind}>
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {kindLabel(total.kind)}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{total.count}</td>
                  <td className="py-2 text-right tabular-nums">{total.cents ? formatMoney(lang, total.cents) : '–'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-bold">
                <th scope="row" className="py-2 pr-4">
                  {t('journal.total')}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{entries.length}</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(lang, allCents)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}

      {entries !== null && entries.length > 0 && (
        <div className="flex flex-wrap gap-4 border-t border-line pt-6 print:hidden">
          <button type="button" className="btn-navy" onClick={() => window.print()}>
            {t('journal.print')}
          </button>
          {!confirming && (
            <button
              ref={deleteAllButton}
              type="button"
              className="btn border-2 border-red-800 bg-white text-red-900 hover:bg-red-50"
              onClick={() => setConfirming(true)}
            >
              {t('journal.deleteAll')}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby="journal-confirm" className="rounded-lg border-2 border-red-800 bg-red-50 p-5 print:hidden">
          <p id="journal-confirm" className="font-semibold text-red-900">
            {t('journal.confirmDeleteAll')}
          </p>
          <div className="mt-4 flex flex-wrap gap-4">
            <button
              ref={confirmButton}
              type="button"
              className="btn bg-red-800 text-white hover:bg-red-900"
              onClick={() => void deleteAll()}
            >
              {t('journal.confirmYes')}
            </button>
            <button
              type="button"
              className="btn border-2 border-navy-900 bg-white text-navy-900 hover:bg-navy-50"
              onClick={() => setConfirming(false)}
            >
              {t('journal.cancel')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export default function Journal({ lang, strings }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <JournalBody />
    </Island>
  );
}
