import type { Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';
import { readRegister } from '../../../src/lib/law/register-files.ts';
import { rulePeriod, ruleText, type Wording } from '../../../src/lib/law/rule-text.ts';
import { typeset } from '../../../src/lib/typography.ts';

/**
 * What a page says of a rule of the register of the law (src/content/law/), worked out as the page works
 * it out: a spec compares the page with the register, so that a change of a rule is a change of the page.
 */
const register = readRegister();

export function lawRule(id: string) {
  const rule = register.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id} in the register`);
  return rule;
}

export const lawText = (lang: Lang, id: string, wording: Wording = 'short') => ruleText(lawRule(id), lang, wording);

export const lawPeriod = (lang: Lang, id: string, digits = false) => rulePeriod(lawRule(id), lang, { digits });

/** A rule's counting, as the dates page shows it. */
export const lawReading = (lang: Lang, id: string) => typeset(lawRule(id).period!.reading![lang]);

/** The dates page's line of a period and its start: '8 εργάσιμες ημέρες από τη γνώση του ατυχήματος'. */
export const lawLine = (lang: Lang, id: string) =>
  dictionaries[lang]['deadlines.ruleLine']
    .replace('{period}', lawPeriod(lang, id, true))
    .replace('{from}', typeset(lawRule(id).period!.from[lang]));
