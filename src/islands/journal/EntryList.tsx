import { memo } from 'react';
import { entryName, formatDay, formatMoney, formatShortDay } from '../../lib/days-after/journal-format.ts';
import type { JournalEntry } from '../../lib/days-after/journal.ts';
import { EditEntryForm } from './EntryForms.tsx';
import { journalStrings } from './strings.ts';

export interface RowActions {
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
  const kind = t(`journal.kind.${entry.kind}`);
  const name = entryName(lang, entry, kind);
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
          <span className="hidden print:inline">{formatShortDay(entry.date)}</span>
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

/** The entries shown: a page of them on the screen, every one on paper. */
export const EntryList = memo(function EntryList({
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
      <ol className="divide-y divide-line rounded-lg border border-line bg-white print:rounded-none print:border-0">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} editing={editing === entry.id} actions={actions} />
        ))}
      </ol>
    </>
  );
});

/**
 * Which entries the page shows, and the way to the others. Each button leads to a page that exists; at the
 * first or the last page, those that would lead nowhere are not drawn.
 */
export function PageNav({
  first,
  last,
  count,
  page,
  pages,
  onPage,
}: {
  first: JournalEntry;
  last: JournalEntry;
  /** Where the page's entries stand in the whole journal, from 1: its first and its last. */
  count: { from: number; to: number; of: number };
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { lang, t } = journalStrings.useT();
  const button = 'btn min-h-11 border-2 border-navy-900 bg-white px-4 text-navy-900 hover:bg-navy-50';
  const showing = t('journal.showing', {
    from: count.from,
    to: count.to,
    count: count.of,
    first: formatDay(lang, first.date),
    last: formatDay(lang, last.date),
  });
  return (
    <nav aria-label={t('journal.pages')} className="flex flex-wrap items-center gap-3 print:hidden">
      <p className="w-full text-muted" data-testid="journal-showing">
        {showing}
      </p>
      {page < pages - 1 && (
        <>
          <button type="button" className={button} onClick={() => onPage(pages - 1)}>
            {t('journal.earliest')}
          </button>
          <button type="button" className={button} onClick={() => onPage(page + 1)}>
            {t('journal.earlier')}
          </button>
        </>
      )}
      {page > 0 && (
        <>
          <button type="button" className={button} onClick={() => onPage(page - 1)}>
            {t('journal.later')}
          </button>
          <button type="button" className={button} onClick={() => onPage(0)}>
            {t('journal.latest')}
          </button>
        </>
      )}
    </nav>
  );
}
