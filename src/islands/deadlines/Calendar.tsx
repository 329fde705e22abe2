import { useContext, useEffect, useMemo, useState } from 'react';
import { actDay, deadlinesLink, isNearLawsuit, type DeadlineContext, type DeadlineResult } from '../../lib/days-after/deadlines.ts';
import { formatDay, formatDayWithWeekday } from '../../lib/days-after/day-names.ts';
import { addDays, type IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { calendarFile, LAWSUIT_REMINDERS, NEAR_REMINDER_DAYS, STEP_REMINDERS } from '../../lib/days-after/ics.ts';
import { SourcesContext, useRules } from './context.ts';
import { closedText, deadlinesStrings, text, title, verifyText } from './strings.ts';
import type { ContactLinks, ReminderWords } from './types.ts';

/** The dates to remind of: those not yet passed, and not the interest, which asks nothing of the visitor. */
export function Calendar({
  result,
  now,
  action,
  context,
  contact,
  reminderWords,
}: {
  result: Extract<DeadlineResult, { ok: true }>;
  now: IsoDate | null;
  action: string;
  context: DeadlineContext;
  contact: ContactLinks;
  reminderWords: ReminderWords;
}) {
  const { lang, t } = deadlinesStrings.useT();
  const sources = useContext(SourcesContext);
  const { rules } = useRules();
  const [href, setHref] = useState<string | null>(null);
  const events = useMemo(
    () => result.deadlines.filter((d) => d.kind !== 'info' && (now === null || (d.closed?.lastOpen ?? d.date) >= now)),
    [result, now],
  );
  const content = useMemo(() => {
    const accident = formatDay(lang, result.accident);
    // The page's link, after its #: opened from the calendar, it shows these dates and sends none of them.
    const url = `${window.location.origin}${action}#${deadlinesLink(result, context)}`;
    return calendarFile(
      events.map((d) => ({
        uid: `${d.id}-${result.accident}-${lang}@deadlines`,
        // On a day the courts are closed, the event and its reminders fall on the court day before it.
        date: d.closed?.lastOpen ?? d.date,
        summary: t('deadlines.calendarEvent', { accident, title: title(t, d.id) }),
        description: [
          t('deadlines.calendarCaveat'),
          `${formatDayWithWeekday(lang, d.date)}${rules[d.id].line ? `: ${rules[d.id].line}` : ''}`,
          ...(d.closed ? [closedText(t, lang, d.closed, d.date)] : []),
          ...(d.kind === 'lawsuit' ? [t('deadlines.lastDay')] : []),
          text(t, rules, d.id),
          ...(verifyText(rules, d.id) ? [verifyText(rules, d.id)!] : []),
          ...(sources[d.id] ?? []).map((c) => c.greek ?? c.text),
          t('deadlines.calendarPhone', { phone: contact.display }),
          url,
        ].join('\n'),
        // The last day to sue: months ahead, to draft, file and serve; the Fund's answer also on the day itself,
        // from which a short deadline to sue may run.
        remindDaysBefore: d.kind === 'lawsuit' ? LAWSUIT_REMINDERS : d.kind === 'fundAnswer' ? [...STEP_REMINDERS, 0] : STEP_REMINDERS,
        // Near, most of those are past: a day and two weeks after the file is made too.
        ...(now !== null && isNearLawsuit(d, now)
          ? { remindOn: NEAR_REMINDER_DAYS.map((days) => addDays(now, days)).filter((day) => day < actDay(d)) }
          : {}),
        url,
      })),
      { name: t('deadlines.calendarName'), stamp: new Date(), lang },
    );
  }, [events, result, action, context, contact, now, lang, t, sources, rules]);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [content]);
  if (!href || events.length === 0) return null;
  return (
    <div className="print:hidden">
      <a href={href} download={t('deadlines.calendarFile')} className="btn-navy">
        {t('deadlines.calendar')}
      </a>
      <p className="mt-2 text-sm text-muted">
        {t('deadlines.calendarHint', reminderWords)}
        {now !== null && events.some((d) => isNearLawsuit(d, now)) && ` ${t('deadlines.calendarNear', reminderWords)}`}
      </p>
    </div>
  );
}
