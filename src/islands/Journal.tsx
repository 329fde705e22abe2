import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { localeTags, type Lang } from '../i18n/locales.ts';
import { toDate, toIso, type IsoDate } from '../lib/days-after/greek-calendar.ts';
import {
  applyChange,
  DESCRIPTION_MAX,
  entryFrom,
  entryKinds,
  fieldsOf,
  totalsByKind,
  type EntryError,
  type EntryFields,
  type EntryKind,
  type JournalChange,
  type JournalEntry,
} from '../lib/days-after/journal.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf, type Translate } from './i18n.tsx';
import { addEntry, askToKeepStorage, deleteEntry, deleteJournal, loadJournal, replaceEntry, watchOtherTabs } from './journal-store.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

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
  'journal.edit',
  'journal.editEntry',
  'journal.save',
  'journal.saved',
  'journal.delete',
  'journal.deleteEntry',
  'journal.deleted',
  'journal.print',
  'journal.printTitle',
  'journal.printedOn',
  'journal.printName',
  'journal.printAccident',
  'journal.deleteAll',
  'journal.confirmDeleteAll',
  'journal.confirmYes',
  'journal.cancel',
  'journal.added',
  'journal.deletedAll',
  'journal.error.date',
  'journal.error.amount',
  'journal.error.description',
  'journal.error.gone',
  'journal.error.storage',
]);

type Props = IslandProps<StringsOf<typeof journalStrings>>;
type T = Translate<(typeof journalStrings.keys)[number]>;

/** What the status line says: a key, and the entry it speaks of. */
type Status = {
  key: 'journal.added' | 'journal.saved' | 'journal.deleted' | 'journal.deletedAll' | 'journal.error.gone';
  entry?: JournalEntry;
};

const FIELD_NAMES = ['date', 'kind', 'amount', 'description'] as const;

// One formatter per language and use, made once: making one costs more than formatting with it, and a journal of
// thousands of entries formats several values per entry.
const formatters = <F,>(make: (locale: string) => F) => {
  const made = new Map<Lang, F>();
  return (lang: Lang) => made.get(lang) ?? made.set(lang, make(localeTags[lang].intl)).get(lang)!;
};
const longDays = formatters(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const shortDays = formatters(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const euros = formatters((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
const amounts = formatters(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
);

const formatDay = (lang: Lang, day: IsoDate) => longDays(lang).format(toDate(day));
/** A day in a column of a printed table: 3/11/2026. */
const formatShortDay = (lang: Lang, day: IsoDate) => shortDays(lang).format(toDate(day));
const formatMoney = (lang: Lang, cents: number) => euros(lang).format(cents / 100);
/** An amount as the visitor would type it again, for editing: '45,50' in Greek, '45.50' in English. */
const formatAmount = (lang: Lang, cents: number) => amounts(lang).format(cents / 100);

/** An entry in a few words, so that each entry's buttons are told apart ("Delete: 3 November 2026, Expense, Taxi, €12.00"). */
function entryName(t: T, lang: Lang, entry: JournalEntry) {
  const description = entry.description.length > 60 ? `${entry.description.slice(0, 60).trimEnd()}…` : entry.description;
  return [
    formatDay(lang, entry.date),
    t(`journal.kind.${entry.kind}`),
    description,
    entry.cents === null ? '' : formatMoney(lang, entry.cents),
  ]
    .filter(Boolean)
    .join(', ');
}

function today(): IsoDate {
  const now = new Date();
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

const control =
  'mt-2 block w-full rounded-md border border-line bg-white px-3 py-2.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700';

type FieldRefs = {
  date: RefObject<HTMLInputElement | null>;
  amount: RefObject<HTMLInputElement | null>;
  description: RefObject<HTMLTextAreaElement | null>;
};

/** The date, kind, amount and description of an entry, and what is wrong with them: for a new entry and an edited one. */
function EntryFieldset({
  fields,
  onChange,
  error,
  refs,
}: {
  fields: EntryFields;
  onChange: (fields: EntryFields) => void;
  error: EntryError | null;
  refs: FieldRefs;
}) {
  const { t } = journalStrings.useT();
  const ids = { date: useId(), kind: useId(), amount: useId(), amountHint: useId(), description: useId(), error: useId() };
  const invalid = (field: EntryError) =>
    error === field ? { 'aria-invalid': true, 'aria-errormessage': ids.error } : { 'aria-invalid': undefined };
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.date} className="block font-semibold text-navy-900">
            {t('journal.date')}
          </label>
          <input
            ref={refs.date}
            id={ids.date}
            name="date"
            type="date"
            required
            value={fields.date}
            onChange={(e) => onChange({ ...fields, date: e.target.value })}
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
            name="kind"
            value={fields.kind}
            onChange={(e) => onChange({ ...fields, kind: e.target.value as EntryKind })}
            className={control}
          >
            {entryKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`journal.kind.${kind}`)}
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
          ref={refs.amount}
          id={ids.amount}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={fields.amount}
          onChange={(e) => onChange({ ...fields, amount: e.target.value })}
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
          ref={refs.description}
          id={ids.description}
          name="description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={fields.description}
          onChange={(e) => onChange({ ...fields, description: e.target.value })}
          className={control}
          {...invalid('description')}
        />
      </div>
      {error && (
        <p id={ids.error} role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
          {t(`journal.error.${error}`)}
        </p>
      )}
    </>
  );
}

function useFieldRefs(): FieldRefs {
  return { date: useRef<HTMLInputElement>(null), amount: useRef<HTMLInputElement>(null), description: useRef<HTMLTextAreaElement>(null) };
}

/**
 * The form for a new entry. Its fields are its own state, so that a keystroke draws the form again and not the
 * list, however long the journal.
 */
const NewEntryForm = memo(function NewEntryForm({
  ready,
  status,
  onAdd,
}: {
  ready: boolean;
  status: string;
  onAdd: (entry: JournalEntry) => void;
}) {
  const { t } = journalStrings.useT();
  const [fields, setFields] = useState<EntryFields>({ date: '', kind: 'visit', amount: '', description: '' });
  const [error, setError] = useState<EntryError | null>(null);
  const refs = useFieldRefs();

  useTypedBeforeHydration(refs.date, FIELD_NAMES, (typed) =>
    setFields((f) => ({
      ...f,
      ...typed,
      kind: (entryKinds as readonly string[]).includes(typed.kind ?? '') ? (typed.kind as EntryKind) : f.kind,
    })),
  );
  useEffect(() => setFields((f) => ({ ...f, date: f.date || today() })), []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = entryFrom(fields, { id: newId(), order: Date.now() });
    if (!result.ok) {
      setError(result.error);
      refs[result.error].current?.focus();
      return;
    }
    setError(null);
    // Cleared at once, with the entry already in the list: words typed while the browser still writes it are
    // the next entry's.
    setFields((f) => ({ ...f, amount: '', description: '' }));
    onAdd(result.entry);
  }

  return (
    <form onSubmit={submit} noValidate className="card space-y-5 print:hidden" aria-labelledby="journal-new">
      <h2 id="journal-new" className="text-2xl font-bold">
        {t('journal.newEntry')}
      </h2>
      <EntryFieldset fields={fields} onChange={setFields} error={error} refs={refs} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={!ready}>
          {t('journal.add')}
        </button>
        <p role="status" className="text-navy-900">
          {status}
        </p>
      </div>
    </form>
  );
});

/** An entry being edited, in its place in the list. */
function EditEntryForm({ entry, onSave, onCancel }: { entry: JournalEntry; onSave: (entry: JournalEntry) => void; onCancel: () => void }) {
  const { lang, t } = journalStrings.useT();
  const [fields, setFields] = useState<EntryFields>(() => fieldsOf(entry, (cents) => formatAmount(lang, cents)));
  const [error, setError] = useState<EntryError | null>(null);
  const refs = useFieldRefs();
  const { date } = refs;

  useEffect(() => date.current?.focus(), [date]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = entryFrom(fields, entry);
    if (!result.ok) {
      setError(result.error);
      refs[result.error].current?.focus();
      return;
    }
    onSave(result.entry);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('journal.editEntry', { entry: entryName(t, lang, entry) })}
      className="space-y-5 print:hidden"
    >
      <EntryFieldset fields={fields} onChange={setFields} error={error} refs={refs} />
      <div className="flex flex-wrap gap-4">
        <button type="submit" className="btn-primary">
          {t('journal.save')}
        </button>
        <button type="button" className="btn border-2 border-navy-900 bg-white text-navy-900 hover:bg-navy-50" onClick={onCancel}>
          {t('journal.cancel')}
        </button>
      </div>
    </form>
  );
}

interface RowActions {
  onEdit: (id: string) => void;
  onDelete: (entry: JournalEntry) => void;
  onSave: (entry: JournalEntry) => void;
  onCancel: (id: string) => void;
}

// On paper an entry is one row of a table: date, kind, description, amount.
const printColumns = 'print:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1.6fr)_5.5rem]';

/** One entry; drawn again only when it, or whether it is being edited, changes. */
const EntryRow = memo(function EntryRow({ entry, editing, actions }: { entry: JournalEntry; editing: boolean; actions: RowActions }) {
  const { lang, t } = journalStrings.useT();
  const name = entryName(t, lang, entry);
  const kind = t(`journal.kind.${entry.kind}`);
  if (editing)
    return (
      <li className="p-4">
        <EditEntryForm entry={entry} onSave={actions.onSave} onCancel={() => actions.onCancel(entry.id)} />
      </li>
    );
  const action = '-ml-2 min-h-11 rounded-md px-2 text-sm font-semibold underline underline-offset-4';
  return (
    <li
      className={`grid grid-cols-[1fr_auto] gap-x-4 p-4 print:gap-x-3 print:px-0 print:py-1 print:text-sm print:[overflow-wrap:anywhere] ${printColumns} print:break-inside-avoid`}
    >
      <p className="font-semibold text-navy-900 print:contents">
        <time dateTime={entry.date} className="print:col-start-1 print:row-start-1 print:font-normal">
          <span className="print:hidden">{formatDay(lang, entry.date)}</span>
          <span className="hidden print:inline">{formatShortDay(lang, entry.date)}</span>
        </time>
        <span className="print:hidden"> · </span>
        <span className="print:col-start-2 print:row-start-1 print:font-normal">{kind}</span>
      </p>
      <p className="text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums print:col-start-4 print:row-start-1 print:font-normal">
        {entry.cents === null ? '' : formatMoney(lang, entry.cents)}
      </p>
      {entry.description && (
        <p className="col-span-2 mt-1 break-words whitespace-pre-line text-ink print:col-span-1 print:col-start-3 print:row-start-1 print:mt-0">
          {entry.description}
        </p>
      )}
      <div className="col-span-2 mt-1 flex gap-6 print:hidden">
        <button
          type="button"
          data-focus={`edit:${entry.id}`}
          onClick={() => actions.onEdit(entry.id)}
          aria-label={t('journal.editEntry', { entry: name })}
          className={`${action} text-navy-800`}
        >
          {t('journal.edit')}
        </button>
        <button
          type="button"
          data-focus={`delete:${entry.id}`}
          onClick={() => actions.onDelete(entry)}
          aria-label={t('journal.deleteEntry', { entry: name })}
          className={`${action} text-red-900`}
        >
          {t('journal.delete')}
        </button>
      </div>
    </li>
  );
});

const EntryList = memo(function EntryList({
  entries,
  editing,
  actions,
}: {
  entries: readonly JournalEntry[];
  editing: string | null;
  actions: RowActions;
}) {
  const { t } = journalStrings.useT();
  return (
    <>
      <div
        aria-hidden="true"
        className={`hidden border-b-2 border-navy-900 pb-1 text-sm font-bold print:grid print:gap-x-3 ${printColumns}`}
      >
        <span>{t('journal.date')}</span>
        <span>{t('journal.kind')}</span>
        <span>{t('journal.description')}</span>
        <span className="text-right">{t('journal.amount')}</span>
      </div>
      {/* A long journal lays out only the entries near the screen; on paper, all of them. */}
      <ol
        className={`divide-y divide-line rounded-lg border border-line bg-white print:rounded-none print:border-0 ${entries.length > 100 ? '[&>li]:[contain-intrinsic-size:auto_8rem] [&>li]:[content-visibility:auto] print:[&>li]:[content-visibility:visible]' : ''}`}
      >
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} editing={editing === entry.id} actions={actions} />
        ))}
      </ol>
    </>
  );
});

const Totals = memo(function Totals({ entries }: { entries: readonly JournalEntry[] }) {
  const { lang, t } = journalStrings.useT();
  const totals = totalsByKind(entries);
  const allCents = totals.reduce((sum, total) => sum + total.cents, 0);
  const cell = 'py-2 print:py-0.5';
  return (
    <section aria-labelledby="journal-totals" className="space-y-4 print:space-y-1">
      <h2 id="journal-totals" className="text-2xl font-bold print:text-lg">
        {t('journal.totals')}
      </h2>
      <table className="w-full max-w-xl border-collapse text-left print:text-sm">
        <thead>
          <tr className="border-b-2 border-navy-900">
            <th scope="col" className={`${cell} pr-4`}>
              {t('journal.kind')}
            </th>
            <th scope="col" className={`${cell} pr-4 text-right`}>
              {t('journal.count')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('journal.sum')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.kind} className="border-b border-line" data-kind={total.kind}>
              <th scope="row" className={`${cell} pr-4 font-normal`}>
                {t(`journal.kind.${total.kind}`)}
              </th>
              <td className={`${cell} pr-4 text-right tabular-nums`}>{total.count}</td>
              <td className={`${cell} text-right tabular-nums`}>{total.cents ? formatMoney(lang, total.cents) : '–'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className={`${cell} pr-4`}>
              {t('journal.total')}
            </th>
            <td className={`${cell} pr-4 text-right tabular-nums`}>{entries.length}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatMoney(lang, allCents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
});

function JournalBody() {
  const { lang, t } = journalStrings.useT();
  const [entries, setEntries] = useState<readonly JournalEntry[] | null>(null);
  const [storageFailed, setStorageFailed] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [printedOn, setPrintedOn] = useState<IsoDate | null>(null);
  /** Where keyboard focus goes once the list is drawn: a button's data-focus, or the list's heading. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The list as last drawn, for the callbacks, which stay the same so that the rows are not drawn again.
  const drawn = useRef<readonly JournalEntry[]>([]);
  useLayoutEffect(() => {
    drawn.current = entries ?? [];
  }, [entries]);

  const apply = useCallback((change: JournalChange) => setEntries((list) => applyChange(list ?? [], change)), []);

  useEffect(() => {
    let loaded = false;
    // Changes other tabs make while this one reads the journal are applied once it has: applying one twice is harmless.
    const early: JournalChange[] = [];
    const load = () =>
      loadJournal().then(
        (list) => {
          loaded = true;
          setEntries(early.splice(0).reduce<readonly JournalEntry[]>(applyChange, list));
        },
        () => {
          setStorageFailed(true);
          setEntries((list) => list ?? []);
        },
      );
    void load();
    const unwatch = watchOtherTabs((change) => (loaded ? apply(change) : early.push(change)));
    // A tab put to sleep by the browser may have missed changes: read again when it is shown.
    const onShow = () => {
      if (document.visibilityState === 'visible' && loaded) void load();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      unwatch();
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [apply]);

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

  // An entry deleted in another tab while it was being edited here is no longer edited.
  useEffect(() => {
    if (editing && entries && !entries.some((entry) => entry.id === editing)) setEditing(null);
  }, [editing, entries]);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    const target =
      focusTarget === 'heading'
        ? document.getElementById('journal-entries')
        : container.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`);
    target?.focus();
  }, [focusTarget]);

  const onAdd = useCallback(
    (entry: JournalEntry) => {
      // Emptied, then said again once kept: the same words for every entry are announced each time.
      setStatus(null);
      apply({ type: 'put', entry });
      addEntry(entry).then(
        () => {
          setStatus({ key: 'journal.added' });
          askToKeepStorage();
        },
        () => setStorageFailed(true),
      );
    },
    [apply],
  );

  const actions = useMemo<RowActions>(
    () => ({
      onEdit: (id) => setEditing(id),
      onCancel: (id) => {
        setEditing(null);
        setFocusTarget(`edit:${id}`);
      },
      onSave: (entry) => {
        replaceEntry(entry).then(
          (kept) => {
            setEditing(null);
            if (kept) {
              apply({ type: 'put', entry });
              setStatus({ key: 'journal.saved', entry });
              setFocusTarget(`edit:${entry.id}`);
            } else {
              apply({ type: 'delete', id: entry.id });
              setStatus({ key: 'journal.error.gone' });
              setFocusTarget('heading');
            }
          },
          () => setStorageFailed(true),
        );
      },
      onDelete: (entry) => {
        const list = drawn.current;
        const at = list.findIndex((e) => e.id === entry.id);
        const next = list[at + 1] ?? list[at - 1];
        deleteEntry(entry.id).then(
          () => {
            apply({ type: 'delete', id: entry.id });
            setStatus({ key: 'journal.deleted', entry });
            setFocusTarget(next ? `delete:${next.id}` : 'heading');
          },
          () => setStorageFailed(true),
        );
      },
    }),
    [apply],
  );

  // The list empties once the browser has deleted the entries, not before: a page closed or reloaded at once
  // must not bring back what the visitor was told is gone.
  async function deleteAll() {
    try {
      await deleteJournal();
      apply({ type: 'clear' });
    } catch {
      setStorageFailed(true);
    }
    setConfirming(false);
    setStatus({ key: 'journal.deletedAll' });
    setFocusTarget('heading');
  }

  const said = status ? t(status.key, status.entry ? { entry: entryName(t, lang, status.entry) } : {}) : '';
  const some = entries !== null && entries.length > 0;

  return (
    <div ref={container} className="space-y-10 print:space-y-4">
      {storageFailed && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
          {t('journal.error.storage')}
        </p>
      )}
      <NewEntryForm ready={entries !== null} status={said} onAdd={onAdd} />

      <div className="hidden print:block">
        <p className="text-2xl font-bold">{t('journal.printTitle')}</p>
        {printedOn && <p className="mt-1 text-muted">{t('journal.printedOn', { date: formatDay(lang, printedOn) })}</p>}
        {/* Left blank for a pen: the paper may be the only thing that says whose journal it is. */}
        <p className="mt-4 flex gap-8">
          <span className="flex-1 border-b border-ink pb-1">{t('journal.printName')}:</span>
          <span className="flex-1 border-b border-ink pb-1">{t('journal.printAccident')}:</span>
        </p>
      </div>

      {some && <Totals entries={entries} />}

      <section aria-labelledby="journal-entries" className="space-y-4 print:space-y-1">
        <h2 id="journal-entries" tabIndex={-1} className="text-2xl font-bold focus:outline-none print:text-lg">
          {t('journal.entries')}
        </h2>
        {/* While the browser's storage is read (a few milliseconds), the page says what it said before the script ran. */}
        {some ? <EntryList entries={entries} editing={editing} actions={actions} /> : <p className="text-muted">{t('journal.empty')}</p>}
      </section>

      {some && (
        <div className="flex flex-wrap gap-4 border-t border-line pt-6 print:hidden">
          <button type="button" className="btn-navy" onClick={() => window.print()}>
            {t('journal.print')}
          </button>
          {!confirming && (
            <button
              type="button"
              data-focus="deleteAll"
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
              onClick={() => {
                setConfirming(false);
                setFocusTarget('deleteAll');
              }}
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
