/// <reference lib="webworker" />
/**
 * The service worker (built to /sw.js by src/integrations/build-output/service-worker.ts, at the end of `astro build`).
 *
 * - Pages: network first, so a new deploy is seen at once; after a short wait, or with no network, the copy
 *   kept on the phone; a page never opened gets the offline page in its language.
 * - The roadside pages of both languages, the offline pages and every script and stylesheet are precached
 *   at install, with revisions, so one build's pages and assets always come together.
 * - A new build's worker waits until no page of the old build is open, then re-fetches the pages the
 *   visitor had opened (so they point at this build's assets) and deletes the old build's caches.
 * - Background Sync sends contact messages written without a connection.
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { networkTimeoutSeconds, offlinePath } from '../config/offline.ts';
import { localizePath, splitPath } from '../i18n/locales.ts';
import { OUTBOX_SYNC_TAG } from '../islands/offline-queue.ts';
import { flushFromWorker } from './outbox-sender.ts';

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time: the precache list, and a hash of it that names this build's runtime caches. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const __BUILD_ID__: string;

const PAGES = `pages-${__BUILD_ID__}`;
const ASSETS = `assets-${__BUILD_ID__}`;
const OWN_CACHE = /^(pages|assets)-/;

cleanupOutdatedCaches();
precache(__PRECACHE_MANIFEST__);

/** Only whole, direct 200 answers are kept: never a redirect, an error page or a partial response. */
const onlyOk = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 && response.type === 'basic' ? response : null),
};

/**
 * A page whose address carries a query is not kept: the query holds a visitor's answers (the path's, the dates',
 * an earlier link's message), and a copy kept on the phone, under that address, would hold them for anyone who
 * picks the phone up, until the next build. Offline, such an address gets its page without the query.
 */
const carriesAnswers = (url: string) => new URL(url).search !== '';
const withoutAnswers = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    carriesAnswers(request.url) ? null : response,
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds,
  plugins: [
    onlyOk,
    withoutAnswers,
    {
      // A page with a query is kept without it; a roadside page the visitor has not opened yet is in the precache.
      cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
        const { origin, pathname } = new URL(request.url);
        return cachedResponse ?? (await (await caches.open(PAGES)).match(`${origin}${pathname}`)) ?? (await matchPrecache(pathname));
      },
      handlerDidError: async ({ request }) => matchPrecache(localizePath(splitPath(new URL(request.url).pathname).lang, offlinePath)),
    },
  ],
});
registerRoute(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', pages);

// Fingerprinted assets never change under one name: the precache first, then those fetched since (images).
const assets = new CacheFirst({ cacheName: ASSETS, plugins: [onlyOk] });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_astro/'),
  async (options) => (await matchPrecache(options.url.pathname)) ?? assets.handle(options),
);

// The manifest, icons and favicon, once precached, come from the precache of their build.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.mode !== 'navigate' && getCacheKeyForURL(url.pathname) !== undefined,
  async ({ url, request }) => (await matchPrecache(url.pathname)) ?? fetch(request),
);

/** The pages open right now, opened before this worker existed: kept like every page opened later. */
async function keepOpenPages(cache: Cache) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const url = new URL(client.url);
    if (url.origin !== self.location.origin || carriesAnswers(url.href) || (await cache.match(url.href))) continue;
    await refetchInto(cache, url.href);
  }
}

async function refetchInto(cache: Cache, url: string) {
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (response.status === 200 && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html'))
      await cache.put(url, response);
  } catch {
    // No network now: the page is simply not kept.
  }
}

/**
 * The pages kept under the previous build point at its assets, which this build no longer has: fetch them
 * again from this build, then delete the old caches. A page that cannot be fetched now is not kept, so a
 * visitor never sees one build's page with another's scripts.
 */
async function moveToThisBuild() {
  const current = await caches.open(PAGES);
  const names = await caches.keys();
  for (const name of names.filter((n) => n.startsWith('pages-') && n !== PAGES)) {
    const old = await caches.open(name);
    // What an earlier worker kept of an address with answers is dropped with its cache, not fetched again.
    for (const request of await old.keys())
      if (!carriesAnswers(request.url) && !(await current.match(request.url))) await refetchInto(current, request.url);
  }
  await Promise.all(names.filter((n) => OWN_CACHE.test(n) && n !== PAGES && n !== ASSETS).map((n) => caches.delete(n)));
  await keepOpenPages(current);
}

self.addEventListener('activate', (event) => event.waitUntil(moveToThisBuild()));

self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(p: Promise<unknown>): void };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // Rejecting asks the browser to try again later, when the network is still not there.
  sync.waitUntil(
    flushFromWorker().then((result) => {
      if (result === 'offline') throw new Error('contact messages still waiting for the network');
    }),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'flush-outbox') event.waitUntil(flushFromWorker());
});
