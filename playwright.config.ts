import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { freePort } from './scripts/support/free-port.ts';
import { testChromiumLaunchOptions } from './tests/support/chromium.ts';

/**
 * Browser tests on Playwright Test (tests/browser/): the built site (`npm run build` first) served by the
 * project's own server, as production runs it, on a free port, in Debian's Chromium (its headless shell where
 * installed; never a downloaded browser), as a phone and as a desktop. The server's data folder is
 * `test-results/browser-data/`, emptied when a run starts and kept after it: the last run's messages can be
 * read there, as its traces can.
 *
 * The runner loads this file again in each worker: the port and folder chosen by the first load are kept
 * in the environment, which the workers inherit, so that every process talks to the one server.
 */
process.env.BROWSER_TESTS_PORT ??= String(await freePort());
if (!process.env.BROWSER_TESTS_DATA) {
  const dataDir = fileURLToPath(new URL('test-results/browser-data', import.meta.url));
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.BROWSER_TESTS_DATA = dataDir;
}
const baseURL = `http://127.0.0.1:${process.env.BROWSER_TESTS_PORT}`;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  // One worker's Chromium keeps about 1.7 of two cores busy; a second worker takes up the rest.
  workers: 2,
  fullyParallel: false,
  // A failed test is run once more with its trace recorded (tracing every test costs a quarter of the suite's
  // time); a test that passes only the second time fails the run, so a retry never hides a flake.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: testChromiumLaunchOptions(),
    // Each test is a first visit, and a first visit's service worker precaches the roadside pages (2 MB): kept
    // out, it halves the time of the tests that are not about it; those that are let it in (test.use).
    serviceWorkers: 'block',
    // The visitors' clock, whatever this machine's time zone: the dates a page writes (the letter's day, the dates
    // page) are the visitor's local days, and a test's fixed moment must fall on the same day on every machine.
    timezoneId: 'Europe/Athens',
  },
  // A test tagged @phone or @desktop is about that device alone and runs only there; the others run on both.
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    { name: 'desktop', grepInvert: /@phone/, use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node server/server.ts',
    url: `${baseURL}/`,
    env: {
      PORT: process.env.BROWSER_TESTS_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.BROWSER_TESTS_DATA,
      LOG_LEVEL: 'warn',
      // Every browser test posts from 127.0.0.1, refusals included: the per-client request ceiling is for
      // strangers, and its own tests are the server's (tests/server/contact-flood.test.ts).
      REQUEST_LIMIT_MAX: '10000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    // Stopped as systemd stops it in production, so that it closes its database; Playwright's default is SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
