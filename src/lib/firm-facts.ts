/**
 * What the pages say about the firm that is worked out from its facts (src/config/firm.ts) rather than
 * typed into a text: the years of experience from the founding year, the languages from its lawyers'. A
 * text that said "over 30 years" by itself would stay on the site after the firm corrected the year.
 */
import { firm, type Firm } from '../config/firm.ts';
import { localeTags, languageName, type Lang } from '../i18n/locales.ts';

/**
 * The years of experience the pages may claim as "over N": whole years certainly past since the founding
 * year (the office may have opened on its last day), rounded down to a whole decade from ten on, so that
 * the claim stays true all year and the next build only ever raises it.
 */
export function experienceYears(foundedYear: number, today: Date): number {
  const year = today.getUTCFullYear();
  if (!Number.isInteger(foundedYear) || foundedYear < 1800 || foundedYear > year) {
    throw new Error(`src/config/firm.ts: foundedYear is ${foundedYear}, not a year from 1800 to ${year}.`);
  }
  const certain = year - foundedYear - 1;
  if (certain < 1) {
    throw new Error(
      `src/config/firm.ts: foundedYear ${foundedYear} leaves no whole year of experience to state; rewrite the texts that say "over {years}" (src/i18n/ui/*.ts).`,
    );
  }
  return certain >= 10 ? Math.floor(certain / 10) * 10 : certain;
}

/**
 * The plural category of the firm's lawyers in `lang`: a text about them picks its '.one' or '.other' form by
 * it, so that a one-lawyer office never reads as several (art. 40 ν. 4194/2013: nothing misleading).
 */
export function lawyersPlural(lang: Lang, of: Firm = firm): 'one' | 'other' {
  return new Intl.PluralRules(localeTags[lang].intl).select(of.lawyers.length) === 'one' ? 'one' : 'other';
}

/** The languages any lawyer of the firm works in, each once, in the order first met. */
export function firmLanguages(of: Firm = firm): string[] {
  return [...new Set(of.lawyers.flatMap((lawyer) => lawyer.languages))];
}

/** Languages by their tags, named and listed as a reader of `lang` writes them: 'Greek and English'. */
export function languageList(tags: readonly string[], lang: Lang, type: 'conjunction' | 'unit' = 'conjunction'): string {
  return new Intl.ListFormat(localeTags[lang].intl, { type, style: 'long' }).format(tags.map((tag) => languageName(tag, lang)));
}

/**
 * The firm's facts every UI string may name: {firm}, {founded}, {years}, {practice}, {postalCode}, {languages},
 * {firstMeeting}, {feeCap}, {feeAgreement}, {costsAdvanced}, {year}.
 */
export function firmVars(lang: Lang, today = new Date()): Record<string, string | number> {
  return {
    firm: firm.name[lang],
    founded: firm.foundedYear,
    years: experienceYears(firm.foundedYear, today),
    practice: firm.practice[lang],
    postalCode: firm.address.postalCode,
    languages: languageList(firmLanguages(), lang),
    firstMeeting: firm.firstMeeting[lang],
    feeCap: firm.contingencyFeeCap[lang],
    feeAgreement: firm.feeAgreement[lang],
    costsAdvanced: firm.costsAdvanced[lang],
    year: today.getUTCFullYear(),
  };
}
