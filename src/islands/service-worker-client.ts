/**
 * Every page's script (BaseLayout.astro): registers the service worker once the page has loaded, so that
 * the worker's own downloads never compete with the page's; then, whenever this page finds the network,
 * asks the worker to send any contact message that was written without one, and to keep the search index of the
 * page's language, so that search works without signal.
 */
import { serviceWorkerUrl } from '../config/offline.ts';

async function start() {
  try {
    await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
  } catch (error) {
    console.warn('Service worker not registered:', error);
    return;
  }
  // The worker reads the outbox itself, so no page carries that code just to ask (it is nearly always empty).
  const flush = async () => {
    if (!navigator.onLine) return;
    (await navigator.serviceWorker.ready).active?.postMessage('flush-outbox');
  };
  addEventListener('online', () => void flush());
  await flush();
  // The worker fetches only the files it does not hold yet: after the first visit, this costs nothing.
  if (navigator.onLine) (await navigator.serviceWorker.ready).active?.postMessage({ keepSearch: document.documentElement.lang });
}

if ('serviceWorker' in navigator) {
  if (document.readyState === 'complete') void start();
  else addEventListener('load', () => void start(), { once: true });
}
