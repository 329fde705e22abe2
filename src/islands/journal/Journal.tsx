import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { entryName, formatDay } from '../../lib/days-after/journal-format.ts';
import { pageBounds, pageCount, pageOf } from '../../lib/days-after/journal-pages.ts';
import { applyChange, type JournalChange, type JournalEntry } from '../../lib/days-after/journal.ts';
import { Island, type IslandProps } from '../Island.tsx';
import type { StringsOf } from '../i18n.tsx';
import { addEntry, askToKeepStorage, deleteEntry, deleteJournal, loadJournal, replaceEntry, watchOtherTabs } from '../journal-store.ts';
import { forgetPagesWithAnswers } from '../kept-pages.ts';
import { NewEntryForm, today } from './EntryForms.tsx';
import { EntryList, PageNav, type RowActions } from './EntryList.tsx';
import { journalStrings } from './strings.ts';
import { Totals } from './Totals.tsx';

export { journalStrings } from './strings.ts';

type Props = IslandProps<StringsOf<typeof journalStrings>>;

/** What the status line says: a key, and the entry it speaks of. */
type Status = {
  key: 'journal.added' | 'journal.saved' | 'journal.deleted' | 'journal.deletedAll' | 'journal.error.gone';
  entry?: JournalEntry;
};

/** The entry a focus target names (`edit:<id>`, `delete:<id>`), if any. */
const targetEntry = (target: string) => /^(?:edit|delete):(.+)$/.exec(target)?.[1];

function JournalBody() {
  const { lang, t } = journalStrings.useT();
  const [entries, setEntries] = useState<readonly JournalEntry[] | null>(null);
  const [storageFailed, setStorageFailed] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [printedOn, setPrintedOn] = useState<IsoDate | null>(null);
  /** Which page of the list is shown, 0 the latest; every entry while the page is printed. */
  const [page, setPage] = useState(0);
  const [printing, setPrinting] = useState(false);
  /** An entry whose page is to be shown: one just added, which may belong to an earlier page. */
  const [reveal, setReveal] = useState<string | null>(null);
  /** Where keyboard focus goes once the list is drawn: a button's data-focus, or the list's heading. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The list as last drawn, for the callbacks, which stay the same so that the rows are not drawn again.
  const drawn = useRef<readonly JournalEntry[]>([]);
  /** Where the page shown starts and ends in that list. */
  const drawnPage = useRef({ start: 0, end: 0 });
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

  // On paper, every entry, and the day of printing: set as the browser lays the page out for print,
  // synchronously so that the layout has them; the screen shows its page again afterwards.
  useEffect(() => {
    const before = () =>
      flushSync(() => {
        setPrintedOn(today());
        setPrinting(true);
      });
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  // An entry deleted in another tab while it was being edited here is no longer edited.
  useEffect(() => {
    if (editing && entries && !entries.some((entry) => entry.id === editing)) setEditing(null);
  }, [editing, entries]);

  const length = entries?.length ?? 0;
  const shown = pageBounds(length, page);
  useLayoutEffect(() => {
    drawnPage.current = { start: shown.start, end: shown.end };
  }, [shown.start, shown.end]);
  const pageOfEntry = useCallback(
    (id: string) => {
      const at = entries?.findIndex((entry) => entry.id === id) ?? -1;
      return at < 0 ? null : pageOf(entries!.length, at);
    },
    [entries],
  );

  // The page kept within the pages there are: a journal emptied, then grown again, opens on its latest page.
  useEffect(() => {
    if (page !== shown.page) setPage(shown.page);
  }, [page, shown.page]);

  useEffect(() => {
    if (!reveal || !entries) return;
    setReveal(null);
    const on = pageOfEntry(reveal);
    if (on !== null) setPage(on);
  }, [reveal, entries, pageOfEntry]);

  useEffect(() => {
    if (!focusTarget) return;
    // A button of an entry on another page: that page first, then the button.
    const id = targetEntry(focusTarget);
    const on = id === undefined ? null : pageOfEntry(id);
    if (on !== null && on !== shown.page) {
      setPage(on);
      return;
    }
    setFocusTarget(null);
    const target =
      focusTarget === 'heading'
        ? document.getElementById('journal-entries')
        : container.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`);
    target?.focus();
  }, [focusTarget, pageOfEntry, shown.page]);

  const onAdd = useCallback(
    (entry: JournalEntry) => {
      // Emptied, then said again once kept: the same words for every entry are announced each time.
      setStatus(null);
      apply({ type: 'put', entry });
      setReveal(entry.id);
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
        // Focus goes to the next entry's Delete, or to the one before when the next would not be on this page: the
        // pages are cut from the latest entry, so the page of a deleted entry takes in the one before its first.
        const next = (at < drawnPage.current.end - 1 ? list[at + 1] : undefined) ?? list[at - 1] ?? list[at + 1];
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
      // Not needed for the journal: a cache the browser refuses to open leaves it deleted all the same.
      await forgetPagesWithAnswers().catch(() => undefined);
    } catch {
      setStorageFailed(true);
    }
    setConfirming(false);
    setStatus({ key: 'journal.deletedAll' });
    setFocusTarget('heading');
  }

  function turnTo(next: number) {
    setPage(next);
    setFocusTarget('heading');
  }

  const said = status
    ? t(status.key, status.entry ? { entry: entryName(lang, status.entry, t(`journal.kind.${status.entry.kind}`)) } : {})
    : '';
  const some = entries !== null && entries.length > 0;
  const pages = pageCount(length);
  const onScreen = useMemo(() => entries?.slice(shown.start, shown.end) ?? [], [entries, shown.start, shown.end]);

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
        {some ? (
          <>
            {pages > 1 && (
              <PageNav
                first={onScreen[0]!}
                last={onScreen.at(-1)!}
                count={{ from: shown.start + 1, to: shown.end, of: length }}
                page={shown.page}
                pages={pages}
                onPage={turnTo}
              />
            )}
            <EntryList entries={printing ? entries : onScreen} editing={editing} actions={actions} />
          </>
        ) : (
          <p className="text-muted">{t('journal.empty')}</p>
        )}
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
