import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { siteUrl } from '../../src/config/site.ts';
import { filesUnderSync } from '../../src/lib/files-under.ts';
import { defaultLang, localizePath, locales, splitPath, type Lang } from '../../src/i18n/locales.ts';
import { sitePages, type SitePage } from './pages.ts';

/**
 * The built site (dist/) read straight from disk, for the static checks (SEO tags, sitemap, links), and
 * the full page list: the spec's pages (every guide included) plus the privacy and legal notices, in both languages.
 */
export const distDir = resolve('dist');
export { siteUrl };

export { sitePages, type SitePage };

/** SITE_URL-based absolute URL of a site path ('/en/about' => 'https://…/en/about'). */
export const absolute = (url: string) => new URL(url, `${siteUrl}/`).href;

/** The built file answering a URL path (as the server maps it), or null: '/about' => dist/about/index.html. */
export function builtFile(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath);
  const candidates = clean.endsWith('/') ? [join(distDir, clean, 'index.html')] : [join(distDir, clean), join(distDir, clean, 'index.html')];
  for (const file of candidates) {
    if (!file.startsWith(distDir)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export const readBuilt = (urlPath: string): string => {
  const file = builtFile(urlPath);
  if (!file) throw new Error(`${urlPath}: not in the build`);
  return readFileSync(file, 'utf8');
};

/** Every built HTML page (not-found and error pages included) with the URL path it is served at. */
export function builtHtmlPages(): { file: string; url: string }[] {
  return filesUnderSync(distDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const rel = '/' + relative(distDir, file).split(sep).join('/');
      const url = rel === '/index.html' ? '/' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
      return { file, url };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Language of a built URL path: '/en/...' English, everything else Greek. */
export const langOfUrl = (url: string): Lang => splitPath(url).lang;
export { defaultLang, locales, localizePath };

// --- A minimal DOM over parse5's tree --------------------------------------------------------------

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

export const parseHtml = (html: string) => parse(html);

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element of a tree, in document order, optionally only those with this tag name. */
export function elements(root: Node, tagName?: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && (!tagName || node.tagName === tagName)) found.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
    if (isElement(node) && node.tagName === 'template') visit((node as unknown as { content: Node }).content);
  };
  visit(root);
  return found;
}

export const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

/** Text content of an element (what `textContent` gives in a browser), whitespace collapsed. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const visit = (n: Node) => {
    if (n.nodeName === '#text') parts.push((n as DefaultTreeAdapterMap['textNode']).value);
    if ('childNodes' in n) for (const child of n.childNodes) visit(child);
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The closest ancestor-or-self element matching `test`. */
export function closest(el: Element, test: (e: Element) => boolean): Element | null {
  let node: Node | null = el;
  while (node && isElement(node)) {
    if (test(node)) return node;
    node = (node as Element).parentNode as Node | null;
  }
  return null;
}

/** `<meta name|property="…" content>` of a parsed page. */
export function meta(doc: Node, key: string): string | undefined {
  const tag = elements(doc, 'meta').find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
  return tag ? attr(tag, 'content') : undefined;
}
