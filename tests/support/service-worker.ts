import type { Page } from 'playwright-core';

/**
 * Waits until the page's service worker is registered and activated (its precache complete, its
 * activation work, such as keeping the open pages, done); returns the script URL of the active worker.
 */
export async function waitForServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    return worker.scriptURL;
  });
}

/** Names of the caches of this origin. */
export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Every URL path held in this origin's caches. */
export const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
