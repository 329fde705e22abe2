import { useId, useRef, type RefObject } from 'react';
import { DESCRIPTION_MAX, entryKinds, type EntryError, type EntryFields, type EntryKind } from '../../lib/days-after/journal.ts';
import { journalStrings } from './strings.ts';

export const control =
  'mt-2 block w-full rounded-md border border-line bg-white px-3 py-2.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700';

export type FieldRefs = {
  date: RefObject<HTMLInputElement | null>;
  amount: RefObject<HTMLInputElement | null>;
  description: RefObject<HTMLTextAreaElement | null>;
};

export function useFieldRefs(): FieldRefs {
  return { date: useRef<HTMLInputElement>(null), amount: useRef<HTMLInputElement>(null), description: useRef<HTMLTextAreaElement>(null) };
}

/** The date, kind, amount and description of an entry, and what is wrong with them: for a new entry and an edited one. */
export function EntryFieldset({
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
