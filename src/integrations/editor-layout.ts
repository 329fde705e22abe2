/**
 * The editor's MDX laid out as the guides are written, before Prettier formats it. Keystatic writes a component's
 * text indented under its tag, with no empty line after the opening tag:
 *
 *     <Callout kind="info" title="…">
 *       - **A point.** …
 *     </Callout>
 *
 * which MDX reads as a list, but Prettier's MDX parser reads as one paragraph and re-wraps (a saved guide lost
 * its lists). Here each component's text moves back to the margin between empty lines, as in every guide:
 *
 *     <Callout kind="info" title="…">
 *
 *     - **A point.** …
 *
 *     </Callout>
 *
 * Its lists and tables are written back in the guides' style too: `-` for a point (Keystatic writes `*`), and a
 * table's cells unpadded (Keystatic pads every cell to its column's width, a changed line for each row).
 */
const OPENING = /^<([A-Z]\w*)(?:\s.*)?>$/;
const CLOSING = /^<\/([A-Z]\w*)>$/;

export function layOutComponents(mdx: string): string {
  const out: string[] = [];
  /** The components open at this line, and whether their text is indented under them (Keystatic's) or not (by hand). */
  const open: { name: string; indented?: boolean }[] = [];
  const blank = () => {
    if (out.length && out[out.length - 1] !== '') out.push('');
  };
  for (const line of mdx.split('\n')) {
    const inner = open.at(-1);
    if (inner && inner.indented === undefined && line.trim() !== '') inner.indented = line.startsWith('  '.repeat(open.length));
    const indent = '  '.repeat(open.filter((o) => o.indented).length);
    const text = line.startsWith(indent) ? line.slice(indent.length) : line;
    // A closing tag stands where its opening tag does, at the indentation of the component around it.
    const closing = CLOSING.exec(line.trimStart());
    if (closing && closing[1] === inner?.name) {
      blank();
      out.push(line.trimStart());
      open.pop();
      continue;
    }
    const opening = OPENING.exec(text);
    if (opening && !text.endsWith('/>') && !text.includes(`</${opening[1]}>`)) {
      if (open.length) blank();
      out.push(text, '');
      open.push({ name: opening[1]! });
      continue;
    }
    if (text === '' && out.at(-1) === '') continue;
    out.push(tidy(text));
  }
  return out.join('\n');
}

/** A line of a list or a table in the guides' style; any other line as it is. */
function tidy(line: string): string {
  const point = /^(\s*)\* /.exec(line);
  if (point) return `${point[1]}- ${line.slice(point[0].length)}`;
  if (!line.startsWith('|') || !line.endsWith('|')) return line;
  const cells = line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
  if (cells.every((cell) => /^:?-+:?$/.test(cell))) return `|${cells.map((c) => c.replace(/-+/, '---')).join('|')}|`;
  return `| ${cells.join(' | ')} |`;
}
