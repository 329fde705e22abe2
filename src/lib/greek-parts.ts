/**
 * A text cut into its Greek phrases and the rest, so that a page in another language marks each Greek phrase
 * with lang="el" and a screen reader pronounces it in Greek (tests/site/language-of-parts.test.ts):
 * 'its tax number (ΑΦΜ), so' => ['its tax number (', {ΑΦΜ}, '), so'].
 */

const GREEK = '\\u0370-\\u03FF\\u1F00-\\u1FFF';
/** Greek words, with the spaces, points and hyphens between them: 'Κέντρο Πληροφοριών', 'υπεύθυνη δήλωση'. */
const greekPhrase = new RegExp(`[${GREEK}]+(?:[\\s.’'-]+[${GREEK}]+)*`, 'gu');

export interface TextPart {
  text: string;
  greek: boolean;
}

export function greekParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(greekPhrase)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), greek: false });
    parts.push({ text: match[0], greek: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), greek: false });
  return parts;
}
