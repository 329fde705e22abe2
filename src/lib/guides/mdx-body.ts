import { mdxToMdast } from 'satteri';

/**
 * A guide's MDX body as a syntax tree, read by Sätteri, the compiler that builds the pages
 * (astro.config.ts), so that what a guide is said to hold is what the page renders: attribute values in
 * single or double quotes or as `{"…"}` expressions, in any order, over several lines.
 */
export interface MdxNode {
  type: string;
  name?: string | null;
  /** A heading's level. */
  depth?: number;
  value?: string | null;
  attributes?: { type: string; name?: string; value?: string | { type: string; value: string } | null }[];
  children?: MdxNode[];
}

export const mdxTree = (body: string): MdxNode => mdxToMdast(body) as MdxNode;

/**
 * The tree as a page renders from it, or an empty one while the body cannot be read: in `astro dev` an editor's
 * slip can reach the page before the guide checks have reported it, and the page must stay up to show that report
 * (a build stops at the checks, before any page is rendered).
 */
export function renderedTree(body: string): MdxNode {
  try {
    return mdxTree(body);
  } catch {
    return { type: 'root', children: [] };
  }
}

/** Every JSX element of the tree named `name` (every element when `name` is omitted), in document order. */
export function jsxElements(tree: MdxNode, name?: string): MdxNode[] {
  const isElement = (node: MdxNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  const found: MdxNode[] = [];
  const visit = (node: MdxNode) => {
    if (isElement(node) && (name === undefined || node.name === name)) found.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

/** A JavaScript string literal ('…', "…" or `…` without substitutions) as its text; undefined for any other code. */
function stringLiteral(code: string): string | undefined {
  const source = code.trim();
  if (/^"(?:[^"\\\n]|\\.)*"$/.test(source)) return JSON.parse(source) as string;
  if (/^'(?:[^'\\\n]|\\.)*'$/.test(source))
    return JSON.parse(`"${source.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
  if (/^`[^`$\\]*`$/.test(source)) return source.slice(1, -1);
  return undefined;
}

/** The string value of an element's attribute, however it was written; undefined if absent or computed. */
export function attributeString(element: MdxNode, name: string): string | undefined {
  const value = element.attributes?.findLast((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  if (typeof value === 'string') return value;
  return value?.type === 'mdxJsxAttributeValueExpression' ? stringLiteral(value.value) : undefined;
}

const stringProperty = /(?:^|[{,\s])(["']?)(\w+)\1\s*:\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`$\\]*`)/g;

/**
 * The string values of the properties named in `names` inside an element's attribute expressions, in order:
 * the labels in `heads={[{ label: "Car repair", amount: 3000 }]}`.
 */
export function expressionStrings(element: MdxNode, names: ReadonlySet<string>): string[] {
  return (element.attributes ?? []).flatMap((attribute) => {
    const value = attribute.value;
    if (typeof value !== 'object' || value?.type !== 'mdxJsxAttributeValueExpression') return [];
    return [...value.value.matchAll(stringProperty)].flatMap(([, , key, literal]) =>
      names.has(key!) ? (stringLiteral(literal!) ?? []) : [],
    );
  });
}
