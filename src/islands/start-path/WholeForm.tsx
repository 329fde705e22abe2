import {
  advisedPayers,
  questionIds,
  startPath,
  startQuestions,
  type Condition,
  type Payer,
  type Question,
} from '../../config/start-path.ts';
import { Card, General, linkClass, sectionKeyOf, type SectionLink } from './parts.tsx';
import { answerKey, questionKey } from '../../lib/days-after/start-path-keys.ts';
import { startStrings } from './strings.ts';

/** A rule's condition in words: 'In the accident, you were…: Passenger'. */
function ConditionWords({ condition }: { condition: Condition }) {
  const { t } = startStrings.useT();
  const parts = (Object.entries(condition) as [Question, readonly string[]][]).map(
    ([question, allowed]) =>
      `${t(questionKey(question))} ${allowed.map((a) => (a === 'skipped' ? t('start.skipped') : t(answerKey(question, a as never)))).join(' / ')}`,
  );
  return <>{parts.join('; ')}</>;
}

const payerAdvice = (payer: Payer) => (advisedPayers as readonly Payer[]).includes(payer);

/**
 * Without a script: all the questions on one page, sent as a GET to this page (so the answers become a link, which
 * the page says under the button), and where each answer leads, as plain links.
 */
export function WholeForm({
  action,
  links,
  payersLaw,
}: {
  action: string;
  links: Record<string, SectionLink>;
  payersLaw: Record<Payer, string[]>;
}) {
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
                law={payersLaw[rule.payer]}
                link={links[sectionKeyOf(rule)]}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
