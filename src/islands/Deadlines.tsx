import { createContext, Fragment, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { Lang } from '../i18n/locales.ts';
import { startQuestions } from '../config/start-path.ts';
import {
  actDay,
  arrangeDeadlines,
  computeDeadlines,
  deadlineGuides,
  deadlineKinds,
  deadlinesLink,
  isDeadlinesLink,
  type Deadline,
  type DeadlineCard,
  type DeadlineContext,
  type DeadlinePeriods,
  type DeadlineError,
  type DeadlineField,
  type DeadlineId,
  type DeadlineKind,
  type DeadlineResult,
} from '../lib/days-after/deadlines.ts';
import { formatDay, formatDayOf, formatDayWithWeekday, timeBetween, weekdayName } from '../lib/days-after/day-names.ts';
import { addDays, mayDayUncertain, toIso, type IsoDate } from '../lib/days-after/greek-calendar.ts';
import { calendarFile, LAWSUIT_REMINDERS, NEAR_REMINDER_DAYS, NEAR_REMINDER_WITHIN, STEP_REMINDERS } from '../lib/days-after/ics.ts';
import { periodWords } from '../lib/law/period.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf, type Translate } from './i18n.tsx';
import { listSeparator } from '../lib/typography.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

export const deadlinesStrings = islandStrings([
  'deadlines.accident',
  'deadlines.received',
  'deadlines.receivedHint',
  'deadlines.noClaim',
  'deadlines.noClaimLink',
  'deadlines.noClaimLetter',
  'deadlines.fundReceived',
  'deadlines.fundReceivedHint',
  'deadlines.submit',
  'deadlines.resultTitle',
  'deadlines.rulesTitle',
  'deadlines.source',
  'deadlines.guide',
  'deadlines.ruleLine',
  'deadlines.howWeCount',
  'deadlines.mayDay',
  'deadlines.lastDay',
  'deadlines.closed.weekend',
  'deadlines.closed.holiday',
  'deadlines.closed.courtsHoliday',
  'deadlines.passed.notice',
  'deadlines.passed.insurerAnswer',
  'deadlines.passed.fundAnswer',
  'deadlines.passed.lawsuit',
  'deadlines.olderRules',
  'deadlines.calendar',
  'deadlines.calendarHint',
  'deadlines.calendarName',
  'deadlines.calendarFile',
  'deadlines.calendarCaveat',
  'deadlines.calendarEvent',
  'deadlines.calendarPhone',
  'deadlines.calendarNear',
  'deadlines.share',
  'deadlines.error.accidentMissing',
  'deadlines.error.accidentInvalid',
  'deadlines.error.receivedInvalid',
  'deadlines.error.receivedBeforeAccident',
  'deadlines.error.fundReceivedInvalid',
  'deadlines.error.fundReceivedBeforeAccident',
  'deadlines.error.outOfRange',
  'deadlines.lawyer.title',
  'deadlines.lawyer.text',
  'deadlines.lawyer.call',
  'deadlines.lawyer.message',
  'deadlines.near.title',
  'deadlines.near.left',
  'deadlines.near.today',
  'deadlines.near.text',
  'deadlines.passedTitle',
  'deadlines.asideTitle',
  'deadlines.asideText',
  'deadlines.notice.title',
  'deadlines.insurerAnswer.title',
  'deadlines.interest.title',
  'deadlines.fundAnswer.title',
  'deadlines.fundAnswer.do',
  'deadlines.strictLiability.title',
  'deadlines.insurer.title',
  'deadlines.fund.title',
  'deadlines.fundClaim.title',
  'deadlines.fundClaim.caution',
]);
type T = Translate<(typeof deadlinesStrings.keys)[number]>;

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

/** The calendar's reminders in words, from src/lib/days-after/ics.ts: before a last day to sue, before the other dates, and after the file is made for a near one. */
export type ReminderWords = Record<'lawsuit' | 'step' | 'near' | 'within', string>;

/** Every date the page can show, in the order of the explanation shown before any date is given. */
const ruleOrder: readonly DeadlineId[] = ['notice', 'insurerAnswer', 'interest', 'fundAnswer', 'strictLiability', 'insurer', 'fund'];

const title = (t: T, id: DeadlineId) => t(`deadlines.${id}.title`);
/** What the register's rules say, and the periods they count by: given once by the page, read by every card. */
const RulesContext = createContext<{ rules: Props['rules']; periods: DeadlinePeriods } | null>(null);
function useRules() {
  const rules = useContext(RulesContext);
  if (!rules) throw new Error('Deadlines: the rules are missing');
  return rules;
}
/** The card's text: for the Fund's answer, what to do when it comes (the rule's own words are its verify line). */
const text = (t: T, rules: Props['rules'], id: DeadlineId) =>
  id === 'fundAnswer' ? `${rules.fundAnswer.text} ${t('deadlines.fundAnswer.do')}` : rules[id].text;
const errorText = (t: T, error: DeadlineError) => t(`deadlines.error.${error}`);

/** What a date that is over means for the visitor: never "too late", and nothing at all for interest. */
function passedText(t: T, kind: DeadlineKind): string | null {
  switch (kind) {
    case 'step':
      return t('deadlines.passed.notice');
    case 'insurerDuty':
      return t('deadlines.passed.insurerAnswer');
    case 'fundAnswer':
      return t('deadlines.passed.fundAnswer');
    case 'lawsuit':
      return t('deadlines.passed.lawsuit');
    case 'info':
      return null;
  }
}

/** For a last day to sue on which the courts are closed: the day before to treat as the last. */
function closedText(t: T, lang: Lang, closed: NonNullable<Deadline['closed']>, date: IsoDate): string {
  const lastOpen = formatDayWithWeekday(lang, closed.lastOpen);
  if (closed.reason === 'saturday' || closed.reason === 'sunday')
    return t('deadlines.closed.weekend', { weekday: weekdayName(lang, date), date: lastOpen });
  return t(closed.reason === 'holiday' ? 'deadlines.closed.holiday' : 'deadlines.closed.courtsHoliday', { date: lastOpen });
}

/** The short deadline to sue the Fund, which no date is given for: one short line under its dates. */
const verifyText = (rules: Props['rules'], id: DeadlineId | 'fundClaim') => (id === 'fundAnswer' ? (rules.fundClaim.short ?? null) : null);

/** Today on the visitor's own clock. */
function today(): IsoDate {
  const now = new Date();
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** 'Source: Article 9(1) of Presidential Decree 237/1986 — άρθρο 9 παρ. 1 π.δ. 237/1986', as a guide lists its sources. */
function Sources({ citations }: { citations: Citation[] | undefined }) {
  const { lang, t } = deadlinesStrings.useT();
  if (!citations?.length) return null;
  return (
    <p className="mt-3 text-sm text-muted">
      {t('deadlines.source')}:{' '}
      {citations.map((c, i) => (
        <Fragment key={c.text}>
          {i > 0 && listSeparator(lang)}
          {c.textLang ? <span lang={c.textLang}>{c.text}</span> : c.text}
          {c.greek && (
            <>
              {' — '}
              <span lang="el">{c.greek}</span>
            </>
          )}
        </Fragment>
      ))}
    </p>
  );
}

const SourcesContext = createContext<Record<string, Citation[]>>({});

function Caution() {
  const { t } = deadlinesStrings.useT();
  return (
    <p className="mb-2 inline-block rounded-sm bg-navy-50 px-2 py-0.5 text-sm font-semibold text-navy-900">
      {t('deadlines.fundClaim.caution')}
    </p>
  );
}

function Item({
  id,
  deadline,
  guides,
  now,
}: {
  id: DeadlineId;
  deadline?: Deadline;
  guides: Record<string, GuideLink>;
  now?: IsoDate | null;
}) {
  const { lang, t } = deadlinesStrings.useT();
  const sources = useContext(SourcesContext);
  const { rules } = useRules();
  const link = guides[deadlineGuides[id]];
  const kind = deadlineKinds[id];
  // A last day the courts are closed is over once the day before it, the one to act on, is.
  const passed = deadline && now && (deadline.closed?.lastOpen ?? deadline.date) < now ? passedText(t, kind) : null;
  const verify = verifyText(rules, id);
  const card = rules[id];
  return (
    <li
      className={`card border-l-4 print:break-inside-avoid ${kind === 'lawsuit' ? 'border-l-navy-800' : 'border-l-gold-500'}`}
      data-deadline={id}
      data-kind={kind}
    >
      {card.unconfirmed && <Caution />}
      {deadline && (
        <p className="font-serif text-2xl font-bold text-navy-900">
          <time dateTime={deadline.date}>{formatDayWithWeekday(lang, deadline.date)}</time>
        </p>
      )}
      <h3 className="mt-1 text-xl font-bold">{title(t, id)}</h3>
      {card.line && <p className="mt-1 text-sm font-semibold tracking-wide text-gold-700 uppercase">{card.line}</p>}
      {deadline?.closed && (
        <p className="mt-3 rounded-md bg-navy-50 p-3 font-semibold text-navy-900" data-closed={deadline.closed.reason}>
          {closedText(t, lang, deadline.closed, deadline.date)}
        </p>
      )}
      {passed && (
        <p className="mt-3 border-l-2 border-line pl-3 text-ink" data-passed>
          {passed}
        </p>
      )}
      {kind === 'lawsuit' && <p className="mt-3 leading-relaxed font-semibold text-ink">{t('deadlines.lastDay')}</p>}
      {deadline && kind === 'lawsuit' && mayDayUncertain(deadline.closed?.lastOpen ?? deadline.date) && (
        <p className="mt-3 text-sm leading-relaxed text-muted" data-may-day>
          {t('deadlines.mayDay')}
        </p>
      )}
      <p className="mt-3 leading-relaxed text-ink">{text(t, rules, id)}</p>
      {id === 'notice' && card.reading && (
        <p className="mt-3 text-sm leading-relaxed text-muted">{t('deadlines.howWeCount', { reading: card.reading })}</p>
      )}
      {verify && <p className="mt-3 text-sm leading-relaxed text-muted">{verify}</p>}
      <Sources citations={sources[id]} />
      {link && <GuideLinkLine link={link} />}
    </li>
  );
}

/** The guide that explains a date, under it. */
function GuideLinkLine({ link }: { link: GuideLink }) {
  const { t } = deadlinesStrings.useT();
  return (
    <p className="mt-3">
      <a href={link.href} className="font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-700">
        {t('deadlines.guide')}: {link.title}
      </a>
    </p>
  );
}

/** The Fund's written claim: a step before suing it, whose deadline to sue the fact sheet does not confirm. */
function FundClaim({ guides }: { guides: Record<string, GuideLink> }) {
  const { t } = deadlinesStrings.useT();
  const { rules } = useRules();
  const link = guides[deadlineGuides.fundClaim];
  return (
    <li className="card border-l-4 border-l-navy-800 print:break-inside-avoid" data-deadline="fundClaim">
      {(rules.fundClaim.unconfirmed || rules.fundAnswer.unconfirmed) && <Caution />}
      <h3 className="text-xl font-bold">{t('deadlines.fundClaim.title')}</h3>
      <p className="mt-3 leading-relaxed text-ink">{rules.fundAnswer.text}</p>
      <p className="mt-3 text-sm leading-relaxed text-muted">{rules.fundClaim.text}</p>
      <Sources citations={useContext(SourcesContext).fundClaim} />
      {link && <GuideLinkLine link={link} />}
    </li>
  );
}

/**
 * A last day to sue that is near, above everything else the result shows: the day, how long is left and the
 * office's number, calmly (navy, not red; the review of 1 December 2026, H3).
 */
function NearBox({ deadline, now, contact }: { deadline: Deadline; now: IsoDate; contact: ContactLinks }) {
  const { lang, t } = deadlinesStrings.useT();
  const day = actDay(deadline);
  const left = timeBetween(now, day);
  return (
    <div className="rounded-lg border-2 border-navy-800 bg-white p-5 print:border" data-testid="deadlines-near" data-deadline={deadline.id}>
      <h3 className="text-xl font-bold">{t('deadlines.near.title')}</h3>
      <p className="mt-2 font-serif text-2xl font-bold text-navy-900">
        <time dateTime={day}>{formatDayWithWeekday(lang, day)}</time>
      </p>
      <p className="mt-1 font-semibold text-ink">
        {title(t, deadline.id)}
        {' · '}
        {left.length === 0 ? t('deadlines.near.today') : t('deadlines.near.left', { left: periodWords(left, lang, { digits: true }) })}
      </p>
      <p className="mt-3 leading-relaxed text-ink">{t('deadlines.near.text')}</p>
      <p className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a href={`tel:${contact.tel}`} className="btn-primary">
          <span>
            {t('deadlines.lawyer.call')}: <span className="whitespace-nowrap">{contact.display}</span>
          </span>
        </a>
        <a
          href={contact.message}
          className="inline-flex min-h-11 items-center rounded-md border border-navy-800 px-4 font-semibold text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50"
        >
          {t('deadlines.lawyer.message')}
        </a>
      </p>
    </div>
  );
}

/** A card of the result: a dated one, or the Fund's written claim. */
function CardOf({ card, guides, now }: { card: DeadlineCard; guides: Record<string, GuideLink>; now: IsoDate | null }) {
  return card.id === 'fundClaim' ? <FundClaim guides={guides} /> : <Item id={card.id} deadline={card.deadline} guides={guides} now={now} />;
}

/** Cards folded under a line that says how many there are (printed unfolded). */
function Fold({ testId, summary, text, children }: { testId: string; summary: string; text?: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-line bg-white/60 p-4 print:border-0 print:p-0" data-fold data-testid={testId}>
      <summary className="cursor-pointer py-2 text-lg font-semibold text-navy-900">{summary}</summary>
      {text && <p className="mt-2 text-muted">{text}</p>}
      <ol className="mt-4 space-y-5">{children}</ol>
    </details>
  );
}

/** "Speak to a lawyer": a note with the office's call and message buttons, never a dated deadline. */
function LawyerNote({ contact }: { contact: ContactLinks }) {
  const { t } = deadlinesStrings.useT();
  return (
    <div className="rounded-lg border border-line bg-white p-5 print:hidden" data-testid="deadlines-lawyer">
      <h3 className="text-xl font-bold">{t('deadlines.lawyer.title')}</h3>
      <p className="mt-2 leading-relaxed text-ink">{t('deadlines.lawyer.text')}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={`tel:${contact.tel}`} className="btn-primary">
          {t('deadlines.lawyer.call')}
        </a>
        <a
          href={contact.message}
          className="inline-flex min-h-11 items-center rounded-md border border-navy-800 px-4 font-semibold text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50"
        >
          {t('deadlines.lawyer.message')}
        </a>
      </p>
    </div>
  );
}

/** The dates to remind of: those not yet passed, and not the interest, which asks nothing of the visitor. */
function Calendar({
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
    const near = (d: Deadline) => now !== null && d.kind === 'lawsuit' && actDay(d) < addDays(now, NEAR_REMINDER_WITHIN);
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
        ...(near(d) ? { remindOn: NEAR_REMINDER_DAYS.map((days) => addDays(now!, days)).filter((day) => day < actDay(d)) } : {}),
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
        {events.some((d) => now !== null && d.kind === 'lawsuit' && actDay(d) < addDays(now, NEAR_REMINDER_WITHIN)) &&
          ` ${t('deadlines.calendarNear', reminderWords)}`}
      </p>
    </div>
  );
}

const fields: readonly DeadlineField[] = ['accident', 'received', 'fundReceived'];
type Values = Record<DeadlineField, string>;
const empty: Values = { accident: '', received: '', fundReceived: '' };

function DeadlinesForm({
  action,
  guides,
  claimHowTo,
  claimLetter,
  contact,
  reminderWords,
}: Pick<Props, 'action' | 'guides' | 'claimHowTo' | 'claimLetter' | 'contact' | 'reminderWords'>) {
  const { lang, t } = deadlinesStrings.useT();
  const { periods } = useRules();
  const ids = {
    accident: useId(),
    received: useId(),
    receivedHint: useId(),
    fundReceived: useId(),
    fundReceivedHint: useId(),
    error: useId(),
  };
  const [values, setValues] = useState<Values>(empty);
  const [result, setResult] = useState<DeadlineResult | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [now, setNow] = useState<IsoDate | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refs = {
    accident: useRef<HTMLInputElement>(null),
    received: useRef<HTMLInputElement>(null),
    fundReceived: useRef<HTMLInputElement>(null),
  };
  const [moveFocus, setMoveFocus] = useState(false);
  /** What the what-happened path passed on (who the visitor was, the other vehicle): it orders the dates. */
  const [context, setContext] = useState<DeadlineContext>({});
  /** Opened from a link with dates: the result is brought into view once drawn, as a link to it would be. */
  const [toResult, setToResult] = useState(false);
  useTypedBeforeHydration(refs.accident, fields, (typed) => setValues((values) => ({ ...values, ...typed })));

  // A shared or bookmarked link, or one from the path, keeps its dates after the # (#accident=…&received=…&role=…),
  // which never reaches the server; the form sent before the script ran, or without it, put them in the query,
  // which is then moved after the #. Shown at once, and again when another such link is opened on the page.
  useEffect(() => {
    const show = (params: URLSearchParams) => {
      // Trimmed as the dates are computed: a date field cannot hold ' 2026-11-25 ' (a shared link's '+' is a space).
      const fromLink = Object.fromEntries(fields.map((f) => [f, params.get(f)?.trim() ?? ''])) as Values;
      const known = (name: 'role' | 'other') => {
        const value = params.get(name);
        return (startQuestions[name] as readonly string[]).includes(value ?? '') ? value! : undefined;
      };
      const given: DeadlineContext = { role: known('role'), other: known('other') };
      setContext(given);
      if (fields.every((f) => !fromLink[f])) return given;
      setValues(fromLink);
      const computed = computeDeadlines(fromLink, periods);
      setResult(computed);
      setToResult(computed.ok);
      return given;
    };
    setHydrated(true);
    setNow(today());
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const query = new URLSearchParams(window.location.search);
    if (isDeadlinesLink(hash)) show(hash);
    else if (isDeadlinesLink(query)) {
      const given = show(query);
      history.replaceState(
        history.state,
        '',
        `${action}#${deadlinesLink(Object.fromEntries(fields.map((f) => [f, query.get(f)])), given)}`,
      );
    }
    const onHash = () => {
      const params = new URLSearchParams(window.location.hash.slice(1));
      if (isDeadlinesLink(params)) show(params);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [periods, action]);

  // Brought into view under the page's header, unless the visitor has already scrolled the page themselves.
  useEffect(() => {
    if (!toResult) return;
    setToResult(false);
    if (window.scrollY < 10) heading.current?.scrollIntoView({ block: 'start' });
  }, [toResult]);

  // Printed, the folded dates are printed too.
  useEffect(() => {
    const unfold = () => document.querySelectorAll<HTMLDetailsElement>('details[data-fold]').forEach((d) => (d.open = true));
    window.addEventListener('beforeprint', unfold);
    return () => window.removeEventListener('beforeprint', unfold);
  }, []);

  useEffect(() => {
    if (!moveFocus || !result) return;
    setMoveFocus(false);
    if (result.ok) heading.current?.focus();
    else refs[result.field].current?.focus();
  }, [moveFocus, result]); // eslint-disable-line react-hooks/exhaustive-deps -- refs are stable

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = computeDeadlines(values, periods);
    setResult(next);
    setMoveFocus(true);
    if (next.ok) history.replaceState(history.state, '', `${action}#${deadlinesLink(next, context)}`);
  }

  const error = result && !result.ok ? result : null;
  // Live dates first, a near last day to sue above them, the passed and those not the visitor's folded below.
  const view = result?.ok
    ? arrangeDeadlines(result.deadlines, now ?? result.accident, context)
    : { near: null, live: [], passed: [], aside: [] };
  const fieldProps = (field: DeadlineField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-errormessage': ids.error } : { 'aria-invalid': undefined };
  const input =
    'mt-2 block w-full max-w-xs rounded-md border border-line bg-white px-3 py-2.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700';
  const dateInput = (field: DeadlineField, describedBy?: string) => (
    <input
      ref={refs[field]}
      id={ids[field]}
      type="date"
      name={field}
      required={field === 'accident'}
      min="1990-01-01"
      max="2090-12-31"
      value={values[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      aria-describedby={describedBy}
      className={input}
      {...fieldProps(field)}
    />
  );

  return (
    <div className="space-y-10">
      <form method="get" action={action} noValidate={hydrated} onSubmit={submit} className="card space-y-6 print:hidden">
        <div>
          <label htmlFor={ids.accident} className="block font-semibold text-navy-900">
            {t('deadlines.accident')}
          </label>
          {dateInput('accident')}
        </div>
        <div>
          <label htmlFor={ids.received} className="block font-semibold text-navy-900">
            {t('deadlines.received')}
          </label>
          <p id={ids.receivedHint} className="mt-1 text-sm text-muted">
            {t('deadlines.receivedHint')}
          </p>
          {dateInput('received', ids.receivedHint)}
          <p className="mt-2 text-sm text-muted" data-testid="deadlines-no-claim">
            {t('deadlines.noClaim')}{' '}
            <a href={claimHowTo} className="font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4">
              {t('deadlines.noClaimLink')}
            </a>
            {' · '}
            <a href={claimLetter} className="font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4">
              {t('deadlines.noClaimLetter')}
            </a>
          </p>
        </div>
        <div>
          <label htmlFor={ids.fundReceived} className="block font-semibold text-navy-900">
            {t('deadlines.fundReceived')}
          </label>
          <p id={ids.fundReceivedHint} className="mt-1 text-sm text-muted">
            {t('deadlines.fundReceivedHint')}
          </p>
          {dateInput('fundReceived', ids.fundReceivedHint)}
        </div>
        {error && (
          <p id={ids.error} role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
            {errorText(t, error.error)}
          </p>
        )}
        <button type="submit" className="btn-primary">
          {t('deadlines.submit')}
        </button>
      </form>

      {result?.ok ? (
        <section aria-labelledby="deadlines-result" className="space-y-6">
          <h2 id="deadlines-result" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
            {t('deadlines.resultTitle', { date: formatDayOf(lang, result.accident) })}
          </h2>
          {view.near && now && <NearBox deadline={view.near} now={now} contact={contact} />}
          {result.olderRules && (
            <p className="rounded-md border-l-4 border-gold-500 bg-navy-50 p-4 font-semibold text-navy-900" data-testid="deadlines-older">
              {t('deadlines.olderRules')}
            </p>
          )}
          {/* The near day's box has the same call and message: the note, undated, where no day is near. */}
          {!view.near && <LawyerNote contact={contact} />}
          <Calendar result={result} now={now} action={action} context={context} contact={contact} reminderWords={reminderWords} />
          <ol className="space-y-5" data-testid="deadlines-live">
            {view.live.map((card) => (
              <CardOf key={card.id} card={card} guides={guides} now={now} />
            ))}
          </ol>
          {view.passed.length > 0 && (
            <Fold testId="deadlines-passed" summary={t('deadlines.passedTitle', { n: view.passed.length })}>
              {view.passed.map((card) => (
                <CardOf key={card.id} card={card} guides={guides} now={now} />
              ))}
            </Fold>
          )}
          {view.aside.length > 0 && (
            <Fold testId="deadlines-aside" summary={t('deadlines.asideTitle', { n: view.aside.length })} text={t('deadlines.asideText')}>
              {view.aside.map((card) => (
                <CardOf key={card.id} card={card} guides={guides} now={now} />
              ))}
            </Fold>
          )}
          {result.deadlines.some((d) => d.kind === 'lawsuit') && <p className="text-sm text-muted">{t('deadlines.mayDay')}</p>}
          <p className="text-sm text-muted print:hidden">{t('deadlines.share')}</p>
        </section>
      ) : (
        <section aria-labelledby="deadlines-rules" className="space-y-6">
          <h2 id="deadlines-rules" className="text-3xl font-bold">
            {t('deadlines.rulesTitle')}
          </h2>
          <LawyerNote contact={contact} />
          <ul className="space-y-5">
            {ruleOrder.map((id) => (
              <Item key={id} id={id} guides={guides} />
            ))}
            <FundClaim guides={guides} />
          </ul>
        </section>
      )}
    </div>
  );
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
