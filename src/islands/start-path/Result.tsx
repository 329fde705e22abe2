import { useEffect, useId, useState, type RefObject } from 'react';
import {
  advisedPayers,
  advisedSteps,
  questionIds,
  ruleRef,
  startPath,
  type Answers,
  type Payer,
  type UrgentStep,
} from '../../config/start-path.ts';
import { formatDay, formatDayMonth, formatDayOf, formatDayWithWeekday, timeBetween } from '../../lib/days-after/day-names.ts';
import { actDay, computeDeadlines, deadlinesLink, NEAR_MONTHS, type DeadlinePeriods } from '../../lib/days-after/deadlines.ts';
import { addDays, addMonths, type IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { mayShareFault, messageOf, startResult, writers, type Writer } from '../../lib/days-after/start-path.ts';
import { periodWords } from '../../lib/law/period.ts';
import { firstUses } from '../../lib/plain-words.ts';
import { Card, cardTexts, General, linkClass, sectionKeyOf, type SectionLink } from './parts.tsx';
import { entryState, type EntryState } from './history.ts';
import { answerKey, questionKey } from '../../lib/days-after/start-path-keys.ts';
import { startStrings } from './strings.ts';

/**
 * The register's rules each card states (src/config/start-path.ts, `words`), rendered by the page in its
 * language at build time: the island gets these sentences and nothing else of the register.
 */
export interface CardTexts {
  urgent: Record<UrgentStep, string[]>;
  payers: Record<Payer, string[]>;
}

/** The other pages the result leads to, in the page's language. */
export interface ResultHrefs {
  deadlines: string;
  journal: string;
  contact: string;
  howWeWork: string;
  letter: string;
}

const stepAdvice = (step: UrgentStep) => (advisedSteps as readonly UrgentStep[]).includes(step);
const payerAdvice = (payer: Payer) => (advisedPayers as readonly Payer[]).includes(payer);
/** The steps whose words name an emergency number: each number a link that calls. */
const callableSteps: readonly UrgentStep[] = ['emergency', 'police'];

const h3 = 'text-2xl font-bold';
const quietButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-navy-800 bg-white px-4 font-semibold text-navy-900 hover:bg-navy-50';

/** "Send this page to someone": the phone's own share sheet where it has one, else the address copied. */
function ShareButton() {
  const { t } = startStrings.useT();
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('');
  async function share() {
    const url = location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('start.result.shareTitle'), url });
        return;
      } catch (error) {
        // Closed by the visitor: nothing to say. Refused by the browser: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <button type="button" onClick={() => void share()} className={quietButton} data-testid="start-share">
        {t('start.result.shareButton')}
      </button>
      <span role="status" className="text-sm text-muted">
        {status === 'copied' ? t('start.result.copied') : status === 'failed' ? t('start.result.copyFailed') : ''}
      </span>
    </span>
  );
}

/**
 * For the visitor who gave the day: the last days to sue on the strict reading that the limitation card speaks of,
 * worked out with the register's periods as the dates page does, each with how long is left; the one already
 * passed is said calmly, and a near one comes with the office's number.
 */
function LimitationDays({
  date,
  today,
  periods,
  fund,
  phone,
}: {
  date: IsoDate;
  today: IsoDate;
  periods: DeadlinePeriods;
  fund: boolean;
  phone: { tel: string; display: string };
}) {
  const { lang, t } = startStrings.useT();
  const result = computeDeadlines({ accident: date }, periods);
  if (!result.ok) return null;
  const shown = result.deadlines.filter((d) => d.id === 'strictLiability' || d.id === (fund ? 'fund' : 'insurer'));
  const what = (id: string) =>
    t(id === 'strictLiability' ? 'start.limitation.strictLiability' : id === 'fund' ? 'start.limitation.fund' : 'start.limitation.insurer');
  const lines = shown.flatMap((d) => {
    const day = actDay(d);
    const words = { what: what(d.id), date: formatDayWithWeekday(lang, day) };
    if (day < today) return d.id === 'strictLiability' ? [] : [{ id: d.id, text: t('start.limitation.passed', words), near: false }];
    const left = timeBetween(today, day);
    const when =
      left.length === 0 ? t('start.limitation.today') : t('start.limitation.left', { left: periodWords(left, lang, { digits: true }) });
    return [{ id: d.id, text: t('start.limitation.for', { ...words, left: when }), near: day < addMonths(today, NEAR_MONTHS) }];
  });
  if (lines.length === 0) return null;
  return (
    <div className="mt-3 rounded-md bg-navy-50 p-3" data-testid="start-limitation-days">
      {lines.map((line) => (
        <p key={line.id} className="leading-relaxed font-semibold text-navy-900" data-deadline={line.id}>
          {line.text}
        </p>
      ))}
      {lines.some((line) => line.near) && (
        <p className="mt-3">
          <a href={`tel:${phone.tel}`} className="btn-primary">
            <span>
              {t('start.result.call')}: <span className="whitespace-nowrap">{phone.display}</span>
            </span>
          </a>
        </p>
      )}
    </div>
  );
}

export function Result({
  answers,
  date,
  today,
  links,
  law,
  hrefs,
  periods,
  phone,
  fromLink,
  headingRef,
  onChange,
  onRestart,
}: {
  answers: Answers;
  date: string | undefined;
  today: string;
  links: Record<string, SectionLink>;
  law: CardTexts;
  hrefs: ResultHrefs;
  periods: DeadlinePeriods;
  phone: { tel: string; display: string };
  /** The page was opened from a kept or shared link: the answers are shown open, for the one who reads it. */
  fromLink: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: (index: number) => void;
  onRestart: () => void;
}) {
  const { lang, t } = startStrings.useT();
  // As the visitor left them on this entry of the history (Result is drawn only in the browser, after the address is read).
  const [writer, setWriter] = useState<Writer>(() => (entryState().startWriter === 'other' ? 'other' : 'self'));
  const [addFault, setAddFault] = useState(() => entryState().startFault === true);
  useEffect(() => {
    history.replaceState({ ...entryState(), startWriter: writer, startFault: addFault } satisfies EntryState, '');
  }, [writer, addFault]);
  const writerName = useId();
  const result = startResult(answers, date);
  const died = answers.harm === 'died';
  // A rule a step states is not stated again by a payer below it: the payer names the step instead.
  const above = new Map<string, string>();
  for (const u of result.urgent)
    for (const ref of startPath.words.urgent[u.step].rules)
      if (!above.has(ruleRef(ref).id)) above.set(ruleRef(ref).id, t(`start.urgent.${u.step}.title`));
  const stepWords = (step: UrgentStep) => ({
    title: t(`start.urgent.${step}.title`),
    advice: stepAdvice(step) ? t(`start.urgent.${step as (typeof advisedSteps)[number]}.text`) : undefined,
  });
  const payerWords = (payer: Payer) => ({
    title: t(`start.pay.${payer}.title`),
    advice: payerAdvice(payer) ? t(`start.pay.${payer as (typeof advisedPayers)[number]}.text`) : undefined,
  });
  // Each word of the law is glossed on the first card to use it, in the order the cards are shown.
  const glosses = firstUses(lang, [
    ...result.urgent.map((u) => {
      const w = stepWords(u.step);
      return cardTexts(w.title, w.advice, law.urgent[u.step]);
    }),
    ...result.payers.map((p) => {
      const w = payerWords(p.payer);
      return cardTexts(w.title, w.advice, law.payers[p.payer]);
    }),
  ]);
  const message = messageOf(t, answers, writer, date ? formatDay(lang, date as IsoDate) : undefined, { fault: addFault });
  // After the #: the message reaches the contact form on this device, and the server never sees it.
  const contactHref = `${hrefs.contact}#${new URLSearchParams({ message }).toString()}`;
  // The dates page, also after its #: the day, and what the path knows that orders its dates.
  const context = { role: answers.role, other: answers.other };
  const datesHref = (day?: IsoDate) => {
    const link = deadlinesLink(day ? { accident: day } : {}, context);
    return link ? `${hrefs.deadlines}#${link}` : hrefs.deadlines;
  };
  const fund = answers.other === 'unknown' || answers.other === 'uninsured';
  // The written claim, from these answers, after its #. With no other vehicle only a passenger has an insurer to
  // write to (the vehicle's they were in).
  const letterHref =
    answers.other === 'none' && answers.role !== 'passenger'
      ? undefined
      : `${hrefs.letter}#${new URLSearchParams(
          Object.entries({ role: answers.role, harm: answers.harm, other: answers.other, police: answers.police, date }).filter(
            (entry): entry is [string, string] => !!entry[1],
          ),
        ).toString()}`;

  function toSend() {
    const heading = document.getElementById('start-send');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }

  return (
    <section aria-labelledby="start-result" className="space-y-10" data-testid="start-result">
      <div className="space-y-4">
        <h2 id="start-result" ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {t(died ? 'start.result.titleDied' : 'start.result.title')}
        </h2>
        {died && (
          <p className="text-lg leading-relaxed text-ink" data-testid="start-condolence">
            {t('start.result.condolence')}
          </p>
        )}
        <General />
        {/* Near the top of a long result: the two ways to the office, and the link kept for someone else. */}
        <div className="flex flex-wrap items-center gap-3 print:hidden" data-part="start-actions" data-testid="start-actions">
          <button type="button" onClick={toSend} className="btn-primary">
            {t('start.result.send')}
          </button>
          {/* On a phone the call bar, always in view, has the call. */}
          <a href={`tel:${phone.tel}`} className={`${quietButton} max-md:hidden`}>
            <span>
              {t('start.result.call')}: <span className="whitespace-nowrap">{phone.display}</span>
            </span>
          </a>
          <ShareButton />
        </div>
        <details open={fromLink} className="rounded-md border border-line bg-white p-4" data-testid="start-answers">
          <summary className="cursor-pointer py-2.5 font-semibold text-navy-900">{t('start.result.answers')}</summary>
          <dl className="mt-2 space-y-1">
            {questionIds.map((question, index) => {
              const answer = answers[question];
              return (
                <div key={question} className="flex flex-wrap items-center gap-x-3">
                  <dt className="text-muted">{t(questionKey(question))}</dt>
                  <dd className="flex items-center font-semibold">
                    {question === 'when' && date
                      ? formatDay(lang, date as IsoDate)
                      : answer
                        ? t(answerKey(question, answer))
                        : t('start.skipped')}
                    <button
                      type="button"
                      onClick={() => onChange(index)}
                      className="ml-2 inline-flex min-h-11 min-w-11 items-center justify-center px-1 font-normal text-navy-800 underline underline-offset-4"
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
        <section aria-labelledby="start-urgent" data-part="start-urgent" data-testid="start-urgent">
          <h3 id="start-urgent" className={h3}>
            {t('start.result.urgent')}
          </h3>
          <ol className="mt-4 space-y-4">
            {result.urgent.map((u, i) => {
              const w = stepWords(u.step);
              return (
                <li key={u.step} className="card border-l-4 border-l-navy-800" data-urgent={u.step}>
                  <Card
                    title={w.title}
                    advice={w.advice}
                    words={startPath.words.urgent[u.step]}
                    law={law.urgent[u.step]}
                    link={links[sectionKeyOf(u)]}
                    glosses={glosses[i]}
                    callable={callableSteps.includes(u.step)}
                  >
                    {u.step === 'limitation' && date && today && (
                      <LimitationDays date={date as IsoDate} today={today as IsoDate} periods={periods} fund={fund} phone={phone} />
                    )}
                  </Card>
                </li>
              );
            })}
          </ol>
        </section>
      )}

      <section aria-labelledby="start-payers" data-part="start-payers" data-testid="start-payers">
        <h3 id="start-payers" className={h3}>
          {t('start.result.payers')}
        </h3>
        <p className="mt-2 text-muted">{t(result.payers.length ? 'start.result.payersText' : 'start.result.noPayer')}</p>
        <ul className="mt-4 space-y-4">
          {result.payers.map((p, i) => {
            const w = payerWords(p.payer);
            return (
              <li key={p.payer} className="card border-l-4 border-l-gold-500" data-payer={p.payer}>
                {p.verify && (
                  <p className="mb-2 inline-block rounded-sm bg-navy-50 px-2 py-0.5 text-sm font-semibold text-navy-900">
                    {t('start.verify')}
                  </p>
                )}
                <Card
                  title={w.title}
                  advice={w.advice}
                  words={startPath.words.payers[p.payer]}
                  law={law.payers[p.payer]}
                  above={above}
                  link={links[sectionKeyOf(p)]}
                  glosses={glosses[result.urgent.length + i]}
                />
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="start-guides" data-part="start-guides" data-testid="start-guides">
        <h3 id="start-guides" className={h3}>
          {t('start.result.guides')}
        </h3>
        <ul className="mt-4 space-y-3">
          {result.guides.map((g) => {
            const link = links[sectionKeyOf(g)];
            return link ? (
              <li key={g.guide} className="card py-4" data-guide={g.guide}>
                <p className="font-serif text-xl font-bold">{link.guideTitle}</p>
                <p className="mt-1">
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

      {/* The days after, in a few lines: the dates, the journal, the papers. */}
      <section aria-labelledby="start-next" className="space-y-4" data-part="start-next" data-testid="start-next">
        <h3 id="start-next" className={h3}>
          {t('start.result.next')}
        </h3>
        <div>
          {date ? (
            <a href={datesHref(date as IsoDate)} className={linkClass} data-testid="start-dates">
              {t('start.result.datesFilled', { date: formatDayOf(lang, date as IsoDate) })}
            </a>
          ) : answers.when === 'today' && today ? (
            // "Today or yesterday": the two days, so that nobody types the day again.
            <p className="flex flex-wrap gap-x-5 gap-y-1">
              <span>{t('start.result.datesEmpty')}:</span>
              <a href={datesHref(today as IsoDate)} className={linkClass} data-testid="start-dates-today">
                {t('start.result.datesToday', { day: formatDayMonth(lang, today as IsoDate) })}
              </a>
              <a href={datesHref(addDays(today as IsoDate, -1))} className={linkClass} data-testid="start-dates-yesterday">
                {t('start.result.datesYesterday', { day: formatDayMonth(lang, addDays(today as IsoDate, -1)) })}
              </a>
            </p>
          ) : (
            <a href={datesHref()} className={linkClass} data-testid="start-dates">
              {t('start.result.datesEmpty')}
            </a>
          )}
          <p className="mt-1 text-sm text-muted">{t('start.result.datesText')}</p>
        </div>
        {letterHref && (
          <div>
            <a href={letterHref} className={linkClass} data-testid="start-letter">
              {t(fund ? 'start.result.letterFund' : 'start.result.letter')}
            </a>
            <p className="mt-1 text-sm text-muted">{t('start.result.letterText')}</p>
          </div>
        )}
        <div>
          <a href={hrefs.journal} className={linkClass}>
            {t('start.result.journal')}
          </a>
          <p className="mt-1 text-sm text-muted">{t('start.result.journalText')}</p>
        </div>
        <p className="leading-relaxed" data-testid="start-papers">
          <span className="font-semibold">{t('start.result.papers')}:</span>{' '}
          {result.papers.map((p, i) => {
            const link = links[sectionKeyOf({ guide: 'documents-checklist', section: p.section })];
            return (
              <span key={p.paper} data-paper={p.paper}>
                {i > 0 && ' · '}
                {link ? (
                  <a href={link.href} className={linkClass}>
                    {t(`start.papers.${p.paper}`)}
                  </a>
                ) : (
                  t(`start.papers.${p.paper}`)
                )}
              </span>
            );
          })}
        </p>
      </section>

      <section
        aria-labelledby="start-send"
        className="card border-t-4 border-t-navy-800"
        data-part="start-send"
        data-testid="start-send-section"
      >
        <h3 id="start-send" tabIndex={-1} className={`${h3} focus:outline-none`}>
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
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-navy-800 bg-white px-3 py-1.5 font-semibold text-navy-900 has-checked:bg-navy-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-600"
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
        {/* The fault question was asked only to choose what to read: a line on it goes in only if the visitor adds it. */}
        {mayShareFault(answers) && (
          <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 leading-snug">
            <input
              type="checkbox"
              checked={addFault}
              onChange={(e) => setAddFault(e.currentTarget.checked)}
              className="mt-1 size-5 shrink-0 accent-navy-800"
              data-testid="start-add-fault"
            />
            <span>{t('start.result.addFault', { line: t('start.message.fault') })}</span>
          </label>
        )}
        {/* The whole message, as the form will hold it: nothing in it that the visitor has not seen. */}
        <p className="mt-4 font-semibold text-navy-900">{t('start.result.preview')}</p>
        <div className="mt-2 rounded-md border border-line bg-paper p-4 leading-relaxed whitespace-pre-line" data-testid="start-message">
          {message}
        </div>
        <p className="mt-4 flex flex-wrap gap-3">
          <a href={contactHref} className="btn-primary" data-testid="start-send">
            {t('start.result.open')}
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
