/**
 * Inline at the end of every page's body (bundled by src/lib/inline-scripts.ts): once the content is on
 * screen it requests the scripts that the build took out of the page (the islands' runtime, the English
 * hint) and links the web app manifest, and it registers the service worker, so that nothing but the page
 * is on the network before its first paint. Which scripts: its `data-scripts` attribute, space-separated
 * URLs that the build writes (src/integrations/scripts-after-paint.ts); which manifest: `data-manifest`.
 * The worker's registration is bundled in rather than requested: it shares the wait for the paint with the
 * loader, so it adds a few hundred bytes here, where a file of its own would cost a request and its headers.
 *
 * A visitor who reaches for an island before then gets the scripts at once; the tap is noted for the
 * hydration directive to replay (directives/early-intent.ts).
 */
import { afterContentPainted, markScriptsReleased } from './directives/after-content-painted.ts';
import { noteEarlyIntent } from './directives/early-intent.ts';
import './service-worker-client.ts';

const loader = document.currentScript as HTMLScriptElement;
let released = false;

function release() {
  if (released) return;
  released = true;
  markScriptsReleased();
  const { manifest, scripts = '' } = loader.dataset;
  if (manifest) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = manifest;
    document.head.append(link);
  }
  for (const src of scripts.split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    // Inserted scripts run as they arrive unless told otherwise; these keep the order the page gave them.
    script.async = false;
    script.src = src;
    document.body.append(script);
  }
}

noteEarlyIntent(release);
afterContentPainted(release);
