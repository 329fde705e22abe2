/**
 * Builds the service worker into the built site (dist/sw.js), after Astro's pages and before precompression:
 * workbox-build lists what to precache with a revision for each file (the roadside pages and the offline
 * page in every language, every script and stylesheet, the manifests and icons), and esbuild bundles
 * src/service-worker/sw.ts with that list in it. A changed page or asset changes the list, so the browser
 * sees a new worker and replaces the old build's caches. The search index is not in that list: the worker keeps
 * the one of the visitor's language when a page asks it to (src/service-worker/sw.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';
import { fileURLToPath } from 'node:url';
import { searchBundle } from '../../config/search.ts';
import { offlinePath, roadsidePaths, serviceWorkerUrl } from '../../config/offline.ts';
import { localizePath, locales } from '../../i18n/locales.ts';
import { searchFilesIn } from './search-index.ts';

const SOURCE = fileURLToPath(new URL('../../service-worker/sw.ts', import.meta.url));

/** A page's built file, relative to dist: '/' => 'index.html', '/en/contact' => 'en/contact.html'. */
const htmlFileOf = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);
const pageUrls = locales.flatMap((lang) => [...roadsidePaths, offlinePath].map((path) => localizePath(lang, path)));

/** Builds `dist`/sw.js over the files in `dist`, with each language's search files to keep; says what it precached. */
export async function buildServiceWorker(dist: string): Promise<string> {
  const searchFiles = await searchFilesIn(dist);
  const urlOfFile = new Map(pageUrls.map((url) => [htmlFileOf(url), url]));

  const { manifestEntries, warnings, size, count } = await getManifest({
    globDirectory: dist,
    globPatterns: [...urlOfFile.keys(), '_astro/*.{js,css}', '**/manifest.webmanifest', 'icons/*.png', 'favicon.svg'],
    // Astro puts a content hash in every /_astro/ file name: the URL is its revision.
    dontCacheBustURLsMatching: /^_astro\//,
    // Pages are precached under the URL they are served at ('/en/contact', not '/en/contact.html').
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: urlOfFile.get(entry.url) ?? `/${entry.url}` })),
        warnings: [],
      }),
    ],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  const missing = pageUrls.filter((url) => !manifestEntries.some((entry) => entry.url === url));
  if (missing.length) throw new Error(`service worker: pages missing from the build: ${missing.join(', ')}`);

  const manifest = JSON.stringify(manifestEntries);
  // The search files' names carry their content's hash, all but Pagefind's runtime, whose version the entry file names.
  const searchEntry = await readFile(join(dist, searchBundle.slice(1), 'pagefind-entry.json'));
  const buildId = createHash('sha256').update(manifest).update(JSON.stringify(searchFiles)).update(searchEntry).digest('hex').slice(0, 12);

  await build({
    entryPoints: [SOURCE],
    outfile: join(dist, serviceWorkerUrl),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    define: {
      __PRECACHE_MANIFEST__: manifest,
      __BUILD_ID__: JSON.stringify(buildId),
      __SEARCH_FILES__: JSON.stringify(searchFiles),
      // Workbox logs in development builds only.
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  return `service worker: ${count} files precached (${Math.round(size / 1024)} KB before compression), build ${buildId}`;
}
