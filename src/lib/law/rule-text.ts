import type { Lang } from '../../i18n/locales.ts';
import { dictionaries } from '../../i18n/ui/index.ts';
import { citation, greekCitation, parseSource, type GuideSource } from '../guides/guide-sources.ts';
import { typeset } from '../typography.ts';
import { periodWords, withPeriod, type PeriodWords } from './period.ts';
import type { Rule, RuleSource } from './rule-schema.ts';

/**
 * A rule of the register as a page shows it: its wording with the period put in, its period alone, its
 * sources cited as the guides cite theirs. Typeset as the UI strings are, so that a number keeps its unit.
 */

export type Wording = 'short' | 'full';

export const ruleText = (rule: Rule, lang: Lang, wording: Wording = 'short'): string =>
  typeset(withPeriod(rule[wording][lang], rule.period, lang));

/** The rule's period alone, 'τρεις μήνες'; a rule without one has none to show, a mistake the caller names. */
export function rulePeriod(rule: Rule, lang: Lang, words: PeriodWords = {}): string {
  if (!rule.period) throw new Error('this rule states no period');
  return typeset(periodWords(rule.period, lang, words));
}

/** The words that join a provision to its amendment, in the page's language: 'όπως αντικαταστάθηκε με το'. */
export type RelationWords = Record<'replacedBy' | 'addedBy' | 'readWith', string>;

export interface RuleCitation {
  text: string;
  /** The language of `text` when it is not the page's (English words on a page of a language without its own). */
  textLang?: Lang;
  /** On a page not in Greek: the citation as Greek lawyers write it, to look it up. */
  greek?: string;
}

const parsed = (text: string): GuideSource => {
  const source = parseSource(text);
  if (typeof source === 'string') throw new Error(`source "${text}" ${source}`);
  return source;
};

/** 'άρθρο 6 παρ. 6 π.δ. 237/1986, όπως αντικαταστάθηκε με το άρθρο 5 παρ. 4 ν. 5113/2024', and its English. */
export function citeSource(source: RuleSource, lang: Lang, words: RelationWords, greekWords: RelationWords): RuleCitation {
  const line = typeof source === 'string' ? { cite: source } : source;
  const first = citation(parsed(line.cite), lang);
  const relation = (['replacedBy', 'addedBy', 'readWith'] as const).find((r) => line[r]);
  if (!relation) return first;
  const second = parsed(line[relation]!);
  const greek = `${greekCitation(parsed(line.cite))}, ${greekWords[relation]} ${greekCitation(second)}`;
  return lang === 'el'
    ? { text: `${first.text}, ${words[relation]} ${greekCitation(second)}` }
    : {
        text: `${first.text}, ${words[relation]} ${citation(second, lang).text}`,
        greek,
        ...(first.textLang ? { textLang: first.textLang } : {}),
      };
}

/** The words that join a provision to its amendment, as a page of `lang` writes them (UI strings `deadlines.source.*`). */
export const relationWords = (lang: Lang): RelationWords => ({
  replacedBy: dictionaries[lang]['deadlines.source.replacedBy'],
  addedBy: dictionaries[lang]['deadlines.source.addedBy'],
  readWith: dictionaries[lang]['deadlines.source.readWith'],
});

/** Every source of a rule, cited as a page of `lang` shows it. */
export const ruleCitations = (rule: Pick<Rule, 'sources'>, lang: Lang): RuleCitation[] =>
  rule.sources.map((source) => citeSource(source, lang, relationWords(lang), relationWords('el')));
