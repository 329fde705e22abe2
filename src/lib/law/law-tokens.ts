import type { Lang } from '../../i18n/locales.ts';
import type { RegisterEntry } from './rule-schema.ts';
import { rulePeriod, ruleText } from './rule-text.ts';

/**
 * Where a guide cannot place <Rule> (a frontmatter `summary` point, a component's attribute such as a Trap's
 * `why` or a Faq's `a`, which are plain strings), it names a rule by a token that the component resolves
 * from the register: `{rule:insurer-answer}` (the rule's sentence), `{period:insurer-answer}` ('τρεις μήνες'),
 * `{period.gen:…}` (the Greek genitive, 'τριών μηνών') and `{period.digits:…}` ('3 μήνες').
 */
export const lawToken = /\{(rule|period|period\.gen|period\.digits):([a-z0-9-]+)\}/g;

/** A text with its tokens put in; a token naming no rule is left for the build's check to report. */
export function withLaw(text: string, lang: Lang, register: readonly RegisterEntry[]): string {
  if (!text.includes('{')) return text;
  return text.replace(lawToken, (token, form: string, id: string) => {
    const rule = register.find((r) => r.id === id);
    if (!rule) throw new Error(`${token} names no rule of the register (src/content/law/${id}.yaml)`);
    if (form === 'rule') return ruleText(rule, lang);
    return rulePeriod(rule, lang, { case: form === 'period.gen' ? 'gen' : 'acc', digits: form === 'period.digits' });
  });
}
