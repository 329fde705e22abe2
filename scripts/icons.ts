/**
 * Draws the app icons (public/icons/*.png) from the firm's own mark, public/favicon.svg: the gold scales on
 * navy. Run it after changing the mark (`node scripts/icons.ts`) and commit the PNGs; Debian's Chromium
 * renders them, so the build itself needs no browser.
 *
 * - icon-192.png, icon-512.png: the mark as it is, rounded corners included ("any" purpose);
 * - maskable-512.png: navy to the edges, the scales inside the central safe circle, so that a launcher
 *   may cut it to a circle, a squircle or a square;
 * - apple-touch-icon.png (180): navy to the edges, which iOS rounds itself.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';

const mark = readFileSync('public/favicon.svg', 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1];
const scales = /<path[^>]*\/>/.exec(mark)?.[0];
if (!background || !scales) throw new Error('public/favicon.svg: expected a <rect fill> and a <path>');

/** The scales (drawn in a 32-unit box) centred on a full-bleed square, at `share` of its width. */
const fullBleed = (share: number) => {
  const offset = (32 - 32 * share) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${share})">${scales}</g></svg>`;
};

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // The drawing spans 20 of 32 units: at 0.7 its corners stay within the maskable safe circle (40 % radius).
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
