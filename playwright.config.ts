import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './scripts/support/free-port.ts';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

/**
 * Browser tests on Playwright Test (tests/browser/): the built site (`npm run build` first) served by the
 * project's own server, as production runs it, on a free port with a throwaway data folder, in Debian's
 * Chromium (never a downloaded browser), as a phone and as a desktop.
 *
 * The runner loads this file again in each worker: the port and folder chosen by the first load are kept
 * in the environment, which the workers inherit, so that every process talks to the one server.
 */
process.env.BROWSER_TESTS_PORT ??= String(await freePort());
process.env.BROWSER_TESTS_DATA ??= mkdtempSync(join(tmpdir(), 'law-site-browser-'));
const baseURL = `http://127.0.0.1:${process.env.BROWSER_TESTS_PORT}`;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/playwright',
  // Two cores are shared with other work: one worker keeps timings honest and the machine usable.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
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
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
