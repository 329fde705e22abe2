import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  arrangeDeadlines,
  computeDeadlines,
  deadlineFields,
  deadlinesFromLink,
  deadlinesLink,
  isDeadlinesLink,
  type DeadlineContext,
  type DeadlineField,
  type DeadlineId,
  type DeadlineResult,
} from '../../lib/days-after/deadlines.ts';
import { formatDayOf, today } from '../../lib/days-after/day-names.ts';
import type { IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { useTypedBeforeHydration } from '../typed-before-hydration.ts';
import { Calendar } from './Calendar.tsx';
import { CardOf, Fold, FundClaim, Item, LawyerNote, NearBox } from './cards.tsx';
import { useRules } from './context.ts';
import { deadlinesStrings, errorText } from './strings.ts';
import type { ContactLinks, GuideLink, ReminderWords } from './types.ts';

/** Every date the page can show, in the order of the explanation shown before any date is given. */
const ruleOrder: readonly DeadlineId[] = ['notice', 'insurerAnswer', 'interest', 'fundAnswer', 'strictLiability', 'insurer', 'fund'];

const fields = deadlineFields;
type Values = Record<DeadlineField, string>;
const empty: Values = { accident: '', received: '', fundReceived: '' };

interface FormProps {
  /** The page's own address, where the form sends its dates (a GET, so the result is a link). */
  action: string;
  /** The guides the dates link to, by slug. */
  guides: Record<string, GuideLink>;
  /** The guide's section on the written claim to the insurer, for a visitor who has not sent one. */
  claimHowTo: string;
  /** The page that makes that letter on the device (/letter). */
  claimLetter: string;
  contact: ContactLinks;
  reminderWords: ReminderWords;
}

export function DeadlinesForm({ action, guides, claimHowTo, claimLetter, contact, reminderWords }: FormProps) {
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
      const { dates: fromLink, context: given } = deadlinesFromLink(params);
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
