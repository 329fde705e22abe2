import type { Lang } from '../../i18n/locales.ts';
import { citeSource, rulePeriod, type RelationWords } from '../law/rule-text.ts';
import type { Rule } from '../law/rule-schema.ts';
import type { LetterLaw, LetterRule } from './claim-letter.ts';

/**
 * What the written claim asks its addressee to keep, from the register of the law: the insurer's answer
 * (insurer-answer) and the Fund's (fund-answer), each as its period in words and its sources. In the Greek letter
 * the sources are cited as Greek lawyers cite them ('άρθρο 6 παρ. 6 π.δ. 237/1986, όπως αντικαταστάθηκε με το
 * άρθρο 5 παρ. 4 ν. 5113/2024· ΠΕΕ 87/2016'); in the English reading aid, in English. Apart from
 * src/lib/days-after/claim-letter.ts so that the island, which is given the result, never loads the citations' tables.
 */
export function letterLaw(
  rules: { insurer: Rule; fund: Rule },
  lang: Lang,
  relations: { greek: RelationWords; english: RelationWords },
): LetterLaw {
  const of = (rule: Rule): LetterRule => ({
    period: rulePeriod(rule, lang),
    sources: rule.sources
      .map((source) => {
        const cited = citeSource(source, 'en', relations.english, relations.greek);
        return lang === 'el' ? (cited.greek ?? cited.text) : cited.text;
      })
      .join(lang === 'el' ? '· ' : '; '),
  });
  return { insurer: of(rules.insurer), fund: of(rules.fund) };
}
