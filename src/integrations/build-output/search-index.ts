/**
 * Builds the site's search index into the built site (dist/pagefind/) with Pagefind's Node API, after Astro's
 * pages and before the service worker, which keeps a language's index for offline search.
 *
 * Pagefind indexes the pages that mark their text with `data-pagefind-body` (the guides, the register of the law,
 * how we work and the notices), one index per `<html lang>`, each page's headings with an id its sections. The HTML
 * it reads has the Latin form beside each Greek initialism (src/lib/search/latin-forms.ts); the pages served do not.
 * Only the files the site's own search box uses are written (the index, pagefind.js and its worker), not Pagefind's
 * ready-made interfaces.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { close, createIndex } from 'pagefind';
import { filesUnder } from '../../lib/files-under.ts';
import { withLatinForms } from '../../lib/search/latin-forms.ts';
import { searchBundle } from '../../config/search.ts';
import { locales, type Lang } from '../../i18n/locales.ts';

/** The files of dist/pagefind/ a language's search fetches, as URLs: what the service worker keeps for it. */
export type SearchFiles = Record<Lang, string[]>;

/** Pagefind's runtime, shared by every language; its interfaces (pagefind-ui.js…) are left out. */
const RUNTIME = ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json'];

/** Whether a file of Pagefind's output belongs to `lang`'s index: its meta, its word and page chunks, its WebAssembly. */
const ofLanguage = (path: string, lang: Lang) =>
  path === `wasm.${lang}.pagefind` ||
  path.startsWith(`pagefind.${lang}_`) ||
  (/^(index|fragment)\//.test(path) && path.split('/')[1]!.startsWith(`${lang}_`));

/** A built page's URL: 'en/articles/x.html' => '/en/articles/x', 'index.html' => '/'. */
const urlOf = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

/** The URLs of each language's search files in a built site: what the service worker keeps for that language. */
export async function searchFilesIn(dist: string): Promise<SearchFiles> {
  const bundle = join(dist, searchBundle.slice(1));
  const paths = (await filesUnder(bundle)).map((file) => relative(bundle, file).split(sep).join('/'));
  const files = Object.fromEntries(
    locales.map((lang) => [
      lang,
      paths.filter((path) => RUNTIME.includes(path) || ofLanguage(path, lang)).map((path) => `${searchBundle}${path}`),
    ]),
  ) as SearchFiles;
  const missing = locales.filter((lang) => !files[lang].some((url) => url.endsWith(`wasm.${lang}.pagefind`)));
  if (missing.length) throw new Error(`search index: no page in ${missing.join(', ')} marks its text with data-pagefind-body`);
  return files;
}

/** Indexes the pages of `dist` that mark text for search and writes the index; says what it indexed. */
export async function buildSearchIndex(dist: string): Promise<string> {
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const path of await filesUnder(dist)) {
      if (!path.endsWith('.html')) continue;
      const html = await readFile(path, 'utf8');
      if (!html.includes('data-pagefind-body')) continue;
      const added = await index.addHTMLFile({ url: urlOf(relative(dist, path).split(sep).join('/')), content: withLatinForms(html) });
      if (added.errors.length) throw new Error(`search index: ${relative(dist, path)}: ${added.errors.join('; ')}`);
      pages++;
    }
    const output = await index.getFiles();
    if (output.errors.length) throw new Error(`search index: ${output.errors.join('; ')}`);
    const kept = output.files.filter(({ path }) => RUNTIME.includes(path) || locales.some((lang) => ofLanguage(path, lang)));
    for (const { path, content } of kept) {
      const target = join(dist, searchBundle.slice(1), path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    const bytes = kept.reduce((sum, { content }) => sum + content.length, 0);
    return `search index: ${pages} pages, ${kept.length} files (${Math.round(bytes / 1024)} KB)`;
  } finally {
    await close();
  }
}
