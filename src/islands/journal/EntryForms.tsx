import { memo, useEffect, useState, type SubmitEvent } from 'react';
import { toIso, type IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { formatAmount, entryName } from '../../lib/days-after/journal-format.ts';
import {
  entryFrom,
  entryKinds,
  fieldsOf,
  type EntryError,
  type EntryFields,
  type EntryKind,
  type JournalEntry,
} from '../../lib/days-after/journal.ts';
import { useTypedBeforeHydration } from '../typed-before-hydration.ts';
import { EntryFieldset, useFieldRefs } from './EntryFieldset.tsx';
import { journalStrings } from './strings.ts';

const FIELD_NAMES = ['date', 'kind', 'amount', 'description'] as const;

/** Today on the visitor's calendar. */
export function today(): IsoDate {
  const now = new Date();
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * The form for a new entry. Its fields are its own state, so that a keystroke draws the form again and not the
 * list, however long the journal.
 */
export const NewEntryForm = memo(function NewEntryForm({
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
export function EditEntryForm({
  entry,
  onSave,
  onCancel,
}: {
  entry: JournalEntry;
  onSave: (entry: JournalEntry) => void;
  onCancel: () => void;
}) {
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
      aria-label={t('journal.editEntry', { entry: entryName(lang, entry, t(`journal.kind.${entry.kind}`)) })}
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
