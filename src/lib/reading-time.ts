/** Attributes of the guide components whose values the page shows as text (a trap's why and how, an answer...). */
const SHOWN = new Set(['title', 'why', 'how', 'q', 'a', 'when', 'label']);

/** A JSX tag, its attribute values and `{...}` expressions (two levels of braces: `heads={[{ label: "x" }]}`) included. */
const TAG = /<\/?[A-Za-z](?:"[^"]*"|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|[^>"{])*>/g;

/**
 * The text a reader sees in a guide's MDX source: prose, templates, and the shown attributes of components,
 * without markup, attribute names or link targets, e.g.
 *   '<Trap title="Fault" why="It sticks" how="Stay calm" />' => ' Fault It sticks Stay calm '
 */
export function visibleText(body: string): string {
  return body
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(TAG, (tag) => {
      const shown = [...tag.matchAll(/\b(\w+)\s*[=:]\s*"([^"]*)"/g)].filter((m) => SHOWN.has(m[1]!)).map((m) => m[2]);
      return ` ${shown.join(' ')} `;
    });
}

/** Words of the visible text: tokens with a letter or digit, so table rules, '##' and list marks do not count. */
export function visibleWords(body: string): number {
  return visibleText(body)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Reading time at about 200 words a minute: a careful pace for a reader shaken by an accident. */
export function readingMinutes(body: string | undefined): number {
  return Math.max(1, Math.round(visibleWords(body ?? '') / 200));
}
