/**
 * A message another page offers the visitor (/contact#message=…), as the contact form's box takes it: with
 * nothing the box would hide. The box is as tall as its text, so words after thousands of empty lines, or after a
 * run of blanks that wraps into empty lines, would be sent unseen below its fold. Every run of blanks (spaces, tabs,
 * the characters drawn as nothing or as a blank: Hangul fillers, the blank braille pattern) becomes one space, a
 * line holding nothing to read becomes empty, and at most one empty line separates paragraphs. What the site's own
 * pages write (sentences and one empty line between them) comes through as it was.
 *
 * Self-contained: the contact page's inline script takes it as it is (its source).
 */
export function tidyOffered(text: string): string {
  const blanks = /[^\S\r\n\u2028\u2029\v\f\u0085]|[\u115F\u1160\u3164\uFFA0\u2800\u{1D159}]/u;
  const visible = /[^\s\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cn}\p{Cs}\u2800\u{1D159}]/u;
  return text
    .split(/\r\n|[\r\n\u2028\u2029\v\f\u0085]/)
    .map((line) => line.replace(new RegExp(`(?:${blanks.source})+`, 'gu'), ' ').trim())
    .map((line) => (visible.test(line) ? line : ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
