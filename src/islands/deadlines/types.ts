import type { DeadlineId, DeadlinePeriods } from '../../lib/days-after/deadlines.ts';

/** A provision or decision in the page's language, and for a reader of another language the Greek citation too. */
export interface Citation {
  text: string;
  /** The language of `text` when it is not the page's. */
  textLang?: string;
  greek?: string;
}

/** A guide a date links to: its address in the page's language and its title. */
export interface GuideLink {
  href: string;
  title: string;
}

/**
 * A date's rule of the register of the law, as the page rendered it at build time: the period and its start
 * in one line, the rule's words, whether a lawyer of the firm has confirmed it, and how the period is counted.
 */
export interface RuleCard {
  line?: string;
  text: string;
  /** The rule in one sentence, where a card quotes it under another's date. */
  short?: string;
  unconfirmed: boolean;
  reading?: string;
}

/** The office's ways in, as the call bar has them: a call (its number, and as people write it) and the contact form. */
export interface ContactLinks {
  tel: string;
  display: string;
  message: string;
}

/** The calendar's reminders in words, from src/lib/days-after/ics.ts: before a last day to sue, before the other dates, and after the file is made for a near one. */
export type ReminderWords = Record<'lawsuit' | 'step' | 'near' | 'within', string>;

/** Each date's rule (src/lib/days-after/deadlines.ts, `deadlineRules`), in the page's language. */
export type Rules = Record<DeadlineId | 'fundClaim', RuleCard>;

/** What the register says, given once by the page and read by every card: the rules' words and the periods they count by. */
export interface RulesGiven {
  rules: Rules;
  periods: DeadlinePeriods;
}
