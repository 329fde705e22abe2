import { memo } from 'react';
import { formatMoney } from '../../lib/days-after/journal-format.ts';
import { totalsByKind, type JournalEntry } from '../../lib/days-after/journal.ts';
import { journalStrings } from './strings.ts';

/** How many entries of each kind, and what the expenses come to: over the whole journal, whichever page is shown. */
export const Totals = memo(function Totals({ entries }: { entries: readonly JournalEntry[] }) {
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
