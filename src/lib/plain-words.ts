import { plainWordIds, plainWords, type PlainWord } from '../config/plain-words.ts';
import type { Lang } from '../i18n/locales.ts';

const escape = (form: string) => form.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Forms as one pattern, matched as whole words (a letter on neither side). */
const whole = (forms: readonly string[], flags: string) =>
  forms.length ? new RegExp(`(?<!\\p{L})(?:${forms.map(escape).join('|')})(?!\\p{L})`, flags) : null;

/**
 * A term's test: its words in any case, its abbreviations ('ΑΠ', all capitals) only as written, so that an
 * abbreviation never matches a word ('απ’').
 */
const tests = new Map<string, (text: string) => boolean>();
function testOf(lang: Lang, id: PlainWord): (text: string) => boolean {
  const key = `${lang}:${id}`;
  let test = tests.get(key);
  if (!test) {
    const forms: readonly string[] = plainWords[id][lang];
    const abbreviation = (form: string) => form === form.toUpperCase() && form !== form.toLowerCase();
    const words = whole(
      forms.filter((f) => !abbreviation(f)),
      'iu',
    );
    const abbreviations = whole(forms.filter(abbreviation), 'u');
    test = (text) => !!words?.test(text) || !!abbreviations?.test(text);
    tests.set(key, test);
  }
  return test;
}

/**
 * For each card, in the order the page shows them (each card its texts: title, its own line, the register's
 * words), the words of the law it is the first to use: a word glossed once on a page is not glossed again.
 */
export function firstUses(lang: Lang, cards: readonly (readonly string[])[]): PlainWord[][] {
  const seen = new Set<PlainWord>();
  return cards.map((texts) => {
    const found = plainWordIds.filter((id) => !seen.has(id) && texts.some(testOf(lang, id)));
    for (const id of found) seen.add(id);
    return found;
  });
}
