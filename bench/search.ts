/**
 * `npm run bench:search [-- --runs 5]`: the site's search on a phone, in Debian's Chromium at 375 px with its CPU
 * slowed 4x (a mid-range phone; `RATE=1` runs without), over the build in dist/ (`npm run build` first) served by
 * our server, a first visit each run (no cache, no service worker). For each language it opens a guide, waits
 * until the page has loaded, opens the menu, types a word in the search box and waits for the results, and prints:
 * the bytes the phone downloaded from the tap on the menu to the results (compressed, as sent), split into the
 * search's own files (/pagefind/) and the rest (the islands' scripts, React's runtime among them, which the menu
 * loads anyway); the time from the word put in the box to the results drawn, for that first search (Pagefind's script,
 * WebAssembly and index fetched and started) and for a second word once it is loaded. Medians of the runs.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { searchBundle } from '../src/config/search.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { onCleanup, runMain } from './support/cleanup.ts';
import { startOurServer } from './support/our-server.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const languages = [
  { page: '/articles/car-accident-guide', first: 'επικουρικο', second: 'ασφαλιστικη' },
  { page: '/en/articles/car-accident-guide', first: 'auxiliary fund', second: 'insurer' },
] as const;

/** Puts `word` in the box at once (one input event, as a paste) and returns the ms until the results' count is drawn. */
async function timedSearch(page: Page, word: string): Promise<number> {
  const status = page.getByTestId('search-results').getByRole('status');
  const started = Date.now();
  await page.getByRole('searchbox').fill(word);
  await status.filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

runMain(async () => {
  const server = await startOurServer('dist');
  const browser = await chromium.launch(chromiumLaunchOptions());
  onCleanup('chromium', () => browser.close());
  console.log(`runs: ${runs}, CPU slowed ${process.env.RATE ?? 4}x, 375 px, a first visit each run (medians)`);
  console.log('page | first search: /pagefind/ bytes + other bytes | first search (ms) | second word (ms)');
  for (const { page: path, first, second } of languages) {
    const own: number[] = [];
    const other: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      let counting = false;
      const sizes: Promise<{ search: boolean; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (!counting) return;
        const search = new URL(request.url()).pathname.startsWith(searchBundle);
        sizes.push(request.sizes().then((s) => ({ search, bytes: s.responseBodySize + s.responseHeadersSize })));
      });
      counting = true;
      await page.locator('#menu-button').tap();
      const box = page.getByRole('searchbox');
      await box.waitFor();
      // Hydrated: React's props on the box (the island waits for the first move, the tap above).
      await page.waitForFunction(() => {
        const input = document.querySelector('[data-testid="site-search"] input');
        return !!input && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
      });
      await box.tap();
      cold.push(await timedSearch(page, first));
      await page.waitForLoadState('networkidle');
      const fetched = await Promise.all(sizes);
      own.push(fetched.filter((f) => f.search).reduce((sum, f) => sum + f.bytes, 0));
      other.push(fetched.filter((f) => !f.search).reduce((sum, f) => sum + f.bytes, 0));
      await box.fill('');
      warm.push(await timedSearch(page, second));
      await context.close();
    }
    console.log(`${path} | ${kb(median(own))} + ${kb(median(other))} | ${median(cold)} | ${median(warm)}`);
  }
  return 0;
});
