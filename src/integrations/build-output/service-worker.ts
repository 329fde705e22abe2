/**
 * Builds the service worker into the built site (dist/sw.js), after Astro's pages and before precompression:
 * workbox-build lists what to precache with a revision for each file (the roadside pages and the offline
 * page in every language, every script and stylesheet, the manifests and icons), and esbuild bundles
 * src/service-worker/sw.ts with that list in it. A changed page or asset changes the list, so the browser
 * sees a new worker and replaces the old build's caches.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';
import { fileURLToPath } from 'node:url';
import { offlinePath, roadsidePaths, serviceWorkerUrl } from '../../config/offline.ts';
import { localizePath, locales } from '../../i18n/locales.ts';

const SOURCE = fileURLToPath(new URL('../../service-worker/sw.ts', import.meta.url));

/** A page's built file, relative to dist: '/' => 'index.html', '/en/contact' => 'en/contact.html'. */
const htmlFileOf = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);
const pageUrls = locales.flatMap((lang) => [...roadsidePaths, offlinePath].map((path) => localizePath(lang, path)));

/** Builds `dist`/sw.js over the files in `dist`; says what it precached. */
export async function buildServiceWorker(dist: string): Promise<string> {
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
  const buildId = createHash('sha256').update(manifest).digest('hex').slice(0, 12);

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
      // Workbox logs in development builds only.
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  return `service worker: ${count} files precached (${Math.round(size / 1024)} KB before compression), build ${buildId}`;
}
