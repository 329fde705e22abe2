import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Lang } from '../../src/i18n/locales.ts';
import { visibleWords } from '../../src/lib/reading-time.ts';

export interface GuideSource {
  frontmatter: Record<string, unknown>;
  body: string;
}

export const guidePath = (lang: Lang, slug: string) => `src/content/articles/${lang}/${slug}.mdx`;

export function readGuide(lang: Lang, slug: string): GuideSource {
  const text = readFileSync(guidePath(lang, slug), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${guidePath(lang, slug)}: no frontmatter`);
  return { frontmatter: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

/** Outside fenced code blocks only: templates may contain anything. */
const withoutFences = (body: string) => body.replace(/^```[\s\S]*?^```/gm, '');

/** '##' and '###' headings, as their levels: the shape both languages must share. */
export function headingLevels(body: string): number[] {
  return [...withoutFences(body).matchAll(/^(#{2,3}) \S/gm)].map((m) => m[1]!.length);
}

export interface ComponentUse {
  name: string;
  /** The id attribute, when the component has one (Checklist, Template). */
  id?: string;
  /** Number of `- ` items directly inside a Checklist. */
  items?: number;
  props: Record<string, string>;
}

const COMPONENTS = ['Checklist', 'Trap', 'Template', 'Timeline', 'Step', 'Faq', 'EmergencyNumbers', 'Callout', 'CompensationExample', 'ReductionTable', 'Money', 'Disclaimer'];

/** Every guide component used, in order, with string props and checklist item counts. */
export function componentUses(body: string): ComponentUse[] {
  const uses: ComponentUse[] = [];
  const pattern = new RegExp(`<(${COMPONENTS.join('|')})\\b([^>]*?)(/?)>`, 'g');
  for (const match of body.matchAll(pattern)) {
    const [, name, rawProps, selfClosing] = match;
    const props: Record<string, string> = {};
    for (const p of rawProps!.matchAll(/(\w+)=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) props[p[1]!] = p[2] ?? p[3]!;
    const use: ComponentUse = { name: name!, props, ...(props.id ? { id: props.id } : {}) };
    if (name === 'Checklist' && !selfClosing) {
      const end = body.indexOf('</Checklist>', match.index);
      use.items = body.slice(match.index, end).split('\n').filter((line) => /^\s*- \S/.test(line)).length;
    }
    uses.push(use);
  }
  return uses;
}

/** Words of prose the reader sees (a trap's why and how included), without the templates in code fences. */
export function proseWords(body: string): number {
  return visibleWords(withoutFences(body));
}
