import { createContext, Fragment, useContext, useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { localeTags, type Lang } from '../i18n/locales.ts';
import { computeDeadlines, type Deadline, type DeadlineError, type DeadlineId, type DeadlineResult } from '../lib/deadlines.ts';
import { toDate, toIso, type IsoDate } from '../lib/greek-calendar.ts';
import { calendarFile } from '../lib/ics.ts';
import { Island, type IslandProps } from './Island.tsx';
import { islandStrings, type StringsOf, type Translate } from './i18n.tsx';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

export const deadlinesStrings = islandStrings([
  'deadlines.accident',
  'deadlines.received',
  'deadlines.receivedHint',
  'deadlines.submit',
  'deadlines.resultTitle',
  'deadlines.rulesTitle',
  'deadlines.source',
  'deadlines.guide',
  'deadlines.passed',
  'deadlines.calendar',
  'deadlines.calendarHint',
  'deadlines.calendarName',
  'deadlines.share',
  'deadlines.error.accidentMissing',
  'deadlines.error.accidentInvalid',
  'deadlines.error.receivedInvalid',
  'deadlines.error.receivedBeforeAccident',
  'deadlines.error.outOfRange',
  'deadlines.lawyer.title',
  'deadlines.lawyer.rule',
  'deadlines.lawyer.text',
  'deadlines.notice.title',
  'deadlines.notice.rule',
  'deadlines.notice.text',
  'deadlines.insurerAnswer.title',
  'deadlines.insurerAnswer.rule',
  'deadlines.insurerAnswer.text',
  'deadlines.interest.title',
  'deadlines.interest.rule',
  'deadlines.interest.text',
  'deadlines.strictLiability.title',
  'deadlines.strictLiability.rule',
  'deadlines.strictLiability.text',
  'deadlines.insurer.title',
  'deadlines.insurer.rule',
  'deadlines.insurer.text',
  'deadlines.fund.title',
  'deadlines.fund.rule',
  'deadlines.fund.text',
  'deadlines.fundClaim.title',
  'deadlines.fundClaim.text',
  'deadlines.fundClaim.caution',
]);
type T = Translate<(typeof deadlinesStrings.keys)[number]>;

/** A provision or decision in the page's language, and for a reader of another language the Greek citation too. */
export interface Citation {
  text: string;
  greek?: string;
}

/** A guide a date links to: its address in the page's language and its title. */
export interface GuideLink {
  href: string;
  title: string;
}

interface Props extends IslandProps<StringsOf<typeof deadlinesStrings>> {
  /** The page's own address, where the form sends its dates (a GET, so the result is a link). */
  action: string;
  /** The guides the dates link to, by slug. */
  guides: Record<string, GuideLink>;
  /** What each date rests on (`deadlineSources`), cited at build time as the guides cite it. */
  sources: Record<string, Citation[]>;
}

/** Every date the page can show, in the order of the explanation shown before any date is given. */
const ruleOrder: readonly { id: DeadlineId; guide: string }[] = [
  { id: 'lawyer', guide: 'common-mistakes' },
  { id: 'notice', guide: 'accident-report' },
  { id: 'insurerAnswer', guide: 'insurance-rights' },
  { id: 'interest', guide: 'insurance-rights' },
  { id: 'strictLiability', guide: 'common-mistakes' },
  { id: 'insurer', guide: 'common-mistakes' },
  { id: 'fund', guide: 'uninsured-hit-run' },
];

const title = (t: T, id: DeadlineId) => t(`deadlines.${id}.title`);
const rule = (t: T, id: DeadlineId) => t(`deadlines.${id}.rule`);
const text = (t: T, id: DeadlineId) => t(`deadlines.${id}.text`);
const errorText = (t: T, error: DeadlineError) => t(`deadlines.error.${error}`);

/** A day as people write it: '12 Νοεμβρίου 2026', '12 November 2026'. */
function formatDay(lang: Lang, day: IsoDate): string {
  return new Intl.DateTimeFormat(localeTags[lang].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    toDate(day),
  );
}

/** Today on the visitor's own clock. */
function today(): IsoDate {
  const now = new Date();
  return toIso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** 'Source: Article 9(1) of Presidential Decree 237/1986 — άρθρο 9 παρ. 1 π.δ. 237/1986', as a guide lists its sources. */
function Sources({ citations }: { citations: Citation[] | undefined }) {
  const { t } = deadlinesStrings.useT();
  if (!citations?.length) return null;
  return (
    <p className="mt-3 text-sm text-muted">
      {t('deadlines.source')}:{' '}
      {citations.map((c, i) => (
        <Fragment key={c.text}>
          {i > 0 && '; '}
          {c.text}
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

function Item({
  id,
  date,
  guide,
  guides,
  passed,
}: {
  id: DeadlineId;
  date?: { iso: IsoDate; text: string };
  guide: string;
  guides: Record<string, GuideLink>;
  passed?: boolean;
}) {
  const { t } = deadlinesStrings.useT();
  const sources = useContext(SourcesContext);
  const link = guides[guide];
  return (
    <li className="card border-l-4 border-l-gold-500 print:break-inside-avoid" data-deadline={id}>
      {date && (
        <p className="font-serif text-2xl font-bold text-navy-900">
          <time dateTime={date.iso}>{date.text}</time>
        </p>
      )}
      <h3 className="mt-1 text-xl font-bold">{title(t, id)}</h3>
      <p className="mt-1 text-sm font-semibold tracking-wide text-gold-700 uppercase">{rule(t, id)}</p>
      {passed && <p className="mt-2 font-semibold text-red-900">{t('deadlines.passed')}</p>}
      <p className="mt-3 leading-relaxed text-ink">{text(t, id)}</p>
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

/** The Fund's written claim: a step before suing it, whose own deadlines the fact sheet does not confirm. */
function FundClaim({ guides }: { guides: Record<string, GuideLink> }) {
  const { t } = deadlinesStrings.useT();
  const link = guides['uninsured-hit-run'];
  return (
    <li className="card border-l-4 border-l-navy-800 print:break-inside-avoid" data-deadline="fundClaim">
      <p className="inline-block rounded-sm bg-navy-50 px-2 py-0.5 text-sm font-semibold text-navy-900">
        {t('deadlines.fundClaim.caution')}
      </p>
      <h3 className="mt-2 text-xl font-bold">{t('deadlines.fundClaim.title')}</h3>
      <p className="mt-3 leading-relaxed text-ink">{t('deadlines.fundClaim.text')}</p>
      <Sources citations={useContext(SourcesContext).fundClaim} />
      {link && <GuideLinkLine link={link} />}
    </li>
  );
}

function Calendar({ deadlines }: { deadlines: Deadline[] }) {
  const { lang, t } = deadlinesStrings.useT();
  const sources = useContext(SourcesContext);
  const [href, setHref] = useState<string | null>(null);
  const content = useMemo(
    () =>
      calendarFile(
        deadlines.map((d) => ({
          uid: `${d.id}-${deadlines[0]?.date ?? ''}-${lang}@deadlines`,
          date: d.date,
          summary: title(t, d.id),
          description: [rule(t, d.id), text(t, d.id), ...(sources[d.id] ?? []).map((c) => c.text)].join('\n'),
        })),
        { name: t('deadlines.calendarName'), stamp: new Date() },
      ),
    [deadlines, lang, t, sources],
  );
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [content]);
  if (!href) return null;
  return (
    <div className="print:hidden">
      <a href={href} download={`${t('deadlines.calendarName')}.ics`} className="btn-navy">
        {t('deadlines.calendar')}
      </a>
      <p className="mt-2 text-sm text-muted">{t('deadlines.calendarHint')}</p>
    </div>
  );
}

function DeadlinesForm({ action, guides }: Pick<Props, 'action' | 'guides'>) {
  const { lang, t } = deadlinesStrings.useT();
  const ids = { accident: useId(), received: useId(), hint: useId(), error: useId() };
  const [accident, setAccident] = useState('');
  const [received, setReceived] = useState('');
  const [result, setResult] = useState<DeadlineResult | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [now, setNow] = useState<IsoDate | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const accidentField = useRef<HTMLInputElement>(null);
  const receivedField = useRef<HTMLInputElement>(null);
  const [moveFocus, setMoveFocus] = useState(false);
  useTypedBeforeHydration(accidentField, ['accident', 'received'], (typed) => {
    if (typed.accident !== undefined) setAccident(typed.accident);
    if (typed.received !== undefined) setReceived(typed.received);
  });

  // A shared or bookmarked link (?accident=…&received=…), or the form sent before the script ran: shown at once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromLink = { accident: params.get('accident') ?? '', received: params.get('received') ?? '' };
    setHydrated(true);
    setNow(today());
    if (!fromLink.accident && !fromLink.received) return;
    setAccident(fromLink.accident);
    setReceived(fromLink.received);
    setResult(computeDeadlines(fromLink));
  }, []);

  useEffect(() => {
    if (!moveFocus || !result) return;
    setMoveFocus(false);
    if (result.ok) heading.current?.focus();
    else (result.field === 'accident' ? accidentField : receivedField).current?.focus();
  }, [moveFocus, result]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = computeDeadlines({ accident, received });
    setResult(next);
    setMoveFocus(true);
    if (next.ok) {
      const query = new URLSearchParams({ accident: next.accident, ...(next.received ? { received: next.received } : {}) });
      history.replaceState(null, '', `${action}?${query.toString()}`);
    }
  }

  const error = result && !result.ok ? result : null;
  const fieldProps = (field: 'accident' | 'received') =>
    error?.field === field ? { 'aria-invalid': true, 'aria-errormessage': ids.error } : { 'aria-invalid': undefined };
  const input =
    'mt-2 block w-full max-w-xs rounded-md border border-line bg-white px-3 py-2.5 text-lg text-ink focus:border-navy-700 focus:ring-2 focus:ring-navy-700/30 focus:outline-none aria-invalid:border-red-700';

  return (
    <div className="space-y-10">
      <form method="get" action={action} noValidate={hydrated} onSubmit={submit} className="card space-y-5 print:hidden">
        <div>
          <label htmlFor={ids.accident} className="block font-semibold text-navy-900">
            {t('deadlines.accident')}
          </label>
          <input
            ref={accidentField}
            id={ids.accident}
            type="date"
            name="accident"
            required
            min="1990-01-01"
            max="2090-12-31"
            value={accident}
            onChange={(e) => setAccident(e.target.value)}
            className={input}
            {...fieldProps('accident')}
          />
        </div>
        <div>
          <label htmlFor={ids.received} className="block font-semibold text-navy-900">
            {t('deadlines.received')}
          </label>
          <p id={ids.hint} className="mt-1 text-sm text-muted">
            {t('deadlines.receivedHint')}
          </p>
          <input
            ref={receivedField}
            id={ids.received}
            type="date"
            name="received"
            min="1990-01-01"
            max="2090-12-31"
            value={received}
            onChange={(e) => setReceived(e.target.value)}
            aria-describedby={ids.hint}
            className={input}
            {...fieldProps('received')}
          />
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
            {t('deadlines.resultTitle', { date: formatDay(lang, result.accident) })}
          </h2>
          <Calendar deadlines={result.deadlines} />
          <ol className="space-y-5">
            {result.deadlines.map((d) => (
              <Item
                key={d.id}
                id={d.id}
                date={{ iso: d.date, text: formatDay(lang, d.date) }}
                guide={d.guide}
                guides={guides}
                passed={now !== null && d.date < now}
              />
            ))}
            <FundClaim guides={guides} />
          </ol>
          <p className="text-sm text-muted print:hidden">{t('deadlines.share')}</p>
        </section>
      ) : (
        <section aria-labelledby="deadlines-rules" className="space-y-6">
          <h2 id="deadlines-rules" className="text-3xl font-bold">
            {t('deadlines.rulesTitle')}
          </h2>
          <ul className="space-y-5">
            {ruleOrder.map((r) => (
              <Item key={r.id} id={r.id} guide={r.guide} guides={guides} />
            ))}
            <FundClaim guides={guides} />
          </ul>
        </section>
      )}
    </div>
  );
}

export default function Deadlines({ lang, strings, action, guides, sources }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <SourcesContext value={sources}>
        <DeadlinesForm action={action} guides={guides} />
      </SourcesContext>
    </Island>
  );
}
