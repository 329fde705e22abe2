import GithubSlugger from 'github-slugger';
import { jsxElements, mdxTree, type MdxNode } from './mdx-body.ts';
import { visibleWords } from '../reading-time.ts';
import { untypeset } from '../typography.ts';
import { guideComponentNames } from '../../components/guide/names.ts';

/**
 * The shape of a guide's MDX body: its headings and the guide components it uses. The Greek and English
 * files of a guide must share it, so that a reader switching language lands in the same place.
 */

/** '##' and '###' headings with their text; a template's fenced code holds none, as the page shows. */
function headings(body: string): { level: number; text: string }[] {
  const text = (node: MdxNode): string => node.value ?? (node.children ?? []).map(text).join('');
  const found: { level: number; text: string }[] = [];
  const visit = (node: MdxNode) => {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) found.push({ level: node.depth, text: text(node).trim() });
    node.children?.forEach(visit);
  };
  visit(mdxTree(body));
  return found;
}

/**
 * The '##' and '###' headings with the ids the page gives them: slugged from their words in order, as the
 * typesetting plugin does (src/lib/typeset-plugin.ts), so that a link to a section can be checked before
 * the build.
 */
export function headingIds(body: string): { level: number; text: string; id: string }[] {
  const slugger = new GithubSlugger();
  return headings(body).map((h) => ({ ...h, id: slugger.slug(untypeset(h.text)) }));
}

/** '##' and '###' headings, as their levels: the shape both languages must share. */
export const headingLevels = (body: string): number[] => headings(body).map((h) => h.level);

export interface ComponentUse {
  name: string;
  /** The id attribute, when the component has one (Checklist, Template). */
  id?: string;
  /** Number of `- ` items directly inside a Checklist. */
  items?: number;
  /** Each attribute as written: a string's text, or an expression's source (`share={0.2}` => '0.2'). */
  props: Record<string, string>;
}

/** Every guide component used, in order, with its attributes and a checklist's number of points. */
export function componentUses(body: string): ComponentUse[] {
  return jsxElements(mdxTree(body))
    .filter((element) => (guideComponentNames as readonly string[]).includes(element.name ?? ''))
    .map((element) => {
      const props = Object.fromEntries(
        (element.attributes ?? []).flatMap((a) =>
          a.name && a.value != null ? [[a.name, typeof a.value === 'string' ? a.value : a.value.value]] : [],
        ),
      );
      const list = element.name === 'Checklist' ? element.children?.find((child) => child.type === 'list') : undefined;
      return { name: element.name!, props, ...(props.id ? { id: props.id } : {}), ...(list ? { items: list.children?.length ?? 0 } : {}) };
    });
}

/** Words of prose the reader sees (a trap's why and how included), without the templates in code fences. */
export const proseWords = (body: string): number => visibleWords(body, { withCode: false });

/** Amounts may differ between languages (a sentence may need one more or one fewer); everything else may not. */
const shapeOf = (body: string) => componentUses(body).filter((u) => u.name !== 'Money');

const describe = (u: ComponentUse) => `<${u.name}${u.id ? ` id="${u.id}"` : ''}>`;
const headingMark = (level: number) => '#'.repeat(level);

/**
 * Where the body of `other` departs from that of `reference`, in plain words, or null when both have the
 * same headings (levels) and the same components in the same order.
 */
export function structureDifference(reference: string, other: string, referenceName: string): string | null {
  const [a, b] = [headings(reference), headings(other)];
  const count = (hs: { level: number }[]) =>
    `${hs.filter((h) => h.level === 2).length} "##" and ${hs.filter((h) => h.level === 3).length} "###" headings`;
  // The texts differ by language, so only the levels can be compared: a count when the numbers differ,
  // else the first heading whose level differs.
  if (a.length !== b.length) return `${referenceName} has ${count(a)}, this file ${count(b)}`;
  const at = a.findIndex((h, i) => h.level !== b[i]!.level);
  if (at >= 0)
    return `heading ${at + 1} is "${headingMark(b[at]!.level)} ${b[at]!.text}" here but "${headingMark(a[at]!.level)} ${a[at]!.text}" in ${referenceName}`;
  const [ca, cb] = [shapeOf(reference), shapeOf(other)];
  for (let i = 0; i < Math.max(ca.length, cb.length); i++) {
    const [x, y] = [ca[i], cb[i]];
    if (x && y && x.name === y.name && x.id === y.id && x.items === y.items) continue;
    if (!y) return `${referenceName} has one more component here: ${describe(x!)} (component ${i + 1}) is missing`;
    if (!x) return `this file has a component that ${referenceName} lacks: ${describe(y)} (component ${i + 1})`;
    if (x.name === y.name && x.id === y.id) return `${describe(y)} has ${y.items} items here and ${x.items} in ${referenceName}`;
    return `component ${i + 1} is ${describe(y)} here but ${describe(x)} in ${referenceName}`;
  }
  return null;
}
