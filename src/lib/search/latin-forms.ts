/**
 * The Latin forms of the Greek initialisms a page writes (ΕΚΑΒ, ΕΟΠΥΥ, ΚΕΠΑ, ΚΤΕΟ), which the site's search indexes
 * beside them: the English guides write them in Greek letters, and a phone's keyboard is often on Latin letters, so
 * a visitor types EKAB, EOPYY, KTEO. Pagefind folds accents and case but never maps one script to the other.
 */

/**
 * The key each Greek capital sits on in the standard Greek keyboard layout: what a visitor types for it with the
 * keyboard left on Latin, and the usual Latin spelling of these initialisms (ΕΚΑΒ is "EKAB", ΕΟΠΥΥ "EOPYY").
 */
const GREEK = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ';
const KEYS = 'ABGDEZHUIKLMNJOPRSTYFXCV';

/** A whole word of three to six unaccented Greek capitals: an initialism, not a shouted word or a heading. */
const INITIALISM = /(?<!\p{L})[Α-Ω]{3,6}(?!\p{L})/gu;

/** 'ΚΤΕΟ' => 'KTEO'. */
export function latinForm(initialism: string): string {
  return initialism.replace(/./gu, (letter) => KEYS[GREEK.indexOf(letter)] ?? letter);
}

/** The page's HTML with each Greek initialism in its text followed by its Latin form: 'ΕΚΑΒ' => 'ΕΚΑΒ (EKAB)'. */
export function withLatinForms(html: string): string {
  return html.replace(/>([^<]+)</g, (_all, text: string) => `>${text.replace(INITIALISM, (word) => `${word} (${latinForm(word)})`)}<`);
}
