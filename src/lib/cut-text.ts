/**
 * `text` cut to at most `limit` UTF-16 units (what a field's maxlength and the contact function count), never
 * inside a character: not between an emoji's two halves, nor inside a letter with its accents or a family emoji.
 * Whole characters as the browser draws them (Intl.Segmenter's graphemes); where it lacks them (before Safari
 * 14.1), whole code points. Self-contained: the contact form's inline script takes it as it is (its source).
 */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const parts: Iterable<string> =
    typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment)
      : (text.match(/[\ud800-\udbff][\udc00-\udfff]|[^]/g) ?? []);
  let kept = '';
  for (const part of parts) {
    if (kept.length + part.length > limit) break;
    kept += part;
  }
  return kept;
}
