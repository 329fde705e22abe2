import { z } from 'zod';
import { courtKeys, courts, lawKeys, laws, type CourtKey, type LawKey } from '../../config/legal-sources.ts';
import { localeTags, type Lang } from '../../i18n/locales.ts';

/**
 * A guide's legal sources (frontmatter `sources`): laws by article, court decisions by court, number and
 * year, each written as Greek lawyers cite it, one per line: `άρθρο 300 ΑΚ`, `άρθρα 929 και 932 ΑΚ`,
 * `άρθρο 10 παρ. 2 π.δ. 237/1986`, `ΠΕΕ 87/2016`, `ΑΠ 1043/2010`, `Ολ. ΑΠ 9/2015`. The names of laws
 * and courts come from src/config/legal-sources.ts, so that a typo stops the build; the page lists the
 * sources at the end of the guide (Sources.astro) and spells them out in English on an English page.
 */

export type LawSource = { law: LawKey; articles: string[] };
export type DecisionSource = { court: CourtKey; number: number; year: number };
export type GuideSource = LawSource | DecisionSource;

/** Articles inside a source's parsed form: '300', '6β', '6(6)' (article 6, paragraph 6). */
const articlePattern = /^(\d+[α-ω]?)(?:\((\d+)\))?$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so that 'Ολ. ΑΠ 9/2015' is not read as 'ΑΠ'. */
const byLength = (keys: readonly string[]) =>
  [...keys]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const decisionPattern = new RegExp(`^(${byLength(courtKeys)}) (\\d+)/(\\d{4})$`);
/** 'άρθρο 6 παρ. 6', 'άρθρα 929, 931 και 932', then the law's name. */
const ref = '\\d+[α-ω]?(?: παρ\\. \\d+)?';
const lawPattern = new RegExp(`^(?:άρθρ[οα] (${ref}(?:(?:, | και )${ref})*) )?(${byLength(lawKeys)})$`);

export const sourceExamples =
  'a law as "άρθρο 300 ΑΚ" or "άρθρα 929 και 932 ΑΚ" or "άρθρο 10 παρ. 2 π.δ. 237/1986", a decision as "ΑΠ 1043/2010"';

/** A citation as an editor writes it, read into its parts; a string says what is wrong with it. */
export function parseSource(text: string): GuideSource | string {
  const cited = text.trim().replace(/\s+/g, ' ');
  const decision = decisionPattern.exec(cited);
  if (decision) return { court: decision[1] as CourtKey, number: Number(decision[2]), year: Number(decision[3]) };
  const law = lawPattern.exec(cited);
  if (law) {
    const articles = law[1] ? law[1].split(/, | και /).map((a) => a.replace(/^(\d+[α-ω]?) παρ\. (\d+)$/, '$1($2)')) : [];
    return { law: law[2] as LawKey, articles };
  }
  // Near misses, named precisely: an unknown law after its articles, an unknown court before a number.
  const name = new RegExp(`^άρθρ[οα] ${ref}(?:(?:, | και )${ref})* (.+)$`).exec(cited)?.[1] ?? /^(\D+?) \d+\/\d{4}$/.exec(cited)?.[1];
  if (name)
    return `has "${cited}", but "${name}" is not a law or court of src/config/legal-sources.ts (add it there, or check its spelling)`;
  return `has "${cited}", which is not written as ${sourceExamples}`;
}

export const guideSourceSchema = z.string().transform((text, ctx): GuideSource => {
  const source = parseSource(text);
  if (typeof source === 'string') {
    ctx.addIssue({ code: 'custom', message: source });
    return z.NEVER;
  }
  return source;
});

export const isDecision = (source: GuideSource): source is DecisionSource => 'court' in source;

const joined = (items: string[], and: string) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/**
 * The citation as Greek lawyers write it: 'άρθρο 10 παρ. 2 π.δ. 237/1986', 'άρθρα 929 και 932 ΑΚ',
 * 'ΑΠ 1043/2010'; a Greek page shows the registry's full name of a law ('Πράξη … 87/5.4.2016'), everything
 * else (an English page, messages) the short one the editor wrote ('ΠΕΕ 87/2016').
 */
export function greekCitation(source: GuideSource, { full = false } = {}): string {
  if (isDecision(source)) return `${courts[source.court].el} ${source.number}/${source.year}`;
  const name = full ? laws[source.law].el : source.law;
  if (!source.articles.length) return name;
  const refs = source.articles.map((a) => a.replace(articlePattern, (_, art: string, par?: string) => (par ? `${art} παρ. ${par}` : art)));
  return `${refs.length > 1 ? 'άρθρα' : 'άρθρο'} ${joined(refs, 'και')} ${name}`;
}

/** The citation in English words: 'Article 10(2) of Presidential Decree 237/1986 …', 'Areios Pagos (Supreme Court) 1043/2010'. */
export function englishCitation(source: GuideSource): string {
  if (isDecision(source)) return `${courts[source.court].en} ${source.number}/${source.year}`;
  const name = laws[source.law].en;
  if (!source.articles.length) return name[0]!.toUpperCase() + name.slice(1);
  return `${source.articles.length > 1 ? 'Articles' : 'Article'} ${joined(source.articles, 'and')} of ${name}`;
}

/**
 * A source as a page of that language shows it; a page not in Greek adds the Greek citation (`greek`). The words
 * are English on every page not in Greek: a language added to the registry without its own citation grammar
 * shows them marked as English (`textLang`), never passed off as its own (docs/languages.md).
 */
export function citation(source: GuideSource, lang: Lang): { text: string; greek?: string; textLang?: Lang } {
  if (lang === 'el') return { text: greekCitation(source, { full: true }) };
  const english = localeTags[lang].hreflang === 'en';
  return { text: englishCitation(source), greek: greekCitation(source), ...(english ? {} : { textLang: 'en' }) };
}

/** Where two languages' lists of sources part, in the editor's words, or undefined when they agree. */
export function sourcesDifference(reference: readonly GuideSource[], other: readonly GuideSource[]): string | undefined {
  for (let i = 0; i < Math.max(reference.length, other.length); i++) {
    const a = reference[i];
    const b = other[i];
    if (a && b && greekCitation(a) === greekCitation(b)) continue;
    if (!b) return `source ${i + 1}, ${greekCitation(a!)}, is missing here`;
    if (!a) return `source ${i + 1} here, ${greekCitation(b)}, is not there`;
    return `source ${i + 1} is ${greekCitation(a)} there but ${greekCitation(b)} here`;
  }
  return undefined;
}
