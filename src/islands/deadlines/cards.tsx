import { Fragment, useContext, type ReactNode } from 'react';
import {
  actDay,
  deadlineGuides,
  deadlineKinds,
  type Deadline,
  type DeadlineCard,
  type DeadlineId,
} from '../../lib/days-after/deadlines.ts';
import { formatDayWithWeekday, timeBetween } from '../../lib/days-after/day-names.ts';
import { mayDayUncertain, type IsoDate } from '../../lib/days-after/greek-calendar.ts';
import { periodWords } from '../../lib/law/period.ts';
import { listSeparator } from '../../lib/typography.ts';
import { SourcesContext, useRules } from './context.ts';
import { closedText, deadlinesStrings, passedText, text, title, verifyText } from './strings.ts';
import type { Citation, ContactLinks, GuideLink } from './types.ts';

/** The cards of the dates page: a date with its rule, source and guide, the Fund's written claim, the near day's box, the lawyer's note. */

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

function Caution() {
  const { t } = deadlinesStrings.useT();
  return (
    <p className="mb-2 inline-block rounded-sm bg-navy-50 px-2 py-0.5 text-sm font-semibold text-navy-900">
      {t('deadlines.fundClaim.caution')}
    </p>
  );
}

export function Item({
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
export function FundClaim({ guides }: { guides: Record<string, GuideLink> }) {
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
 * office's number, calmly (navy, not red).
 */
export function NearBox({ deadline, now, contact }: { deadline: Deadline; now: IsoDate; contact: ContactLinks }) {
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
        <MessageLink contact={contact} label={t('deadlines.lawyer.message')} />
      </p>
    </div>
  );
}

/** A card of the result: a dated one, or the Fund's written claim. */
export function CardOf({ card, guides, now }: { card: DeadlineCard; guides: Record<string, GuideLink>; now: IsoDate | null }) {
  return card.id === 'fundClaim' ? <FundClaim guides={guides} /> : <Item id={card.id} deadline={card.deadline} guides={guides} now={now} />;
}

/** Cards folded under a line that says how many there are (printed unfolded). */
export function Fold({ testId, summary, text, children }: { testId: string; summary: string; text?: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-line bg-white/60 p-4 print:border-0 print:p-0" data-fold data-testid={testId}>
      <summary className="cursor-pointer py-2 text-lg font-semibold text-navy-900">{summary}</summary>
      {text && <p className="mt-2 text-muted">{text}</p>}
      <ol className="mt-4 space-y-5">{children}</ol>
    </details>
  );
}

/** The office's "send a message" beside its call button. */
function MessageLink({ contact, label }: { contact: ContactLinks; label: string }) {
  return (
    <a
      href={contact.message}
      className="inline-flex min-h-11 items-center rounded-md border border-navy-800 px-4 font-semibold text-navy-900 hover:bg-navy-50 focus-visible:bg-navy-50"
    >
      {label}
    </a>
  );
}

/** "Speak to a lawyer": a note with the office's call and message buttons, never a dated deadline. */
export function LawyerNote({ contact }: { contact: ContactLinks }) {
  const { t } = deadlinesStrings.useT();
  return (
    <div className="rounded-lg border border-line bg-white p-5 print:hidden" data-testid="deadlines-lawyer">
      <h3 className="text-xl font-bold">{t('deadlines.lawyer.title')}</h3>
      <p className="mt-2 leading-relaxed text-ink">{t('deadlines.lawyer.text')}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a href={`tel:${contact.tel}`} className="btn-primary">
          {t('deadlines.lawyer.call')}
        </a>
        <MessageLink contact={contact} label={t('deadlines.lawyer.message')} />
      </p>
    </div>
  );
}
