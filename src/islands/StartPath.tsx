import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  advisedPayers,
  advisedSteps,
  papers,
  payers,
  questionIds,
  ruleRef,
  startPath,
  startQuestions,
  urgentSteps,
  type AnswerOf,
  type Answers,
  type CardWords,
  type Condition,
  type Payer,
  type Question,
  type SectionRef,
  type UrgentStep,
} from '../config/start-path.ts';
import { localeTags, type Lang } from '../i18n/locales.ts';
import {
  answersFromLink,
  isAnswersLink,
  linkOf,
  messageOf,
  startResult,
  validDate,
  whenOf,
  writers,
  type Writer,
} from '../lib/days-after/start-path.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf } from './i18n.tsx';

/** `prefix.id` + each suffix, for every id: the keys of a family of strings, typed so that a missing one fails the check. */
function each<P extends string, I extends string, S extends string>(
  prefix: P,
  ids: readonly I[],
  suffixes: readonly S[],
): `${P}.${I}${S}`[] {
  return ids.flatMap((id) => suffixes.map((suffix) => `${prefix}.${id}${suffix}` as const));
}

export const startStrings = islandStrings([
  'start.general',
  'start.notAdvice',
  'start.progress',
  'start.skip',
  'start.back',
  'start.submit',
  'start.restart',
  'start.change',
  'start.skipped',
  ...each('start.q', questionIds, ['']),
  'start.q.role.hint',
  'start.q.harm.hint',
  'start.q.other.hint',
  'start.q.fault.hint',
  ...each('start.a.role', startQuestions.role, ['']),
  ...each('start.a.harm', startQuestions.harm, ['']),
  ...each('start.a.other', startQuestions.other, ['']),
  ...each('start.a.police', startQuestions.police, ['']),
  ...each('start.a.fault', startQuestions.fault, ['']),
  ...each('start.a.when', startQuestions.when, ['']),
  'start.when.date',
  'start.when.useDate',
  'start.when.dateInvalid',
  'start.result.title',
  'start.result.answers',
  'start.result.urgent',
  'start.result.payers',
  'start.result.payersText',
  'start.result.noPayer',
  'start.result.seeAbove',
  'start.result.quoted',
  'start.result.guides',
  'start.result.readFirst',
  'start.result.more',
  'start.result.dates',
  'start.result.datesFilled',
  'start.result.datesEmpty',
  'start.result.datesText',
  'start.result.papers',
  'start.result.papersText',
  'start.result.journal',
  'start.result.journalText',
  'start.result.howWeWork',
  'start.result.send',
  'start.result.sendText',
  'start.writer.title',
  ...each('start.writer', writers, ['']),
  'start.result.share',
  'start.verify',
  ...each('start.urgent', urgentSteps, ['.title']),
  ...each('start.urgent', advisedSteps, ['.text']),
  ...each('start.pay', payers, ['.title']),
  ...each('start.pay', advisedPayers, ['.text']),
  ...each('start.papers', papers, ['']),
  ...each('start.message.intro', writers, ['']),
  ...each('start.message.role', startQuestions.role, ['']),
  ...each('start.message.other', startQuestions.other, ['']),
  ...each('start.message.police', startQuestions.police, ['']),
  'start.message.fault',
  ...each('start.message.when', startQuestions.when, ['']),
  'start.message.date',
  'start.message.end',
  'start.noscript.query',
  'start.noscript.title',
  'start.noscript.text',
  'start.noscript.payers',
  'nav.journal',
]);
type Key = (typeof startStrings.keys)[number];

/** A section the path links to, resolved at build time in the page's language. */
export interface SectionLink {
  href: string;
  guideTitle: string;
  sectionTitle: string;
}

/**
 * The register's rules each card states (src/config/start-path.ts, `words`), rendered by the page in its
 * language at build time: the island gets these sentences and nothing else of the register.
 */
export interface CardTexts {
  urgent: Record<UrgentStep, string[]>;
  payers: Record<Payer, string[]>;
}

interface Props extends IslandProps<StringsOf<typeof startStrings>> {
  /** The page's own address: the form without JavaScript sends its answers there (a GET, so the result is a link). */
  action: string;
  /** The law each card states, from the register. */
  law: CardTexts;
  /** Every section the rules name, by `guide#section`. */
  links: Record<string, SectionLink>;
  /** The other pages the result leads to, in the page's language. */
  hrefs: { deadlines: string; journal: string; contact: string; howWeWork: string };
}

const hintOf: Partial<Record<Question, Key>> = {
  role: 'start.q.role.hint',
  harm: 'start.q.harm.hint',
  other: 'start.q.other.hint',
  fault: 'start.q.fault.hint',
};
const answerKey = <Q extends Question>(question: Q, answer: AnswerOf<Q>) => `start.a.${question}.${answer}` as Key;
const questionKey = (question: Question) => `start.q.${question}` as Key;

/** Today on the visitor's own clock, as YYYY-MM-DD. */
function todayIso(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
}

function formatDay(lang: Lang, day: string): string {
  return new Intl.DateTimeFormat(localeTags[lang].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const linkClass = 'font-semibold text-navy-800 underline decoration-gold-500 underline-offset-4 hover:text-navy-700';
const sectionKeyOf = (ref: SectionRef) => `${ref.guide}#${ref.section}`;

/** The notice on every screen; in brief under a question, where the screen of a phone is full. */
function General({ brief = false }: { brief?: boolean }) {
  const { t } = startStrings.useT();
  return (
    <p
      className="rounded-md border-l-4 border-gold-500 bg-navy-50 px-4 py-2.5 text-sm leading-relaxed text-ink"
      data-testid="start-general"
    >
      {t(brief ? 'start.notAdvice' : 'start.general')}
    </p>
  );
}

/** One question on one screen: its answers as big buttons, one tap each, and a way to skip it. */
function QuestionScreen({
  index,
  answers,
  date,
  today,
  headingRef,
  onAnswer,
  onDate,
  onSkip,
  onBack,
}: {
  index: number;
  answers: Answers;
  date: string | undefined;
  today: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onAnswer: (question: Question, answer: string) => void;
  onDate: (date: string) => void;
  onSkip: () => void;
  onBack: () => void;
}) {
  const { t } = startStrings.useT();
  const question = questionIds[index]!;
  const ids = { heading: useId(), hint: useId(), date: useId(), error: useId() };
  const hint = hintOf[question];
  const [typed, setTyped] = useState(date ?? '');
  const [dateError, setDateError] = useState(false);

  function submitDate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validDate(typed, today);
    setDateError(!valid);
    if (valid) onDate(valid);
  }

  return (
    <section aria-labelledby={ids.heading} className="space-y-3" data-question={question}>
      <div className="flex min-h-11 items-center justify-between gap-3">
        <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">
          {t('start.progress', { n: index + 1, total: questionIds.length })}
        </p>
        {index > 0 && (
          <button type="button" onClick={onBack} className="min-h-11 px-1 font-semibold text-navy-800 underline underline-offset-4">
            {t('start.back')}
          </button>
        )}
      </div>
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1} className="-mt-2 text-2xl leading-tight font-bold focus:outline-none sm:text-3xl">
        {t(questionKey(question))}
      </h2>
      {hint && (
        <p id={ids.hint} className="-mt-2 text-muted">
          {t(hint)}
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3" aria-describedby={hint ? ids.hint : undefined}>
        {startQuestions[question].map((answer) => (
          <li key={answer}>
            <button
              type="button"
              aria-pressed={answers[question] === answer}
              onClick={() => onAnswer(question, answer)}
              className="flex min-h-12 w-full items-center rounded-md border-2 border-navy-800 bg-white px-4 py-2 text-left text-lg leading-snug font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 aria-pressed:bg-navy-800 aria-pressed:text-white"
            >
              {t(answerKey(question, answer))}
            </button>
          </li>
        ))}
      </ul>
      {question === 'when' && (
        <form onSubmit={submitDate} noValidate className="flex flex-wrap items-end gap-2">
          <label htmlFor={ids.date} className="w-full text-sm font-semibold text-navy-900">
            {t('start.when.date')}
          </label>
          <div>
            <input
              id={ids.date}
              type="date"
              min="1990-01-01"
              max={today}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={dateError || undefined}
              aria-errormessage={dateError ? ids.error : undefined}
              className="block min-h-11 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700"
            />
          </div>
          <button type="submit" className="btn-navy min-h-11 py-1.5">
            {t('start.when.useDate')}
          </button>
          {dateError && (
            <p id={ids.error} role="alert" className="w-full font-semibold text-red-900">
              {t('start.when.dateInvalid')}
            </p>
          )}
        </form>
      )}
      <p className="-mt-1 text-right">
        <button type="button" onClick={onSkip} className="min-h-11 px-1 font-semibold text-navy-800 underline underline-offset-4">
          {t('start.skip')}
        </button>
      </p>
      <General brief />
    </section>
  );
}

function ReadLink({ link, label }: { link: SectionLink | undefined; label: Key }) {
  const { t } = startStrings.useT();
  if (!link) return null;
  return (
    <p className="mt-2">
      {t(label)}:{' '}
      <a href={link.href} className={linkClass}>
        {link.sectionTitle}
      </a>{' '}
      <span className="text-muted">({link.guideTitle})</span>
    </p>
  );
}

/**
 * A step's or a payer's card: its title, its own practical line where it has one, and the rules of the law it
 * states, as the register words them; then where to read more.
 */
function Card({
  title,
  advice,
  words,
  law,
  above = new Map(),
  link,
}: {
  title: string;
  advice: string | undefined;
  words: CardWords;
  law: readonly string[];
  /** The rules a step above already states on this result, each with that step's title: named, not repeated. */
  above?: ReadonlyMap<string, string>;
  link: SectionLink | undefined;
}) {
  const { lang, t } = startStrings.useT();
  const line = (text: string) => (
    <p key={text} className="mt-1.5 leading-relaxed">
      {text}
    </p>
  );
  const ids = words.rules.map((ref) => ruleRef(ref).id);
  const stated = law.filter((_, i) => !above.has(ids[i]!));
  const pointers = [...new Set(ids.flatMap((id) => above.get(id) ?? []))].map((step) => t('start.result.quoted', { step }));
  return (
    <>
      <p className="text-lg font-bold">{title}</p>
      {advice && words.advice === 'before' && line(advice)}
      {stated.map(line)}
      {pointers.length > 0 && (
        <p className="mt-1.5 leading-relaxed font-semibold text-navy-900">
          {t('start.result.seeAbove', { steps: new Intl.ListFormat(localeTags[lang].intl, { type: 'conjunction' }).format(pointers) })}
        </p>
      )}
      {advice && words.advice === 'after' && line(advice)}
      <ReadLink link={link} label="start.result.more" />
    </>
  );
}

const stepAdvice = (step: UrgentStep) => (advisedSteps as readonly UrgentStep[]).includes(step);
const payerAdvice = (payer: Payer) => (advisedPayers as readonly Payer[]).includes(payer);

function Result({
  answers,
  date,
  links,
  law,
  hrefs,
  headingRef,
  onChange,
  onRestart,
}: {
  answers: Answers;
  date: string | undefined;
  links: Props['links'];
  law: CardTexts;
  hrefs: Props['hrefs'];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onChange: (index: number) => void;
  onRestart: () => void;
}) {
  const { lang, t } = startStrings.useT();
  const [writer, setWriter] = useState<Writer>('self');
  const writerName = useId();
  const result = startResult(answers, date);
  // A rule a step states is not stated again by a payer below it: the payer names the step instead.
  const above = new Map<string, string>();
  for (const u of result.urgent)
    for (const ref of startPath.words.urgent[u.step].rules)
      if (!above.has(ruleRef(ref).id)) above.set(ruleRef(ref).id, t(`start.urgent.${u.step}.title`));
  const message = messageOf(t, answers, writer, date ? formatDay(lang, date) : undefined);
  // After the #: the message reaches the contact form on this device, and the server never sees it.
  const contactHref = `${hrefs.contact}#${new URLSearchParams({ message }).toString()}`;
  const h3 = 'text-2xl font-bold';
  return (
    <section aria-labelledby="start-result" className="space-y-10" data-testid="start-result">
      <div className="space-y-4">
        <h2 id="start-result" ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {t('start.result.title')}
        </h2>
        <General />
        <details className="rounded-md border border-line bg-white p-4">
          <summary className="cursor-pointer font-semibold text-navy-900">{t('start.result.answers')}</summary>
          <dl className="mt-3 space-y-2">
            {questionIds.map((question, index) => {
              const answer = answers[question];
              return (
                <div key={question} className="flex flex-wrap items-baseline gap-x-3">
                  <dt className="text-muted">{t(questionKey(question))}</dt>
                  <dd className="font-semibold">
                    {question === 'when' && date ? formatDay(lang, date) : answer ? t(answerKey(question, answer)) : t('start.skipped')}{' '}
                    <button
                      type="button"
                      onClick={() => onChange(index)}
                      className="ml-1 font-normal text-navy-800 underline underline-offset-4"
                    >
                      {t('start.change')}
                      <span className="sr-only">: {t(questionKey(question))}</span>
                    </button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </details>
      </div>

      {result.urgent.length > 0 && (
        <section aria-labelledby="start-urgent" data-testid="start-urgent">
          <h3 id="start-urgent" className={h3}>
            {t('start.result.urgent')}
          </h3>
          <ol className="mt-4 space-y-4">
            {result.urgent.map((u) => (
              <li key={u.step} className="card border-l-4 border-l-red-700" data-urgent={u.step}>
                <Card
                  title={t(`start.urgent.${u.step}.title`)}
                  advice={stepAdvice(u.step) ? t(`start.urgent.${u.step as (typeof advisedSteps)[number]}.text`) : undefined}
                  words={startPath.words.urgent[u.step]}
                  law={law.urgent[u.step]}
                  link={links[sectionKeyOf(u)]}
                />
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="start-payers" data-testid="start-payers">
        <h3 id="start-payers" className={h3}>
          {t('start.result.payers')}
        </h3>
        <p className="mt-2 text-muted">{t(result.payers.length ? 'start.result.payersText' : 'start.result.noPayer')}</p>
        <ul className="mt-4 space-y-4">
          {result.payers.map((p) => (
            <li key={p.payer} className="card border-l-4 border-l-gold-500" data-payer={p.payer}>
              {p.verify && (
                <p className="mb-2 inline-block rounded-sm bg-navy-50 px-2 py-0.5 text-sm font-semibold text-navy-900">
                  {t('start.verify')}
                </p>
              )}
              <Card
                title={t(`start.pay.${p.payer}.title`)}
                advice={payerAdvice(p.payer) ? t(`start.pay.${p.payer as (typeof advisedPayers)[number]}.text`) : undefined}
                words={startPath.words.payers[p.payer]}
                law={law.payers[p.payer]}
                above={above}
                link={links[sectionKeyOf(p)]}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="start-guides" data-testid="start-guides">
        <h3 id="start-guides" className={h3}>
          {t('start.result.guides')}
        </h3>
        <ul className="mt-4 space-y-4">
          {result.guides.map((g) => {
            const link = links[sectionKeyOf(g)];
            return link ? (
              <li key={g.guide} className="card" data-guide={g.guide}>
                <p className="font-serif text-xl font-bold">{link.guideTitle}</p>
                <p className="mt-2">
                  {t('start.result.readFirst')}:{' '}
                  <a href={link.href} className={linkClass}>
                    {link.sectionTitle}
                  </a>
                </p>
              </li>
            ) : null;
          })}
        </ul>
      </section>

      <section aria-labelledby="start-dates">
        <h3 id="start-dates" className={h3}>
          {t('start.result.dates')}
        </h3>
        <p className="mt-2">
          <a
            href={date ? `${hrefs.deadlines}?${new URLSearchParams({ accident: date }).toString()}` : hrefs.deadlines}
            className={linkClass}
            data-testid="start-dates"
          >
            {date ? t('start.result.datesFilled', { date: formatDay(lang, date) }) : t('start.result.datesEmpty')}
          </a>
        </p>
        <p className="mt-1 text-sm text-muted">{t('start.result.datesText')}</p>
      </section>

      <section aria-labelledby="start-papers" data-testid="start-papers">
        <h3 id="start-papers" className={h3}>
          {t('start.result.papers')}
        </h3>
        <p className="mt-2">{t('start.result.papersText')}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          {result.papers.map((p) => {
            const link = links[sectionKeyOf({ guide: 'documents-checklist', section: p.section })];
            return (
              <li key={p.paper} data-paper={p.paper}>
                {link ? (
                  <a href={link.href} className={linkClass}>
                    {t(`start.papers.${p.paper}`)}
                  </a>
                ) : (
                  t(`start.papers.${p.paper}`)
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="start-journal">
        <h3 id="start-journal" className={h3}>
          {t('nav.journal')}
        </h3>
        <p className="mt-2">
          <a href={hrefs.journal} className={linkClass}>
            {t('start.result.journal')}
          </a>
        </p>
        <p className="mt-1 text-sm text-muted">{t('start.result.journalText')}</p>
      </section>

      <section aria-labelledby="start-send" className="card border-t-4 border-t-navy-800">
        <h3 id="start-send" className={h3}>
          {t('start.result.send')}
        </h3>
        <p className="mt-2 leading-relaxed">{t('start.result.sendText')}</p>
        {/* Who writes: the message says it, in neutral words, so that a relative never writes as the one hurt. */}
        <fieldset className="mt-4" data-testid="start-writer">
          <legend className="font-semibold text-navy-900">{t('start.writer.title')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {writers.map((w) => (
              <label
                key={w}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-navy-800 bg-white px-3 py-1.5 font-semibold text-navy-900 has-checked:bg-navy-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500"
              >
                <input
                  type="radio"
                  name={writerName}
                  value={w}
                  checked={writer === w}
                  onChange={() => setWriter(w)}
                  className="size-4 accent-gold-500"
                />
                {t(`start.writer.${w}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 flex flex-wrap gap-3">
          <a href={contactHref} className="btn-primary" data-testid="start-send">
            {t('start.result.send')}
          </a>
          <a href={hrefs.howWeWork} className="btn-navy">
            {t('start.result.howWeWork')}
          </a>
        </p>
      </section>

      <div className="space-y-3">
        <p className="text-sm text-muted">{t('start.result.share')}</p>
        <button type="button" onClick={onRestart} className="min-h-11 font-semibold text-navy-800 underline underline-offset-4">
          {t('start.restart')}
        </button>
      </div>
    </section>
  );
}

/** A rule's condition in words: 'Who were you in the accident?: Passenger'. */
function ConditionWords({ condition }: { condition: Condition }) {
  const { t } = startStrings.useT();
  const parts = (Object.entries(condition) as [Question, readonly string[]][]).map(
    ([question, allowed]) =>
      `${t(questionKey(question))} ${allowed.map((a) => (a === 'skipped' ? t('start.skipped') : t(answerKey(question, a as never)))).join(' / ')}`,
  );
  return <>{parts.join('; ')}</>;
}

/**
 * Before the script runs, or without it: all the questions on one page, sent as a GET to this page (so the
 * answers become a link the script shows at once), and where each answer leads, as plain links.
 */
function WholeForm({ action, links, law }: Pick<Props, 'action' | 'links' | 'law'>) {
  const { t } = startStrings.useT();
  return (
    <div className="space-y-10">
      <form method="get" action={action} className="space-y-8" data-testid="start-form">
        <General />
        {questionIds.map((question) => (
          <fieldset key={question} className="space-y-2">
            <legend className="text-xl font-bold">{t(questionKey(question))}</legend>
            {startQuestions[question].map((answer) => (
              <label key={answer} className="flex min-h-11 items-center gap-3 text-lg">
                <input type="radio" name={question} value={answer} className="size-5 accent-navy-800" />
                {t(answerKey(question, answer))}
              </label>
            ))}
            {question === 'when' && (
              <label className="mt-2 block">
                <span className="block font-semibold">{t('start.when.date')}</span>
                <input
                  type="date"
                  name="date"
                  min="1990-01-01"
                  className="mt-1.5 rounded-md border border-slate-400 bg-white px-3 py-2 text-lg"
                />
              </label>
            )}
          </fieldset>
        ))}
        <input type="hidden" name="done" value="1" />
        <button type="submit" className="btn-primary">
          {t('start.submit')}
        </button>
        {/* A GET without a script cannot keep the answers after the #: say so where they are sent. */}
        <p className="text-sm text-muted" data-testid="start-noscript-query">
          {t('start.noscript.query')}
        </p>
      </form>
      <section aria-labelledby="start-by-answer" className="space-y-4">
        <h2 id="start-by-answer" className="text-2xl font-bold">
          {t('start.noscript.title')}
        </h2>
        <p className="text-muted">{t('start.noscript.text')}</p>
        <ul className="space-y-3">
          {startPath.guides.map((rule) => {
            const link = links[sectionKeyOf(rule)];
            return link ? (
              <li key={sectionKeyOf(rule) + JSON.stringify(rule.if)}>
                {Object.keys(rule.if).length > 0 && (
                  <span className="block text-sm text-muted">
                    <ConditionWords condition={rule.if} />
                  </span>
                )}
                <a href={link.href} className={linkClass}>
                  {link.sectionTitle}
                </a>{' '}
                <span className="text-muted">({link.guideTitle})</span>
              </li>
            ) : null;
          })}
        </ul>
        <h3 className="text-xl font-bold">{t('start.noscript.payers')}</h3>
        <ul className="space-y-3">
          {startPath.payers.map((rule) => (
            <li key={rule.payer + JSON.stringify(rule.if)}>
              <span className="block text-sm text-muted">
                <ConditionWords condition={rule.if} />
              </span>
              <Card
                title={t(`start.pay.${rule.payer}.title`)}
                advice={payerAdvice(rule.payer) ? t(`start.pay.${rule.payer as (typeof advisedPayers)[number]}.text`) : undefined}
                words={startPath.words.payers[rule.payer]}
                law={law.payers[rule.payer]}
                link={links[sectionKeyOf(rule)]}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Path({ action, links, law, hrefs }: Omit<Props, 'lang' | 'strings'>) {
  const [hydrated, setHydrated] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [date, setDate] = useState<string | undefined>();
  const [step, setStep] = useState(0);
  const [today, setToday] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const [moveFocus, setMoveFocus] = useState(false);
  /** A question reopened from the result ("Change"): once answered, back to the result. */
  const [changing, setChanging] = useState(false);
  const resultStep = questionIds.length;

  // A kept or shared link (#role=…&other=…), an older one or the form sent before the script ran (?role=…): its
  // result at once. The query is then put after the #, so that the address the visitor keeps or sends carries
  // nothing to the server.
  useEffect(() => {
    const now = todayIso();
    setToday(now);
    const show = (params: URLSearchParams) => {
      const fromLink = answersFromLink(params, now);
      setAnswers(fromLink.answers);
      setDate(fromLink.date);
      setChanging(false);
      setStep(Object.keys(fromLink.answers).length > 0 || params.has('done') ? resultStep : 0);
      return fromLink;
    };
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const query = new URLSearchParams(window.location.search);
    if (isAnswersLink(hash)) show(hash);
    else if (isAnswersLink(query)) {
      const fromLink = show(query);
      history.replaceState(null, '', `${action}#${linkOf(fromLink.answers, fromLink.date) || 'done=1'}`);
    }
    setHydrated(true);
    // A link opened while the page is open (another link's answers after the #): its result, as a new page would.
    const onHash = () => {
      const params = new URLSearchParams(window.location.hash.slice(1));
      if (isAnswersLink(params)) show(params);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [action, resultStep]);

  // Each new screen is announced by its heading, as a new page would be; not on the first render.
  useEffect(() => {
    if (!moveFocus) return;
    setMoveFocus(false);
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [moveFocus, step]);

  /** Shows `next`; the result's address carries the answers after its #, so that it can be kept or sent. */
  function go(next: number, nextAnswers = answers, nextDate = date) {
    setStep(next);
    if (next === resultStep) setChanging(false);
    setMoveFocus(true);
    if (next === resultStep) history.replaceState(null, '', `${action}#${linkOf(nextAnswers, nextDate) || 'done=1'}`);
    else if (window.location.hash || window.location.search) history.replaceState(null, '', action);
  }

  function answer(question: Question, value: string) {
    const next = { ...answers, [question]: value };
    let nextDate = date;
    if (question === 'when') nextDate = undefined;
    setAnswers(next);
    setDate(nextDate);
    go(changing ? resultStep : step + 1, next, nextDate);
  }

  function skip() {
    const question = questionIds[step]!;
    const { [question]: _skipped, ...rest } = answers;
    const nextDate = question === 'when' ? undefined : date;
    setAnswers(rest);
    setDate(nextDate);
    go(changing ? resultStep : step + 1, rest, nextDate);
  }

  function chooseDate(day: string) {
    const next = { ...answers, when: whenOf(day, today) };
    setAnswers(next);
    setDate(day);
    go(resultStep, next, day);
  }

  const screen =
    step >= resultStep ? (
      <Result
        answers={answers}
        date={date}
        links={links}
        law={law}
        hrefs={hrefs}
        headingRef={heading}
        onChange={(index) => {
          setChanging(true);
          go(index);
        }}
        onRestart={() => {
          setChanging(false);
          setAnswers({});
          setDate(undefined);
          go(0, {}, undefined);
        }}
      />
    ) : (
      <QuestionScreen
        key={step}
        index={step}
        answers={answers}
        date={date}
        today={today}
        headingRef={heading}
        onAnswer={answer}
        onDate={chooseDate}
        onSkip={skip}
        onBack={() => go(step - 1)}
      />
    );
  // The page as served holds both the whole form, for a browser without scripts, and the first question as the
  // script will show it; CSS shows one by the browser's `scripting` (src/styles/global.css). Serving the whole
  // form alone moved everything below it when the script took over: a layout shift of 0.08–0.18 on /start in
  // Lighthouse, where the budget is 0.01.
  return (
    <>
      <div className="start-nojs">{hydrated ? null : <WholeForm action={action} links={links} law={law} />}</div>
      <div className="start-js">{screen}</div>
    </>
  );
}

export default function StartPath({ lang, strings, ...rest }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <Path {...rest} />
    </Island>
  );
}
