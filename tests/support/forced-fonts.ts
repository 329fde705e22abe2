import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The fonts the tests' Chromium reads the site in, whatever this machine has installed: what a line holds, where
 * a title wraps and whether a label fits its box depend on the font, and the site names system fonts only
 * (src/styles/global.css), so a test that measured in the machine's own fonts would pass on one machine and fail
 * on the next. Each set is one of the fonts a visitor's system may pick from the stack, brought from npm as whole
 * TrueType files (every script in one file, as a system has them):
 *
 * - Noto Sans and Noto Serif (@expo-google-fonts, Google Fonts' files; what Android and most Linux desktops pick,
 *   close to Roboto and Segoe UI);
 * - DejaVu Sans and DejaVu Serif (dejavu-fonts-ttf); the widest of the three;
 * - Liberation Sans and Liberation Serif, as Arimo and Tinos (@expo-google-fonts): Liberation is not on npm, and
 *   Arimo and Tinos are the fonts it was made from, metric for metric (Arial's and Times New Roman's); the narrowest.
 *
 * They are the browser's system fonts: the tests' Chromium is started with a fontconfig file (`FONTCONFIG_FILE`,
 * tests/support/chromium.ts) that knows these files and no other, so no font of the machine can be picked, not
 * even for a glyph the set lacks, and a page without JavaScript is read in them too. A page's set is chosen by
 * setting the site's two stacks, Tailwind's --font-sans and --font-serif, to the set's families.
 *
 * Served by a route of the browser context instead, as web fonts, every document fetched and decoded its faces
 * again (a route turns the HTTP cache off): 42 pages took 7.6 s against 3.2 s, and each change of font 115 ms more.
 */
export const forcedFonts = ['Noto Sans', 'DejaVu Sans', 'Liberation Sans'] as const;
export type ForcedFont = (typeof forcedFonts)[number];

interface FontSet {
  sans: string;
  serif: string;
}

const sets: Record<ForcedFont, FontSet> = {
  'Noto Sans': { sans: 'Noto Sans', serif: 'Noto Serif' },
  'DejaVu Sans': { sans: 'DejaVu Sans', serif: 'DejaVu Serif' },
  'Liberation Sans': { sans: 'Arimo', serif: 'Tinos' },
};

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The weights the site's CSS asks for (body text, font-medium, font-semibold, font-bold), upright and italic. */
const googleFonts = (name: string, file: string) =>
  ['400Regular', '400Regular_Italic', '500Medium', '500Medium_Italic', '600SemiBold', '600SemiBold_Italic', '700Bold', '700Bold_Italic']
    .map((face) => join(packageDir(`@expo-google-fonts/${name}`), face, `${file}_${face}.ttf`))
    .filter((path) => existsSync(path));
const dejavu = (file: string, italic: string) =>
  ['', '-Bold', `-${italic}`, `-Bold${italic}`].map((suffix) => join(packageDir('dejavu-fonts-ttf'), 'ttf', `${file}${suffix}.ttf`));

/** The font files, looked up when first needed: what imports this module for its names needs no font package. */
const fontFiles = () => [
  ...googleFonts('noto-sans', 'NotoSans'),
  ...googleFonts('noto-serif', 'NotoSerif'),
  ...dejavu('DejaVuSans', 'Oblique'),
  ...dejavu('DejaVuSerif', 'Italic'),
  ...googleFonts('arimo', 'Arimo'),
  ...googleFonts('tinos', 'Tinos'),
];

/** The generic families a page may fall back on, Noto's by default, as on most phones. */
const aliases = (set: FontSet) =>
  [
    ['sans-serif', set.sans],
    ['sans', set.sans],
    ['system-ui', set.sans],
    ['serif', set.serif],
  ]
    .map(([generic, family]) => `  <alias><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`)
    .join('\n');

/**
 * The fontconfig file that shows the browser these fonts alone, written once per set of files into a folder of
 * the system's temporary directory named by its contents (so every worker, and every checkout, finds it made);
 * its path. The files are linked, not copied; fontconfig keeps its cache beside them.
 */
export function forcedFontsConfig(): string {
  const files = fontFiles();
  const key = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `law-site-fonts-${key}`);
  const config = join(dir, 'fonts.conf');
  if (existsSync(config)) return config;
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`font files missing (npm install?): ${missing.join(', ')}`);
  // Made under another name and renamed whole, so that a worker starting at the same moment never reads half of it.
  const draft = `${dir}.${process.pid}`;
  rmSync(draft, { recursive: true, force: true });
  mkdirSync(join(draft, 'fonts'), { recursive: true });
  for (const file of files) symlinkSync(file, join(draft, 'fonts', file.split('/').pop()!));
  writeFileSync(
    join(draft, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}/fonts</dir>\n` +
      `  <cachedir>${dir}/cache</cachedir>\n${aliases(sets['Noto Sans'])}\n</fontconfig>\n`,
  );
  try {
    renameSync(draft, dir);
  } catch (error) {
    // Another process made it first: its copy is the same.
    rmSync(draft, { recursive: true, force: true });
    if (!existsSync(config)) throw error;
  }
  return config;
}

/** The rule that puts `font`'s set in the site's two stacks (unlayered, so over Tailwind's theme layer). */
const choice = (font: ForcedFont) =>
  `:root { --font-sans: '${sets[font].sans}' !important; --font-serif: '${sets[font].serif}' !important; }`;

/**
 * Reads every page of `context` in `font`: the choice is written into each document as it starts (before the
 * first paint). Needs JavaScript in the page (an init script); a context without it reads the pages in the
 * browser's own choice among the forced fonts (Noto, as fontconfig is told).
 */
export async function forceFonts(context: BrowserContext, font: ForcedFont) {
  await context.addInitScript((css) => {
    const install = () =>
      document.documentElement.append(Object.assign(document.createElement('style'), { id: 'forced-font', textContent: css }));
    if (document.documentElement) install();
    else
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        observer.disconnect();
        install();
      }).observe(document, { childList: true });
  }, choice(font));
}

/**
 * Puts `font` in place in a page already open (one load read in each font), and lays the page out in it: a
 * system font is there at once, and what reads the layout next (a rect, or Chromium's report of the fonts
 * drawn, which does not lay out by itself) reads it in the new font.
 */
export async function useFont(page: Page, font: ForcedFont) {
  await page.evaluate((css) => {
    document.getElementById('forced-font')!.textContent = css;
    document.body.getBoundingClientRect();
  }, choice(font));
}

/** The families `font`'s set names, as Chromium reports the font a text is drawn in. */
export const familiesOf = (font: ForcedFont): FontSet => sets[font];
