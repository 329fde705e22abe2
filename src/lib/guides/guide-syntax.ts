import { mdxToMdast } from 'satteri';
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode, type YAMLError } from 'yaml';

/**
 * The two ways a guide's text can fail to be read at all, its YAML frontmatter and its MDX body, told as an
 * editor would need them: the line of the file (the opening `---` is line 1), the field, and what went
 * wrong in plain words. The body is read by Sätteri, the MDX compiler of the build, so that a file this
 * check passes compiles, and the line named is the compiler's. Astro reports the same slips itself, but in
 * its parsers' words and over a stack trace (Astro 7.3, November 2026): a stray quote in a title is "bad
 * indentation of a mapping entry" at line:column, with no field; an unclosed <Callout> is "Expected a closing
 * tag" 16 s into the build; a value the schema refuses has no line at all.
 */

/** Why a guide cannot be read, at one line of its file. */
export interface SyntaxMistake {
  line: number;
  /** The field of the frontmatter the line belongs to, if any (none in the body). */
  field?: string;
  problem: string;
  fix: string;
}

export interface GuideText {
  /** The fields, as YAML reads them; undefined when the frontmatter cannot be read. */
  data?: unknown;
  /** The line where a field (or its `item`-th entry, from 0) is written, if it is. */
  lineOf(field: string, item?: number): number | undefined;
  /** The MDX body, and the line of the file it starts on. */
  body: string;
  bodyLine: number;
  mistake?: SyntaxMistake;
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Splits a guide into frontmatter and body and reads the frontmatter; undefined if it has none. `fields`,
 * the names a guide's fields may have, tells a field missing its colon from a stray line of text.
 */
export function readGuideText(text: string, fields: readonly string[]): GuideText | undefined {
  const match = frontmatterPattern.exec(text);
  if (!match) return undefined;
  const yaml = match[1]!;
  const lines = new LineCounter();
  const doc = parseDocument(yaml, { prettyErrors: false, lineCounter: lines });
  // The YAML starts on the file's second line, after the opening `---`.
  const fileLine = (offset: number) => lines.linePos(offset).line + 1;
  const lineOf = (field: string, item?: number) => {
    const pair = isMap(doc.contents) ? doc.contents.items.find((p) => (p.key as { value?: unknown } | null)?.value === field) : undefined;
    if (!pair) return undefined;
    const entry = item !== undefined && isSeq(pair.value) ? (pair.value.items[item] as YamlNode | undefined) : undefined;
    const range = entry?.range ?? (pair.key as YamlNode).range;
    return range ? fileLine(range[0]) : undefined;
  };
  const body = text.slice(match[0].length);
  const bodyLine = match[0].split('\n').length;
  const error = doc.errors[0];
  if (error) return { lineOf, body, bodyLine, mistake: yamlMistake(error, yaml.split(/\r?\n/), lines.linePos(error.pos[0]).line, fields) };
  return { data: doc.toJS(), lineOf, body, bodyLine };
}

const fieldLine = /^([A-Za-z_][\w-]*)(:?)(.*)$/;
const quotes =
  'Write the value in one pair of straight double quotes ("…"); inside it, use «…» in Greek or “…” in English, never a straight "';

/**
 * The YAML parser's first error, as the line and field an editor must mend. Its messages speak of scalars
 * and implicit keys; these speak of fields, quotes, colons and spaces, judged from the line as written.
 */
function yamlMistake(error: YAMLError, lines: string[], at: number, fields: readonly string[]): SyntaxMistake {
  // The field a line belongs to: its own name, or the last name above it (for the entries of a list).
  const fieldOf = (index: number) => {
    for (let i = index; i >= 0; i--) {
      const name = fieldLine.exec(lines[i]!)?.[1];
      if (name) return { name, line: i + 2 };
    }
    return undefined;
  };
  const index = Math.min(at, lines.length) - 1;
  const text = lines[index] ?? '';
  const line = index + 2;
  const field = fieldOf(index);
  const own = fieldLine.exec(text);

  // A line at the start that is not `name: value`, nor the name of a field missing its colon: stray text.
  if (/^[^\s#-]/.test(text) && !own?.[2] && !(own && fields.includes(own[1]!)))
    return {
      line,
      problem: `"${text.trim()}" is neither a field nor part of the one above`,
      fix: 'A field is its name, a colon, a space and its value, on one line; a long text stays on one line, in double quotes',
    };
  if (own && !own[2])
    return {
      line,
      field: own[1]!,
      problem: 'has no colon after the field name',
      fix: own[3]!.trim()
        ? `Write the name, a colon, a space and the value: ${own[1]}: ${own[3]!.trim()}`
        : `Write a colon after the name: ${own[1]}:`,
    };
  if (own && /^\S/.test(own[3]!))
    return {
      line,
      field: own[1]!,
      problem: 'has no space after the colon',
      fix: `Write a space between the colon and the value: ${own[1]}: ${own[3]}`,
    };
  if (error.code === 'TAB_AS_INDENT' || /^\s*\t/.test(text))
    return {
      line,
      field: field?.name,
      problem: 'is indented with a tab',
      fix: 'Use spaces: each entry of a list starts with two spaces, a hyphen and a space ("  - ")',
    };
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message))
    return { line, field: field?.name, problem: 'opens a quote that is never closed', fix: `${quotes}, and end it on the same line` };
  if (error.code === 'UNEXPECTED_TOKEN' && /^\s*(?:[\w-]+:\s*|-\s+)?["']/.test(text))
    return {
      line,
      field: field?.name,
      problem: 'has text after its closing quote: a straight double quote inside the value ends it early',
      fix: quotes,
    };
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /compact/.test(error.message))
    return { line, field: field?.name, problem: 'has a colon in a value without quotes', fix: quotes };
  if (error.code === 'DUPLICATE_KEY')
    return { line, field: own?.[1] ?? field?.name, problem: 'is written twice', fix: 'Keep one of the two lines and delete the other' };
  if (/^Flow (sequence|mapping)/.test(error.message) || (error.code === 'MISSING_CHAR' && /[\]}]/.test(error.message))) {
    // The parser notices an unclosed bracket only on a later line: the mistake is on the field's line above.
    const opened = fieldOf(index - (own ? 1 : 0));
    return {
      line: opened?.line ?? line,
      field: opened?.name,
      problem: 'opens a list with "[" that is not closed with "]"',
      fix: 'Close the list on the same line, for example related: [accident-report, common-mistakes]',
    };
  }
  if (['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY'].includes(error.code) || /^\s/.test(text))
    return {
      line,
      field: field?.name,
      problem: 'is not indented as the frontmatter needs',
      fix: 'Each field starts at the beginning of its line; each entry of a list starts with two spaces, a hyphen and a space ("  - ")',
    };
  return {
    line,
    field: field?.name,
    problem: `cannot be read (${error.message.split('\n')[0]})`,
    fix: 'Check that each field is "name: value" on its own line and that text with a colon or quotes is in double quotes',
  };
}

const componentFix = 'Compare it with the same component in another guide (src/content/articles/README.md lists them)';

/**
 * The first MDX syntax mistake in a guide's body, at its line of the file; undefined if the body compiles.
 * Sätteri reports `line:column: reason (rule)`; the reasons become plain sentences.
 */
export function mdxMistake(body: string, bodyLine: number): SyntaxMistake | undefined {
  try {
    // Blank lines in place of the frontmatter keep Sätteri's line numbers those of the file, as in the build.
    mdxToMdast('\n'.repeat(bodyLine - 1) + body);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [, at, reason = message] = /^(\d+):\d+: ([\s\S]*?)(?: \([\w:-]+\))?$/.exec(message) ?? [];
    const line = at ? Number(at) : bodyLine;
    let match: RegExpExecArray | null;
    if ((match = /^Expected a closing tag for `<([^>]+)>`/.exec(reason)))
      return {
        line,
        problem: `<${match[1]}> opens here and is never closed`,
        fix: `Add </${match[1]}> where its content ends, on a line of its own after a blank line (or end the tag with "/>" if it holds nothing)`,
      };
    if ((match = /^Unexpected closing tag `<\/([^>]+)>`, expected corresponding closing tag for `<([^>]+)>` \((\d+):/.exec(reason)))
      return {
        line,
        problem: `</${match[1]}> does not match the tag still open, <${match[2]}> of line ${match[3]}`,
        fix: `Check the spelling of both names, and close tags in the reverse order of opening: the last opened, the first closed`,
      };
    if ((match = /^Unexpected closing tag `<\/([^>]+)>`/.exec(reason)))
      return { line, problem: `</${match[1]}> closes a tag that was never opened`, fix: `Delete it, or add the <${match[1]} …> it closes` };
    if (/^Unexpected end of file in expression/.test(reason))
      return {
        line,
        problem: 'a "{" on this line is never closed with "}"',
        fix: 'In a guide, curly braces hold a value such as {25 * 12}: close it, or to show the character itself write \\{',
      };
    if (/^Unexpected character after `<`/.test(reason))
      return {
        line,
        problem: 'a tag that starts on this line cannot be read',
        fix: `Check that every attribute has its value in a pair of quotes (title="…"), that the tag ends with ">" or "/>", and that a "<" meant as text is written \\<. ${componentFix}`,
      };
    if (/^Could not parse expression/.test(reason))
      return { line, problem: 'the value between "{" and "}" on this line is not valid', fix: componentFix };
    return { line, problem: `cannot be read as MDX (${reason})`, fix: componentFix };
  }
}
