/**
 * Drops every copy of a page whose address carries a query from the service worker's page caches (`pages-…`).
 * This build's worker keeps none (src/service-worker/sw.ts); a worker of an earlier build kept every page opened,
 * the what-happened path's and the dates' answers in their addresses, until the next build. "Delete everything"
 * clears them with the journal, as what this device kept of the visitor's case.
 */
export async function forgetPagesWithAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    if (!name.startsWith('pages-')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (new URL(request.url).search) await cache.delete(request);
  }
}
