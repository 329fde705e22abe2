/**
 * Screenshots of pages at phone (375 px) and desktop (1280 px) widths, for looking at what we build:
 *   node scripts/screenshots.ts http://127.0.0.1:4321 /en/about /contact
 * Writes PNGs to screenshots/ (ignored by git).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';

const [base = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const full = process.env.FULL !== '0';
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const path of paths.length ? paths : ['/', '/en']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `screenshots/${(path.replace(/\//g, '_') || '_') + '-' + width}.png`;
    await page.screenshot({ path: name, fullPage: full });
    console.log(name);
  }
  await page.close();
}
await browser.close();
