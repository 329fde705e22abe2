import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium unless CHROME_PATH says otherwise; a browser is never downloaded. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing reaching out to the network by itself (no update, sync or QUIC probes). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for Playwright: tests, screenshots. The benchmarks launch the same browser the same way. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
}
