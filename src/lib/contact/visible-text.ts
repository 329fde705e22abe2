/**
 * Text a visitor sent, made safe to print on a terminal or to store as one line: every control character
 * (C0 with carriage return and escape, DEL, C1 with NEL U+0085), the Unicode line and paragraph separators
 * and the bidirectional overrides become visible escapes such as `\r`, `\x1b`, `\x85`, `\u202e`, so that
 * nothing a visitor typed can move the cursor, recolour, retitle or reorder the firm's terminal or hide
 * part of a line. Backslashes are left as they are.
 */
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (c: string, width: number) => c.codePointAt(0)!.toString(16).padStart(width, '0');

function escape(c: string): string {
  const code = c.codePointAt(0)!;
  return NAMED[c] ?? (code < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`);
}

// Cc is C0, DEL and C1; then LS, PS, LRM/RLM, the embeddings and overrides, and the isolates.
const INVISIBLE = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const INVISIBLE_BUT_LAYOUT = /[^\P{Cc}\n\t]|[\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * One line with its invisible characters escaped. `keepNewlines` (a message's text) keeps its layout:
 * CRLF as a form sends it, and LF, become one newline, tabs stay; a lone CR is still escaped.
 */
export function visibleText(text: string, { keepNewlines = false }: { keepNewlines?: boolean } = {}): string {
  if (!keepNewlines) return text.replace(INVISIBLE, escape);
  return text.replace(/\r\n/g, '\n').replace(INVISIBLE_BUT_LAYOUT, escape);
}
