import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * A guide's MDX body as a syntax tree (mdast with the MDX nodes), so that what a guide says is read the way
 * the MDX compiler reads it: attribute values in single or double quotes or as `{"…"}` expressions, in any
 * order, over several lines, holding any quotation marks.
 */
export interface MdxNode {
  type: string;
  name?: string | null;
  value?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
}

export interface MdxAttribute {
  type: string;
  name?: string;
  value?: string | { type: string; value: string; data?: { estree?: EstreeNode | null } } | null;
}

/** The few estree shapes read here: a program, its expression statements, literals, objects and arrays. */
interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

const parser = unified().use(remarkParse).use(remarkMdx);

export function mdxTree(body: string): MdxNode {
  // The read-only view this module needs of mdast's tree (whose node types other packages, such as
  // Astro's Markdown processor, widen by declaration merging).
  return parser.parse(body) as MdxNode;
}

const isJsxElement = (node: MdxNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Every JSX element of the tree named `name` (every element when `name` is omitted), in document order. */
export function jsxElements(tree: MdxNode, name?: string): MdxNode[] {
  const found: MdxNode[] = [];
  const visit = (node: MdxNode) => {
    if (isJsxElement(node) && (name === undefined || node.name === name)) found.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

/** A string written as an expression, `{"…"}`, `{'…'}` or `` {`…`} `` without substitutions; else undefined. */
function stringOfExpression(node: EstreeNode | undefined | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Program') {
    const body = node.body as EstreeNode[];
    return body.length === 1 && body[0]!.type === 'ExpressionStatement' ? stringOfExpression(body[0]!.expression as EstreeNode) : undefined;
  }
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The string value of an element's attribute, however it was written; undefined if absent or not a string. */
export function attributeString(element: MdxNode, name: string): string | undefined {
  const attribute = element.attributes?.findLast((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const value = attribute?.value;
  if (typeof value === 'string') return value;
  if (value && value.type === 'mdxJsxAttributeValueExpression') return stringOfExpression(value.data?.estree);
  return undefined;
}

/**
 * The string values of the properties named in `names` anywhere inside an attribute's expression, in order:
 * the labels in `heads={[{ label: "Car repair", amount: 3000 }]}`.
 */
export function expressionStrings(element: MdxNode, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const estree = node as EstreeNode;
    if (estree.type === 'Property') {
      const key = estree.key as EstreeNode;
      const keyName = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
      const text = stringOfExpression(estree.value as EstreeNode);
      if (typeof keyName === 'string' && names.has(keyName) && text !== undefined) found.push(text);
    }
    for (const [key, child] of Object.entries(estree)) if (key !== 'loc' && key !== 'range') visit(child);
  };
  for (const attribute of element.attributes ?? []) {
    const value = attribute.value;
    if (value && typeof value === 'object') visit(value.data?.estree);
  }
  return found;
}
