/**
 * Text a visitor sent, made safe to print on a terminal or to store as one line: every control character
 * (C0 with carriage return and escape, DEL, C1 with NEL U+0085), the Unicode line and paragraph separators,
 * every bidirectional control (Unicode's Bidi_Control: the marks LRM, RLM and ALM U+061C, the embeddings,
 * overrides and isolates) and every character that prints as nothing (format characters such as U+200B
 * and U+FEFF, and the rest of Unicode's Default_Ignorable_Code_Point: U+180E, fillers, variation
 * selectors) become visible escapes such as `\r`, `\x1b`, `\x85`, `\u202e`, `\u200b`, so that nothing
 * a visitor typed can move the cursor, recolour, retitle or reorder the firm's terminal, hide part of a
 * line, or make two different names look the same. Unicode's own properties rather than a list of our
 * own, so that a character added to them is covered. Backslashes are left as they are.
 */
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (c: string, width: number) => c.codePointAt(0)!.toString(16).padStart(width, '0');

function escape(c: string): string {
  const code = c.codePointAt(0)!;
  return NAMED[c] ?? (code < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`);
}

// Cc is C0, DEL and C1; Zl and Zp are LS and PS; Cf the format characters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/gu;
const INVISIBLE_BUT_LAYOUT = /[^\P{Cc}\n\t]|[\p{Cf}\p{Zl}\p{Zp}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * One line with its invisible characters escaped. `keepNewlines` (a message's text) keeps its layout:
 * CRLF as a form sends it, and LF, become one newline, tabs stay; a lone CR is still escaped.
 */
export function visibleText(text: string, { keepNewlines = false }: { keepNewlines?: boolean } = {}): string {
  if (!keepNewlines) return text.replace(INVISIBLE, escape);
  return text.replace(/\r\n/g, '\n').replace(INVISIBLE_BUT_LAYOUT, escape);
}
