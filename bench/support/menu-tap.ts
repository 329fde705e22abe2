import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';
import { onCleanup } from './cleanup.ts';

/**
 * What a visitor on a slow phone feels when they tap the menu button while the page is still loading: the time
 * from the tap to the first frame that shows the menu. A page's load is a series of moments (styles, Astro's
 * island runtime, React's, hydration, the service worker precaching); a tap that lands during a long task waits
 * for it. So the page is loaded once per tap, half the taps placed in the first half-second after the first paint
 * (EARLY_MS) and the rest evenly from there to a few seconds after the load event, on a 375 px touch screen with the
 * CPU slowed as Lighthouse's is (4× on the reference host, bench/support/cpu-slowdown.ts) and the network of Lighthouse's applied throttling (slow 4G: 562.5 ms per request, 1.4 Mbit/s
 * down), every load a first visit (new profile).
 * 200 ms is INP's "good". After the menu opens, the longest task of the next 3 s is noted: what a second tap would
 * wait behind (islands that hydrate on the first move run React's runtime then).
 */

/** Lighthouse's mobile profile under applied throttling (its constants.throttling.mobileSlow4G × its devtools factors). */
const NETWORK = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, offline: false };
const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long after the load event taps go on: the idle-time work (hydration at idle, the service worker) lands here. */
const AFTER_LOAD_MS = 3000;
/**
 * The window just after the first paint that half the taps sample. A visitor taps a button soon after it appears,
 * and that is when the page still lays out what the paint did not need. Spread evenly over the 4 s of a load, only
 * one or two of a page's ten taps fell here, and 20 ms apart there 4–5 of 11 took over 200 ms on two guides where the
 * even spread had found 1 in 77 (27 November 2026).
 */
const EARLY_MS = 500;
export const GOOD_TAP_MS = 200;

/** How long after the menu opened the main thread is watched for what a second tap would wait behind. */
const AFTER_OPEN_MS = 3000;

export interface Tap {
  /** When the tap happened, ms after navigation start. */
  atMs: number;
  /** From the tap to the frame that first shows the menu. */
  shownAfterMs: number;
  /**
   * The longest task in the 3 s after the menu opened: how long a second tap (a link in the menu, its close
   * button) could wait. Islands that hydrate on the first move evaluate React's runtime here, after the menu.
   */
  longestAfterMs: number;
}

export interface TapSeries {
  path: string;
  firstPaintMs: number;
  loadMs: number;
  taps: Tap[];
  worstMs: number;
  /**
   * Taps that came after this load's first paint but never reached the page (not even a capturing listener on
   * window), by how long after the paint they came. Chromium drops input until the renderer's main thread has
   * heard of its first paint (WidgetInputHandlerManager's "has not painted" state), and here that thread is still
   * laying out the rest of the page for 55–160 ms after the paint at 4× CPU. The visitor's finger does nothing;
   * a plain page with nothing left to lay out took every such tap.
   */
  dropped: number[];
}

type TapOutcome = { kind: 'shown'; tap: Tap } | { kind: 'before paint' } | { kind: 'dropped'; afterPaintMs: number };

/**
 * Runs in the page before any of its scripts: notes the tap's own time (an input event's timeStamp is when the
 * finger touched, however long the page then kept it waiting) and, from that moment only, watches each frame for the
 * menu to be visible, so that nothing runs during the load that a visitor's page would not run.
 */
function watchForMenu() {
  const w = window as unknown as { __tap?: { at: number; painted: boolean; shown?: number; longest: number } };
  addEventListener(
    'pointerdown',
    (event) => {
      if (w.__tap) return;
      // A tap before this load's first paint (a busy host can paint later than the probe did) hit no button.
      const painted = performance.getEntriesByName('first-contentful-paint').some((paint) => paint.startTime <= event.timeStamp);
      const tap: { at: number; painted: boolean; shown?: number; longest: number } = { at: event.timeStamp, painted, longest: 0 };
      w.__tap = tap;
      if (!painted) return;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          if (tap.shown !== undefined && task.startTime >= tap.shown) tap.longest = Math.max(tap.longest, task.duration);
      }).observe({ type: 'longtask' });
      const check = (frame: number) => {
        const menu = document.getElementById('site-menu');
        if (menu && getComputedStyle(menu).visibility === 'visible') tap.shown = frame;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/** The CPU slowdown of every tap's load: the host's (bench/support/cpu-slowdown.ts), set once before the taps. */
let cpuSlowdown = 4;
export function setTapCpuSlowdown(rate: number) {
  cpuSlowdown = rate;
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript(watchForMenu);
  return page;
}

/** One load with no tap: when the button is first painted, when the load ends, and where the button is. */
async function probe(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator('#menu-button').boundingBox();
    if (!box) throw new Error(`${url}: no menu button at 375 px`);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
    }));
    return { ...timing, x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** One load and one tap at `atMs`: the menu shown, or the tap hit no button (before the paint) or never reached the page. */
async function tapAt(browser: Browser, url: string, atMs: number, x: number, y: number): Promise<TapOutcome> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await throttledPage(context);
    // Timed from here, not from the page's performance.timeOrigin: asking the page would wait for its main thread,
    // the very thing a tap must not wait for before it is made. Navigation starts within a few ms of this.
    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const wait = start + atMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await page.touchscreen.tap(x, y);
    try {
      const tap = await page
        .waitForFunction(
          () => {
            const { __tap } = window as unknown as { __tap?: { at: number; painted: boolean; shown?: number } };
            if (!__tap || (__tap.painted && __tap.shown === undefined)) return false;
            return { at: __tap.at, shown: __tap.painted ? __tap.shown! : null };
          },
          undefined,
          { timeout: 15_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<{ at: number; shown: number | null }>);
      if (tap.shown === null) return { kind: 'before paint' };
      await new Promise((resolve) => setTimeout(resolve, AFTER_OPEN_MS));
      const longest = await page.evaluate(() => (window as unknown as { __tap: { longest: number } }).__tap.longest);
      return { kind: 'shown', tap: { atMs: tap.at, shownAfterMs: Math.max(0, tap.shown - tap.at), longestAfterMs: longest } };
    } catch (error) {
      const seen = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        reached: (window as unknown as { __tap?: unknown }).__tap !== undefined,
      }));
      // A tap that reached the page and never opened the menu is the failure this bench exists to find.
      if (seen.reached) throw new Error(`${url}: a tap at ${Math.round(atMs)} ms never showed the menu`, { cause: error });
      // One before this load's first paint (a load can paint later than the probe's did) hit no button.
      return seen.firstPaint < atMs ? { kind: 'dropped', afterPaintMs: atMs - seen.firstPaint } : { kind: 'before paint' };
    }
  } finally {
    await context.close();
  }
}

let shared: Browser | null = null;
/** Each page's probe, made once: the runs' phases are shifts of the same spacing, so they must share its span. */
const probes = new Map<string, Awaited<ReturnType<typeof probe>>>();

async function browserForTaps(): Promise<Browser> {
  if (shared) return shared;
  const browser = await chromium.launch(chromiumLaunchOptions());
  onCleanup('Chromium for the menu taps', () => browser.close());
  shared = browser;
  return browser;
}

/**
 * The moments (ms after navigation start) of `count` taps: half of them, rounded down, evenly spaced over the
 * EARLY_MS after the first paint, the rest evenly from there to 3 s after the load (all of them there when there is
 * only one). `phase` (0 to 1) shifts each by that part of its spacing, so that the runs of a page tap at other moments.
 */
function tapMoments(firstPaint: number, load: number, count: number, phase = 0): number[] {
  const spaced = (from: number, to: number, n: number) => Array.from({ length: n }, (_, i) => from + ((to - from) / n) * (i + phase));
  const early = Math.floor(count / 2);
  const end = load + AFTER_LOAD_MS;
  if (early === 0) return spaced(firstPaint, end, count);
  return [...spaced(firstPaint, firstPaint + EARLY_MS, early), ...spaced(firstPaint + EARLY_MS, end, count - early)];
}

/** `count` taps on the menu button of the page at `url`, each in a load of its own, at `tapMoments`. */
export async function menuTaps(url: string, path: string, count: number, phase = 0): Promise<TapSeries> {
  const browser = await browserForTaps();
  let probed = probes.get(url);
  if (!probed) probes.set(url, (probed = await probe(browser, url)));
  const { firstPaint, load, x, y } = probed;
  const taps: Tap[] = [];
  const dropped: number[] = [];
  for (const atMs of tapMoments(firstPaint, load, count, phase)) {
    const outcome = await tapAt(browser, url, atMs, x, y);
    if (outcome.kind === 'shown') taps.push(outcome.tap);
    else if (outcome.kind === 'dropped') dropped.push(outcome.afterPaintMs);
  }
  return { path, firstPaintMs: firstPaint, loadMs: load, taps, worstMs: Math.max(...taps.map((t) => t.shownAfterMs)), dropped };
}

/** The runs of one page as one series: every tap, the medians of first paint and load. */
export function mergeTaps(runs: TapSeries[]): TapSeries {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const taps = runs.flatMap((run) => run.taps).sort((a, b) => a.atMs - b.atMs);
  return {
    path: runs[0]!.path,
    firstPaintMs: median(runs.map((run) => run.firstPaintMs)),
    loadMs: median(runs.map((run) => run.loadMs)),
    taps,
    worstMs: Math.max(...taps.map((t) => t.shownAfterMs)),
    dropped: runs.flatMap((run) => run.dropped).sort((a, b) => a - b),
  };
}
