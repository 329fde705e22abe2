/** When the page's content is on screen and the browser is idle: the moment islands and the service worker wait for. */

/**
 * Set by the after-paint loader when it adds the page's scripts (once the content is on screen, or sooner
 * when a visitor reaches for an island): what runs from those scripts need not wait for the paint again.
 * A registered symbol, because the loader and the scripts it loads are bundled apart.
 */
const SCRIPTS_RELEASED = Symbol.for('after-paint-loader.released');
type ReleasedFlag = Partial<Record<typeof SCRIPTS_RELEASED, true>>;

export function markScriptsReleased() {
  (globalThis as ReleasedFlag)[SCRIPTS_RELEASED] = true;
}

/** How long to wait for the frame painted after the load event to reach the screen, when it brings nothing larger. */
export const PAINT_SETTLE_MS = 200;

/**
 * Runs `callback` once the page's content is on screen: after the load event, the frame painted after it
 * (which holds the whole parsed page) and, if that frame brought a new largest element, its presentation,
 * which the browser reports as a largest-contentful-paint entry.
 */
export function afterContentPainted(callback: () => void) {
  if ((globalThis as ReleasedFlag)[SCRIPTS_RELEASED]) {
    callback();
    return;
  }
  const waitForPresentation = (since: number) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(timer);
      callback();
    };
    // A paint presented before the load event can be reported only now; it says nothing about the frame
    // after the load event, so only entries presented since then end the wait.
    const onEntries = (list: PerformanceObserverEntryList) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    };
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- missing in browsers older than the DOM types (Safari before 12.1)
    const observer = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver(onEntries)
      : null;
    observer?.observe({ type: 'largest-contentful-paint' });
    const timer = setTimeout(finish, PAINT_SETTLE_MS);
  };
  const afterNextFrame = () => {
    const since = performance.now();
    requestAnimationFrame(() => setTimeout(() => waitForPresentation(since), 0));
  };
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
}

export function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
