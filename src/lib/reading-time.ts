import { shownAttributes } from '../components/guide/names.ts';
import { attributeString, expressionStrings, renderedTree, type MdxNode } from './guides/mdx-body.ts';

/** Attributes of the guide components whose values the page shows as text (a trap's why and how, an answer...). */
const SHOWN = shownAttributes;

/** Inline nodes: their text runs on with their neighbours', so 'in**line**' stays one word. */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'inlineCode', 'mdxJsxTextElement']);

/**
 * The text a reader sees in a guide's MDX body, read from its syntax tree: prose, code (templates), and the
 * shown attributes of components, however they are quoted; not markup, attribute names or link targets, e.g.
 *   '<Trap title="Fault" why="It sticks" how="Stay calm" />' => ' Fault It sticks Stay calm '
 */
export function visibleText(body: string, { withCode = true } = {}): string {
  const parts: string[] = [];
  const visit = (node: MdxNode) => {
    const block = !PHRASING.has(node.type);
    if (block) parts.push(' ');
    if (node.type === 'text' || node.type === 'inlineCode' || (withCode && node.type === 'code')) parts.push(node.value ?? '');
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const shown = [...SHOWN].flatMap((name) => attributeString(node, name) ?? []);
      parts.push(' ', shown.join(' '), ' ', expressionStrings(node, SHOWN).join(' '), ' ');
    }
    node.children?.forEach(visit);
    if (block) parts.push(' ');
  };
  visit(renderedTree(body));
  return parts.join('');
}

/** Words of the visible text: tokens with a letter or digit, so table rules and list marks do not count. */
export function visibleWords(body: string, options?: { withCode?: boolean }): number {
  return visibleText(body, options)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Reading time at about 200 words a minute: a careful pace for a reader shaken by an accident. */
export function readingMinutes(body: string | undefined): number {
  return Math.max(1, Math.round(visibleWords(body ?? '') / 200));
}
