import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';
import { forcedFontsConfig } from './forced-fonts.ts';

/**
 * Debian's Chromium, the browser a visitor has, unless CHROME_PATH says otherwise: the benchmarks, the
 * screenshots and the icons drive it. A browser is never downloaded.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The tests' Chromium: Debian's `chromium-headless-shell` where it is installed, the same Chromium release built
 * to run headless only, as Playwright Test runs its own headless tests. It parses, lays out, scripts and stores as
 * the full browser does, for less than half its CPU: the 179 browser tests took 223 core-seconds and 138 s in it
 * against 508 and 275 s in the full browser with `--headless=new`, and that difference is what keeps `npm test`
 * within five minutes on two cores. Without it the tests run in the full browser. TEST_CHROME_PATH names another
 * headless shell (Playwright's own, on GitHub's runner, whose Ubuntu has no Debian one); else CHROME_PATH, when
 * set, is used everywhere.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROME_PATH ?? process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

/** Headless (the shell always is), and nothing reaching out to the network by itself (no update, sync or QUIC probes). */
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

/** Launch options for Playwright in the full browser: screenshots, icons and the benchmarks' taps. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
}

/** Launch options for the tests: the browser sees the fonts the tests bring and no other (forced-fonts.ts). */
export function testChromiumLaunchOptions(): LaunchOptions {
  return { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS, env: { ...process.env, FONTCONFIG_FILE: forcedFontsConfig() } };
}
