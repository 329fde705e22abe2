/**
 * Text a visitor sent, made safe to print on a terminal or to store as one line: every control character
 * (C0 with carriage return and escape, DEL, C1 with NEL U+0085), the Unicode line and paragraph separators,
 * every bidirectional control (Unicode's Bidi_Control: the marks LRM, RLM and ALM U+061C, the embeddings,
 * overrides and isolates) and every character that prints as nothing (format characters such as U+200B
 * and U+FEFF, and the rest of Unicode's Default_Ignorable_Code_Point: U+180E, fillers, variation
 * selectors), private-use and unassigned code points, and the blank braille pattern U+2800, become visible escapes such as `\r`, `\x1b`, `\x85`,
 * `\u202e`, `\u200b`, or `\u{e0041}` beyond U+FFFF (always four digits, or braces: never read as a
 * shorter code and a digit after it), so that nothing
 * a visitor typed can move the cursor, recolour, retitle or reorder the firm's terminal, hide part of a
 * line, or make two different names look the same. Unicode's own properties rather than a list of our
 * own, so that a character added to them is covered. Backslashes are left as they are.
 */
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (c: string, width: number) => c.codePointAt(0)!.toString(16).padStart(width, '0');

function escape(c: string): string {
  const code = c.codePointAt(0)!;
  return NAMED[c] ?? (code < 0x100 ? `\\x${hex(c, 2)}` : code <= 0xffff ? `\\u${hex(c, 4)}` : `\\u{${hex(c, 1)}}`);
}

// Cc is C0, DEL and C1; Zl and Zp are LS and PS; Cf the format characters; Co, Cn and Cs private-use,
// unassigned and lone surrogate code points, which a terminal prints as nothing or as a font's whim;
// U+2800 a braille cell with no dots, a symbol that prints as a blank.
const HIDDEN = String.raw`\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}\u2800`;
const INVISIBLE = new RegExp(String.raw`[\p{Cc}${HIDDEN}]`, 'gu');
const INVISIBLE_BUT_LAYOUT = new RegExp(String.raw`[^\P{Cc}\n\t]|[${HIDDEN}]`, 'gu');

/**
 * One line with its invisible characters escaped. `keepNewlines` (a message's text) keeps its layout:
 * CRLF as a form sends it, and LF, become one newline, tabs stay; a lone CR is still escaped.
 */
export function visibleText(text: string, { keepNewlines = false }: { keepNewlines?: boolean } = {}): string {
  if (!keepNewlines) return text.replace(INVISIBLE, escape);
  return text.replace(/\r\n/g, '\n').replace(INVISIBLE_BUT_LAYOUT, escape);
}
