import type { PeriodUnit, RegisterEntry } from './rule-schema.ts';

/**
 * Finds the phrases that state a period ('πέντε ετών', 'τρεις μήνες', '8 εργάσιμες', 'two years',
 * 'τρίμηνο', '10-day') in a text, so that the build can refuse one written outside the register of the law.
 * Pure: the build's check, the counting script and the tests call it with a file's text.
 */

const numberWords: Record<string, number> = {
  δύο: 2,
  τρεις: 3,
  τρία: 3,
  τριών: 3,
  τέσσερις: 4,
  τέσσερα: 4,
  τεσσάρων: 4,
  πέντε: 5,
  έξι: 6,
  επτά: 7,
  εφτά: 7,
  οκτώ: 8,
  οχτώ: 8,
  εννέα: 9,
  εννιά: 9,
  δέκα: 10,
  έντεκα: 11,
  δώδεκα: 12,
  δεκαπέντε: 15,
  είκοσι: 20,
  τριάντα: 30,
  πενήντα: 50,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
};

/** The unit words, each with its unit: every case and number of the Greek nouns, and the English. */
const unitWords: [RegExp, PeriodUnit][] = [
  [/^(?:εργάσιμ\p{L}*(?:\s+(?:ημέρ|ημερ|μέρ)\p{L}*)?|working[\s-]+days?)$/iu, 'workingDays'],
  [/^(?:ημερολογιακ\p{L}*(?:\s+(?:ημέρ|ημερ|μέρ)\p{L}*)?|calendar[\s-]+days?)$/iu, 'days'],
  [/^(?:ημέρα|ημέρας|ημέρες|ημερών|μέρα|μέρας|μέρες|days?)$/iu, 'days'],
  [/^(?:ώρα|ώρας|ώρες|ωρών|hours?)$/iu, 'hours'],
  [/^(?:εβδομάδα|εβδομάδας|εβδομάδες|εβδομάδων|weeks?)$/iu, 'weeks'],
  [/^(?:μήνας|μήνα|μήνες|μηνών|months?)$/iu, 'months'],
  [/^(?:χρόνος|χρόνο|χρόνια|χρόνων|έτος|έτους|έτη|ετών|years?)$/iu, 'years'],
];

/** Single words that are a period by themselves, with their length and unit. */
const periodNouns: [RegExp, number, PeriodUnit][] = [
  [/^τρίμην\p{L}*$/iu, 3, 'months'],
  [/^εξάμην\p{L}*$/iu, 6, 'months'],
  [/^διετ\p{L}*$/iu, 2, 'years'],
  [/^τριετ\p{L}*$/iu, 3, 'years'],
  [/^πενταετ\p{L}*$/iu, 5, 'years'],
  [/^εικοσαετ\p{L}*$/iu, 20, 'years'],
  [/^(?:οκταήμερ|δεκαήμερ|εικοσαήμερ|δεκαπενθήμερ)\p{L}*$/iu, 0, 'days'],
];

const numberPattern = `\\d+|${Object.keys(numberWords).join('|')}`;
const unitPattern =
  '(?:εργάσιμ\\p{L}*|ημερολογιακ\\p{L}*|working|calendar)(?:[\\s-]+(?:ημέρ|ημερ|μέρ|day)\\p{L}*)?|ημέρα|ημέρας|ημέρες|ημερών|μέρα|μέρας|μέρες|ώρα|ώρας|ώρες|ωρών|εβδομάδα|εβδομάδας|εβδομάδες|εβδομάδων|μήνας|μήνα|μήνες|μηνών|χρόνος|χρόνο|χρόνια|χρόνων|έτος|έτους|έτη|ετών|days?|hours?|weeks?|months?|years?';
// Not inside a number or a citation ('ν. 4092/2012', '5.4.2016'), and a whole unit word at the end.
const phrasePattern = new RegExp(
  `(?<![\\p{L}\\p{N}/.,])(${numberPattern})(?:\\s*\\(\\d+\\))?[\\s\\u00a0-]+(${unitPattern})(?![\\p{L}\\p{N}])`,
  'giu',
);
const nounPattern = /(?<![\p{L}\p{N}])(?:τρίμην|εξάμην|διετ|τριετ|πενταετ|εικοσαετ|οκταήμερ|δεκαήμερ|εικοσαήμερ|δεκαπενθήμερ)\p{L}*/giu;

export interface PeriodPhrase {
  /** The words as written. */
  text: string;
  /** Where they start in the text. */
  index: number;
  length: number;
  unit: PeriodUnit;
}

const unitOf = (word: string): PeriodUnit => unitWords.find(([pattern]) => pattern.test(word.trim()))?.[1] ?? 'days';

/** Every period phrase in a text, in order. */
export function periodPhrases(text: string): PeriodPhrase[] {
  const found: PeriodPhrase[] = [];
  for (const match of text.matchAll(phrasePattern)) {
    const [whole, number, unit] = match as unknown as [string, string, string];
    const length = /^\d+$/.test(number) ? Number(number) : numberWords[number.toLowerCase()]!;
    found.push({ text: whole, index: match.index, length, unit: unitOf(unit) });
  }
  for (const match of text.matchAll(nounPattern)) {
    const noun = periodNouns.find(([pattern]) => pattern.test(match[0]));
    if (noun) found.push({ text: match[0], index: match.index, length: noun[1], unit: noun[2] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The register's rules whose period this phrase may be, for the message that names the id to use. */
export function rulesFor(phrase: Pick<PeriodPhrase, 'length' | 'unit'>, register: readonly RegisterEntry[]): string[] {
  return register
    .filter((rule) => rule.period && rule.period.unit === phrase.unit && (phrase.length === 0 || rule.period.length === phrase.length))
    .map((rule) => rule.id);
}
