/**
 * Part of every page's after-paint loader: registers the service worker once the page's content is on screen and the browser
 * is idle, so that it costs nothing on the first paint; then, whenever this page finds the network, asks
 * the worker to send any contact message that was written without one.
 */
import { serviceWorkerUrl } from '../config/offline.ts';
import { afterContentPainted, whenIdle } from './directives/after-content-painted.ts';

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
}

if ('serviceWorker' in navigator) afterContentPainted(() => whenIdle(() => void start()));
