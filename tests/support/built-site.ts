import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { DOMParser } from 'linkedom';
import { filesUnderSync } from '../../src/lib/files-under.ts';
import { localizePath, locales, splitPath, type Lang } from '../../src/i18n/locales.ts';
import { sitePages, type SitePage } from './pages.ts';

/**
 * The built site (dist/) read straight from disk, for the static checks (SEO tags, sitemap, links), and
 * the full page list: the spec's pages (every guide included) plus the privacy and legal notices, in both languages.
 */
export const distDir = resolve('dist');

/** The SITE_URL the build was made with: robots.txt names the sitemap by its absolute URL. */
export const siteUrl = existsSync(join(distDir, 'robots.txt'))
  ? (/^Sitemap: (.*)\/sitemap\.xml$/m.exec(readFileSync(join(distDir, 'robots.txt'), 'utf8'))?.[1] ?? '')
  : '';

export { sitePages, type SitePage };

/** SITE_URL-based absolute URL of a site path ('/en/about' => 'https://…/en/about'). */
export const absolute = (url: string) => new URL(url, `${siteUrl}/`).href;

/** The built file answering a URL path (as the server maps it), or null: '/about' => dist/about.html. */
export function builtFile(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath);
  const candidates = clean === '/' ? [join(distDir, 'index.html')] : [join(distDir, clean), join(distDir, `${clean}.html`)];
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
export { locales, localizePath };

// --- The built pages as a real DOM (linkedom) ---------------------------------------------------------

export type Element = globalThis.Element;

/**
 * A built page as a DOM Document, read as a browser with scripting on reads it: a <noscript>'s content is
 * its source text up to `</noscript`, not elements (linkedom parses it as markup).
 */
export function parseHtml(html: string): Document {
  const doc = new DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  const sources = [...html.matchAll(/<noscript\b[^>]*>([\s\S]*?)<\/noscript/gi)].map((m) => m[1]!);
  const noscripts = elements(doc, 'noscript');
  if (noscripts.length !== sources.length) throw new Error(`${noscripts.length} <noscript> elements, ${sources.length} in the source`);
  noscripts.forEach((noscript, i) => (noscript.textContent = sources[i]!));
  return doc;
}

/**
 * Every element under `root`, in document order, optionally only those with this tag name; the contents of
 * <template> elements (Astro's island fallbacks) included, which querySelectorAll alone leaves out.
 */
export function elements(root: ParentNode, tagName?: string): Element[] {
  const found: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (!tagName || el.localName === tagName) found.push(el);
    if (el.localName === 'template') found.push(...elements((el as HTMLTemplateElement).content, tagName));
  }
  return found;
}

/**
 * An attribute's value, its name matched in any case as an HTML parser does: linkedom keeps the case written
 * (React writes `hrefLang`), where a browser's getAttribute('hreflang') finds it.
 */
export const attr = (el: Element, name: string): string | undefined =>
  el.getAttribute(name) ?? [...el.attributes].find((a) => a.name.toLowerCase() === name.toLowerCase())?.value;

/** Text content of a node (a document's: its root element's), whitespace collapsed. */
export const textOf = (node: Node): string =>
  ((node.nodeType === node.DOCUMENT_NODE ? (node as Document).documentElement : node).textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether an element sits in a <template>'s content, which the browser renders only when a script uses it. */
export function inTemplate(el: Element): boolean {
  let node: Node = el;
  while (node.parentNode) node = node.parentNode;
  return node.nodeType === node.DOCUMENT_FRAGMENT_NODE;
}

/** `<meta name|property="…" content>` of a parsed page. */
export function meta(doc: ParentNode, key: string): string | undefined {
  const tag = elements(doc, 'meta').find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
  return tag ? attr(tag, 'content') : undefined;
}
