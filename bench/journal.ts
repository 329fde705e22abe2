/**
 * `npm run bench:journal [-- --entries 2000,10000] [--dist DIR]`: the claim journal with thousands of entries, in Debian's
 * Chromium with its CPU slowed 4x (a mid-range phone), over the build in dist/ (`npm run build` first) served by
 * our server. For each size: the entries are written into the browser's IndexedDB as the journal keeps them, the
 * page is opened, and it prints how long the list takes to show (its totals and its rows: a page of them), what each of 20 keystrokes in the description
 * costs and what the click on Add costs until the new entry is drawn in the list (Event Timing: from the input
 * to the next frame, the latency a visitor feels; under 16 ms counts as 16). `RATE=1` runs without the slowdown.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { manyEntries, seedJournal } from '../tests/browser/helpers/journal.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { onCleanup, runMain } from './support/cleanup.ts';
import { startOurServer } from './support/our-server.ts';

const { values } = parseArgs({
  options: { entries: { type: 'string', default: '2000,10000' }, dist: { type: 'string', default: 'dist' } },
});
const sizes = values.entries.split(',').map(Number);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

runMain(async () => {
  const server = await startOurServer(values.dist);
  const browser = await chromium.launch(chromiumLaunchOptions());
  onCleanup('chromium', () => browser.close());
  console.log('entries | list shown (ms) | keystroke p50 / max (ms) | add one (ms)');
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/about`);
    await seedJournal(page, { records: manyEntries(size) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
    const started = Date.now();
    await page.goto(`${server.url}/en/journal`);
    const description = page.getByLabel('Description', { exact: true });
    await description.scrollIntoViewIfNeeded();
    // Shown once the totals count every entry and the list has its rows (a page of them, or all in a build that
    // drew them all: the "before" of bench/README.md).
    const total = page.locator('tfoot td').first();
    await total.filter({ hasText: new RegExp(`^${size}$`) }).waitFor({ state: 'attached', timeout: 300_000 });
    await page.locator('ol > li').last().waitFor({ state: 'attached', timeout: 300_000 });
    const shown = Date.now() - started;
    await page.evaluate(() => {
      const w = window as unknown as { keyDurations: number[]; clickDurations: number[] };
      w.keyDurations = [];
      w.clickDurations = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'keydown') w.keyDurations.push(entry.duration);
          if (entry.name === 'click' || entry.name.startsWith('pointer')) w.clickDurations.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await description.click();
    await page.keyboard.type('Taxi to the clinic', { delay: 120 });
    await page.waitForTimeout(500);
    // Event Timing reports only keys over 16 ms; the others count as 16 (a frame).
    const reported = await page.evaluate(() => (window as unknown as { keyDurations: number[] }).keyDurations);
    const keys = [...reported, ...Array<number>(Math.max(0, 18 - reported.length)).fill(16)];
    await page.getByLabel('Kind', { exact: true }).selectOption('note');
    await page.evaluate(() => ((window as unknown as { clickDurations: number[] }).clickDurations.length = 0));
    await page.locator('form[aria-labelledby="journal-new"] button[type="submit"]').click();
    await total.filter({ hasText: new RegExp(`^${size + 1}$`) }).waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('ol > li', { hasText: 'Taxi to the clinic' }).waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(500);
    // The click's own latency: its handlers, React drawing the new entry into the list, and the next frame.
    const added = Math.max(16, ...(await page.evaluate(() => (window as unknown as { clickDurations: number[] }).clickDurations)));
    console.log(`${size} | ${shown} | ${median(keys)} / ${Math.max(...keys)} | ${added}`);
    await context.close();
  }
  return 0;
});
