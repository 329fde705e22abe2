import { useId, useState, type RefObject, type SubmitEvent } from 'react';
import { questionIds, startQuestions, type Answers, type Question } from '../../config/start-path.ts';
import { validDate } from '../../lib/days-after/start-path.ts';
import { General } from './parts.tsx';
import { answerKey, hintKey, questionKey } from '../../lib/days-after/start-path-keys.ts';
import { startStrings } from './strings.ts';

/**
 * One question on one screen: its answers as big buttons, one tap each, and a way to skip it. As served, before
 * the script runs, a tap is kept by the page's own small script (src/islands/start-path/before-script.ts), which
 * reads what it needs from the markup: the question (`data-question`), the next one (`data-next`) and the answer
 * (`data-answer`) or the skip (`data-skip`).
 */
export function QuestionScreen({
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
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnswer: (question: Question, answer: string) => void;
  onDate: (date: string) => void;
  onSkip: () => void;
  onBack: () => void;
}) {
  const { t } = startStrings.useT();
  const question = questionIds[index]!;
  const ids = { heading: useId(), hint: useId(), date: useId(), error: useId() };
  const hint = hintKey(question);
  const [typed, setTyped] = useState(date ?? '');
  const [dateError, setDateError] = useState(false);
  const progress = t('start.progress', { n: index + 1, total: questionIds.length });

  function submitDate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const valid = validDate(typed, today);
    setDateError(!valid);
    if (valid) onDate(valid);
  }

  return (
    <section aria-labelledby={ids.heading} className="space-y-3" data-question={question} data-next={questionIds[index + 1] ?? ''}>
      <div className="flex min-h-11 items-center justify-between gap-3">
        {/* Heard as part of the heading, which takes the focus; shown here. */}
        <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase" aria-hidden="true">
          {progress}
        </p>
        {index > 0 && (
          <button type="button" onClick={onBack} className="min-h-11 px-1 font-semibold text-navy-800 underline underline-offset-4">
            {t('start.back')}
          </button>
        )}
      </div>
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1} className="-mt-2 text-2xl leading-tight font-bold focus:outline-none sm:text-3xl">
        <span className="sr-only">{progress}: </span>
        {t(questionKey(question))}
      </h2>
      {hint && (
        <p id={ids.hint} className="-mt-2 text-muted">
          {t(hint)}
        </p>
      )}
      {/* One choice among several, each of which moves on: buttons in a group named by the question and described
          by its hint, which a screen reader says on entering it; the answer given before is marked as current. */}
      <div role="group" aria-labelledby={ids.heading} aria-describedby={hint ? ids.hint : undefined}>
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3">
          {startQuestions[question].map((answer) => (
            <li key={answer}>
              <button
                type="button"
                data-answer={answer}
                aria-current={answers[question] === answer ? 'true' : undefined}
                onClick={() => onAnswer(question, answer)}
                className="flex min-h-11 w-full items-center rounded-md border-2 border-navy-800 bg-white px-4 py-2 text-left text-lg leading-snug font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-600 aria-[current=true]:bg-navy-800 aria-[current=true]:text-white data-chosen:bg-navy-800 data-chosen:text-white"
              >
                {t(answerKey(question, answer))}
              </button>
            </li>
          ))}
        </ul>
      </div>
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
        <button type="button" data-skip onClick={onSkip} className="min-h-11 px-1 font-semibold text-navy-800 underline underline-offset-4">
          {t('start.skip')}
        </button>
      </p>
      <General brief />
    </section>
  );
}
