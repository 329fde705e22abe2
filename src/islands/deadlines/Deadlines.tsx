import { useMemo } from 'react';
import type { DeadlinePeriods, DeadlineId } from '../../lib/days-after/deadlines.ts';
import { Island, type IslandProps } from '../Island.tsx';
import type { StringsOf } from '../i18n.tsx';
import { RulesContext, SourcesContext } from './context.ts';
import { DeadlinesForm } from './DeadlinesForm.tsx';
import { deadlinesStrings } from './strings.ts';
import type { Citation, ContactLinks, GuideLink, ReminderWords, RuleCard } from './types.ts';

/**
 * The dates page's island (/deadlines): the form of the accident's and the claims' dates, and the dates that
 * follow, worked out on the device (src/lib/days-after/deadlines.ts); before a date is given, each rule.
 * Its parts: the form and the result (DeadlinesForm.tsx), the cards (cards.tsx), the calendar file
 * (Calendar.tsx), the strings (strings.ts).
 */
export { deadlinesStrings };
export type { Citation, ContactLinks, GuideLink, ReminderWords, RuleCard };

interface Props extends IslandProps<StringsOf<typeof deadlinesStrings>> {
  /** The page's own address, where the form sends its dates (a GET, so the result is a link). */
  action: string;
  /** The guides the dates link to, by slug. */
  guides: Record<string, GuideLink>;
  /** The guide's section on the written claim to the insurer, for a visitor who has not sent one. */
  claimHowTo: string;
  /** The page that makes that letter on the device (/letter). */
  claimLetter: string;
  /** What each date rests on (its rule's sources in the register), cited at build time as the guides cite it. */
  sources: Record<string, Citation[]>;
  /** Each date's rule (src/lib/days-after/deadlines.ts, `deadlineRules`), in the page's language. */
  rules: Record<DeadlineId | 'fundClaim', RuleCard>;
  /** The periods the dates are counted by, from the register. */
  periods: DeadlinePeriods;
  /** The calendar's reminders in words ('180, 90 και 30 ημέρες'), from src/lib/days-after/ics.ts. */
  reminderWords: ReminderWords;
  contact: ContactLinks;
}

export default function Deadlines({
  lang,
  strings,
  action,
  guides,
  claimHowTo,
  claimLetter,
  sources,
  rules,
  periods,
  reminderWords,
  contact,
}: Props) {
  const given = useMemo(() => ({ rules, periods }), [rules, periods]);
  return (
    <Island lang={lang} strings={strings}>
      <SourcesContext value={sources}>
        <RulesContext value={given}>
          <DeadlinesForm
            action={action}
            guides={guides}
            claimHowTo={claimHowTo}
            claimLetter={claimLetter}
            contact={contact}
            reminderWords={reminderWords}
          />
        </RulesContext>
      </SourcesContext>
    </Island>
  );
}
