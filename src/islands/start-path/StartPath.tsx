import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { questionIds, type Answers, type Question } from '../../config/start-path.ts';
import { today as localToday } from '../../lib/days-after/day-names.ts';
import type { DeadlinePeriods } from '../../lib/days-after/deadlines.ts';
import { isAnswersLink, resultStep, screenFromLink, screenLink, whenOf, type PathScreen } from '../../lib/days-after/start-path.ts';
import { Island, type IslandProps } from '../Island.tsx';
import type { StringsOf } from '../i18n.tsx';
import { startReady, startWaiting } from './before-script.ts';
import { entryState, type EntryState } from './history.ts';
import type { SectionLink } from './parts.tsx';
import { QuestionScreen } from './QuestionScreen.tsx';
import { Result, type CardTexts, type ResultHrefs } from './Result.tsx';
import { startStrings } from './strings.ts';
import { WholeForm } from './WholeForm.tsx';

export { startStrings } from './strings.ts';
export type { SectionLink } from './parts.tsx';
export type { CardTexts } from './Result.tsx';

interface Props extends IslandProps<StringsOf<typeof startStrings>> {
  /** The page's own address: the form without JavaScript sends its answers there (a GET, so the result is a link). */
  action: string;
  /** The law each card states, from the register. */
  law: CardTexts;
  /** Every section the rules name, by `guide#section`. */
  links: Record<string, SectionLink>;
  /** The other pages the result leads to, in the page's language. */
  hrefs: ResultHrefs;
  /** The register's periods, by which the result names the last days to sue when the visitor gave the day. */
  periods: DeadlinePeriods;
  /** The office's mobile, to call from the result. */
  phone: { tel: string; display: string };
}

const first: PathScreen = { answers: {}, step: 0, changing: false };

/** A question screen, with the answers given to it and to the questions after it on the screen the visitor leaves. */
function withLater(next: PathScreen, current: PathScreen): PathScreen {
  if (next.step >= resultStep) return next;
  const later = Object.fromEntries(
    Object.entries(current.answers).filter(([question]) => questionIds.indexOf(question as Question) >= next.step),
  ) as Answers;
  const date = next.date ?? (current.date && next.step <= questionIds.indexOf('when') ? current.date : undefined);
  return { ...next, answers: { ...later, ...next.answers }, ...(date ? { date } : {}) };
}

function Path({ action, links, law, hrefs, periods, phone }: Omit<Props, 'lang' | 'strings'>) {
  const [hydrated, setHydrated] = useState(false);
  const [screen, setScreen] = useState<PathScreen>(first);
  const [today, setToday] = useState('');
  const [fromLink, setFromLink] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moveFocus, setMoveFocus] = useState(false);
  const restoreScroll = useRef<number | null>(null);

  // The screen the address names: a kept or shared result (#role=…&other=…), a question the visitor was on
  // (#q=police&role=…, also after a tap made before the script ran), or, from the form sent without a script
  // or an older link, the query, which is then put after the # so that the address kept or sent carries nothing
  // to the server. Back and Forward move between the entries each step adds.
  useEffect(() => {
    const now = localToday();
    setToday(now);
    const fromHash = () => {
      const hash = new URLSearchParams(window.location.hash.slice(1));
      return isAnswersLink(hash) ? screenFromLink(hash, now) : null;
    };
    let opened = fromHash();
    const query = new URLSearchParams(window.location.search);
    if (!opened && isAnswersLink(query)) {
      opened = screenFromLink(query, now);
      history.replaceState(entryState(), '', `${action}#${screenLink(opened)}`);
    }
    if (opened) {
      setScreen(opened);
      setFromLink(opened.step === resultStep && !entryState().startStep);
      // A tap before the script ran moved on: the new question takes the focus, as after any tap. (A result
      // returned to keeps its place instead, below.)
      if (entryState().startStep && opened.step < resultStep) setMoveFocus(true);
      if (opened.step === resultStep && typeof entryState().startScroll === 'number') restoreScroll.current = entryState().startScroll!;
    }
    setHydrated(true);
    // Back, Forward, or a link's answers opened on this page: the screen its address names, announced as a new page would be.
    const onMove = () => {
      const next = fromHash();
      if (!next && window.location.hash) return; // another #, such as the skip link's: not the path's
      // Back to a question: what was answered after it, here, is still marked, as a form keeps its fields.
      setScreen((current) => withLater(next ?? first, current));
      setMoveFocus(true);
    };
    window.addEventListener('popstate', onMove);
    window.addEventListener('hashchange', onMove);
    return () => {
      window.removeEventListener('popstate', onMove);
      window.removeEventListener('hashchange', onMove);
    };
  }, [action]);

  // Hydrated and drawn at the screen the address names: the served first question, hidden meanwhile for an
  // address that names another (src/islands/start-path/before-script.ts), may go; taps are React's from now on.
  useLayoutEffect(() => {
    if (!hydrated) return;
    document.documentElement.removeAttribute(startWaiting);
    document.documentElement.setAttribute(startReady, '');
    if (restoreScroll.current !== null) {
      window.scrollTo(0, restoreScroll.current);
      restoreScroll.current = null;
    }
  }, [hydrated]);

  // On the result, where the visitor has scrolled to is kept with the entry: coming back from a guide, the page is
  // drawn as the short first question before the result grows, and the browser's own restoring lands wrong.
  useEffect(() => {
    if (!hydrated || screen.step !== resultStep) return;
    history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => history.replaceState({ ...entryState(), startScroll: window.scrollY }, '');
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', keep);
      history.scrollRestoration = 'auto';
    };
  }, [hydrated, screen.step]);

  // Each new screen is announced by its heading, as a new page would be; not on the first render.
  useEffect(() => {
    if (!moveFocus) return;
    setMoveFocus(false);
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [moveFocus, screen]);

  /** Shows `next` as a new entry of the history, its address naming it after the #, so that Back returns here. */
  function show(next: PathScreen) {
    setScreen(next);
    setFromLink(false);
    setMoveFocus(true);
    history.pushState({ startStep: true } satisfies EntryState, '', `${action}#${screenLink(next)}`);
  }

  /** After a question: the next one, or the result when the question was reopened from it. */
  const after = (question: Question) => (screen.changing ? resultStep : questionIds.indexOf(question) + 1);

  function answer(question: Question, value: string) {
    const answers: Answers = { ...screen.answers, [question]: value };
    const date = question === 'when' ? undefined : screen.date;
    show({ answers, ...(date ? { date } : {}), step: after(question), changing: false });
  }

  function skip() {
    const question = questionIds[screen.step]!;
    const { [question]: _skipped, ...answers } = screen.answers;
    const date = question === 'when' ? undefined : screen.date;
    show({ answers, ...(date ? { date } : {}), step: after(question), changing: false });
  }

  function chooseDate(day: string) {
    show({ answers: { ...screen.answers, when: whenOf(day, today) }, date: day, step: resultStep, changing: false });
  }

  function back() {
    // The screen before is the entry before, when a step on the path made this one: Back, as the browser's.
    if (entryState().startStep) history.back();
    else {
      const previous = { ...screen, step: Math.max(screen.step - 1, 0) };
      setScreen(previous);
      setMoveFocus(true);
      history.replaceState({}, '', `${action}#${screenLink(previous)}`);
    }
  }

  const view =
    screen.step >= resultStep ? (
      <Result
        answers={screen.answers}
        date={screen.date}
        today={today}
        links={links}
        law={law}
        hrefs={hrefs}
        periods={periods}
        phone={phone}
        fromLink={fromLink}
        headingRef={heading}
        onChange={(index) => show({ ...screen, step: index, changing: true })}
        onRestart={() => show(first)}
      />
    ) : (
      <QuestionScreen
        key={screen.step}
        index={screen.step}
        answers={screen.answers}
        date={screen.date}
        today={today}
        headingRef={heading}
        onAnswer={answer}
        onDate={chooseDate}
        onSkip={skip}
        onBack={back}
      />
    );
  // The page as served holds both the whole form, for a browser without scripts, and the first question as the
  // script will show it; CSS shows one by the browser's `scripting` (src/styles/global.css). Serving the whole
  // form alone moved everything below it when the script took over: a layout shift of 0.08–0.18 on /start in
  // Lighthouse, where the budget is 0.01. Until the script runs, an address that names another screen (a shared
  // result) shows a line saying it is on its way instead of the first question.
  return (
    <>
      <div className="start-nojs">{hydrated ? null : <WholeForm action={action} links={links} payersLaw={law.payers} />}</div>
      <div className="start-js">
        {!hydrated && <StartWaiting />}
        {view}
      </div>
    </>
  );
}

function StartWaiting() {
  const { t } = startStrings.useT();
  return (
    <p className="start-waiting rounded-md bg-navy-50 p-4 text-lg font-semibold text-navy-900" role="status" data-testid="start-waiting">
      {t('start.waiting')}
    </p>
  );
}

export default function StartPath({ lang, strings, ...rest }: Props) {
  return (
    <Island lang={lang} strings={strings}>
      <Path {...rest} />
    </Island>
  );
}
