import { visibleWords } from './reading-time.ts';

/**
 * The shape of a guide's MDX body: its headings and the guide components it uses. The Greek and English
 * files of a guide must share it, so that a reader switching language lands in the same place.
 */

/** Outside fenced code blocks only: templates may contain anything. */
const withoutFences = (body: string) => body.replace(/^```[\s\S]*?^```/gm, '');

/** '##' and '###' headings, as their levels: the shape both languages must share. */
export function headingLevels(body: string): number[] {
  return [...withoutFences(body).matchAll(/^(#{2,3}) \S/gm)].map((m) => m[1]!.length);
}

/** '##' and '###' headings with their text, for messages that point at one. */
function headings(body: string): { level: number; text: string }[] {
  return [...withoutFences(body).matchAll(/^(#{2,3}) (\S.*)$/gm)].map((m) => ({ level: m[1]!.length, text: m[2]!.trim() }));
}

export interface ComponentUse {
  name: string;
  /** The id attribute, when the component has one (Checklist, Template). */
  id?: string;
  /** Number of `- ` items directly inside a Checklist. */
  items?: number;
  props: Record<string, string>;
}

const GUIDE_COMPONENTS = [
  'Checklist',
  'Trap',
  'Template',
  'Timeline',
  'Step',
  'Faq',
  'EmergencyNumbers',
  'Callout',
  'CompensationExample',
  'ReductionTable',
  'Money',
  'Disclaimer',
];

/** Every guide component used, in order, with string props and checklist item counts. */
export function componentUses(body: string): ComponentUse[] {
  const uses: ComponentUse[] = [];
  const pattern = new RegExp(`<(${GUIDE_COMPONENTS.join('|')})\\b([^>]*?)(/?)>`, 'g');
  for (const match of body.matchAll(pattern)) {
    const [, name, rawProps, selfClosing] = match;
    const props: Record<string, string> = {};
    for (const p of rawProps!.matchAll(/(\w+)=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) props[p[1]!] = p[2] ?? p[3]!;
    const use: ComponentUse = { name: name!, props, ...(props.id ? { id: props.id } : {}) };
    if (name === 'Checklist' && !selfClosing) {
      const end = body.indexOf('</Checklist>', match.index);
      use.items = body
        .slice(match.index, end)
        .split('\n')
        .filter((line) => /^\s*- \S/.test(line)).length;
    }
    uses.push(use);
  }
  return uses;
}

/** Words of prose the reader sees (a trap's why and how included), without the templates in code fences. */
export function proseWords(body: string): number {
  return visibleWords(withoutFences(body));
}

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
