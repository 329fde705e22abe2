/**
 * Line-breaking rules of careful Greek (and English) typesetting, applied to text at build time so that
 * editors never type invisible characters: a number stays with what follows it ("24 ώρες", "914 ΑΚ",
 * "5.000 €"), an abbreviation with its number ("ν. 489/1976", "άρθρο 6 παρ. 2"), a one-letter word with
 * the next ("ή η", "a claim"), and a compound never breaks at its hyphen ("hit-and-run").
 */

const NBSP = '\u00a0';
/** Looks and reads as a hyphen; a line never breaks after it. */
const NON_BREAKING_HYPHEN = '\u2011';

/** A space (not a line break) between two words. */
const SPACE = '[ \\t]+';

const rules: readonly [RegExp, string][] = [
  // A number and the word, unit or symbol after it. A dictionary's `{placeholder}` before a word always stands
  // for a number ("{minutes} minutes", "{max} characters"), so it is kept with its unit the same way.
  [new RegExp(`(\\d|\\})${SPACE}(?=[\\p{L}€%‰°])`, 'gu'), `$1${NBSP}`],
  // A currency sign and its amount.
  [new RegExp(`([€$£])${SPACE}(?=\\d)`, 'gu'), `$1${NBSP}`],
  // An abbreviation of one to three letters and the number it introduces: "ν. 489/1976", "παρ. 2", "Art. 10".
  [new RegExp(`(^|[\\s(«“"])(\\p{L}{1,3}\\.(?:\\p{L}{1,3}\\.)*)${SPACE}(?=\\d)`, 'gu'), `$1$2${NBSP}`],
  // A one-letter word and the word after it.
  [new RegExp(`(^|[\\s(«“"])(\\p{L})${SPACE}(?=\\S)`, 'gu'), `$1$2${NBSP}`],
];

/** A token that must stay exactly as written: an address, e-mail, path or file name. */
// A colon counts only inside a token ("a:b", "https://"): one that ends a word is punctuation.
const verbatim = /[@/\\_]|:\S|^www\./;

function joinCompounds(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => (verbatim.test(token) ? token : token.replace(/(\p{L})-(?=\p{L})/gu, `$1${NON_BREAKING_HYPHEN}`)))
    .join('');
}

export function typeset(text: string): string {
  let out = joinCompounds(text);
  // Twice: a match consumes the character before it, so "ή η ζημία" needs a second pass for its "η".
  for (let pass = 0; pass < 2; pass++) for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/** The text as written, without what `typeset` added: for comparing a heading with the metadata it repeats. */
export function untypeset(text: string): string {
  return text.replaceAll(NBSP, ' ').replaceAll(NON_BREAKING_HYPHEN, '-');
}

/** Items of a list in a row, as the language separates them: a Greek «;» is a question mark, so it takes «·». */
export const listSeparator = (lang: string) => (lang === 'el' ? '· ' : '; ');
