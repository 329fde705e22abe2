import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The fonts a browser test reads the site in, whatever this machine has installed: what a line holds, where a
 * title wraps and whether a label fits its box depend on the font, and the site names system fonts only
 * (src/styles/global.css), so a test that measured in the machine's own fonts would pass on one machine and
 * fail on the next. Each set is one of the fonts a visitor's system may pick from the stack, brought from npm:
 *
 * - Noto Sans and Noto Serif (@fontsource; what Android and most Linux desktops pick, close to Roboto and Segoe UI);
 * - DejaVu Sans and DejaVu Serif (dejavu-fonts-ttf, the whole TrueType files: @fontsource's DejaVu has no Greek);
 *   the widest of the three;
 * - Liberation Sans and Liberation Serif, as Arimo and Tinos (@fontsource): Liberation is not on npm, and Arimo and
 *   Tinos are the fonts it was made from, metric for metric (Arial's and Times New Roman's metrics); the narrowest.
 *
 * Every face is declared under a family name of its own ('Forced Noto Sans', …) and the site's two stacks,
 * Tailwind's --font-sans and --font-serif, are set to the chosen set's, so no font of the machine is picked while
 * the forced one has the glyph. The files are served from node_modules by a route of the browser context, under
 * /__forced-fonts/ on the page's own origin (the pages' policy allows fonts from 'self' only).
 */
export const forcedFonts = ['Noto Sans', 'DejaVu Sans', 'Liberation Sans'] as const;
export type ForcedFont = (typeof forcedFonts)[number];

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const PREFIX = '/__forced-fonts/';

/** The scripts the site's text uses: the other subsets' faces are left out, so nothing waits on them. */
const SUBSETS = ['greek', 'latin', 'latin-ext'];
/** The weights and styles the site's CSS asks for: body text, font-medium, font-semibold, font-bold, and italics. */
const FACES = ['400', '500', '600', '700', '400-italic', '700-italic'];

/** The @font-face rules of an @fontsource package, renamed `family` and pointed at the route. */
function fontsourceFaces(name: string, family: string): string {
  const dir = packageDir(`@fontsource/${name}`);
  return FACES.filter((face) => existsSync(join(dir, `${face}.css`)))
    .flatMap((face) => readFileSync(join(dir, `${face}.css`), 'utf8').split(/(?=\/\* )/))
    .filter((rule) => SUBSETS.some((subset) => new RegExp(`^/\\* ${name}-${subset}-\\d`).test(rule)))
    .map((rule) =>
      rule
        .replace(/font-family: '[^']+'/, `font-family: '${family}'`)
        .replace(/font-display: \w+/, 'font-display: block')
        .replaceAll('url(./files/', `url(${PREFIX}@fontsource/${name}/files/`),
    )
    .join('');
}

/** The DejaVu family `file` (DejaVuSans, DejaVuSerif) from its TrueType files, renamed `family`. */
function dejavuFaces(file: string, family: string): string {
  const italic = file === 'DejaVuSans' ? 'Oblique' : 'Italic';
  return [
    ['', 'normal', 400],
    ['-Bold', 'normal', 700],
    [`-${italic}`, 'italic', 400],
    [`-Bold${italic}`, 'italic', 700],
  ]
    .map(
      ([suffix, style, weight]) =>
        `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; font-display: block; ` +
        `src: url(${PREFIX}dejavu-fonts-ttf/ttf/${file}${suffix}.ttf) format('truetype'); }\n`,
    )
    .join('');
}

interface FontSet {
  sans: string;
  serif: string;
}

const sets: Record<ForcedFont, FontSet> = {
  'Noto Sans': { sans: 'Forced Noto Sans', serif: 'Forced Noto Serif' },
  'DejaVu Sans': { sans: 'Forced DejaVu Sans', serif: 'Forced DejaVu Serif' },
  'Liberation Sans': { sans: 'Forced Liberation Sans', serif: 'Forced Liberation Serif' },
};

/** Every face of the three sets: a font is fetched only once a page uses it, so declaring all three costs nothing. */
const faces = [
  fontsourceFaces('noto-sans', sets['Noto Sans'].sans),
  fontsourceFaces('noto-serif', sets['Noto Sans'].serif),
  dejavuFaces('DejaVuSans', sets['DejaVu Sans'].sans),
  dejavuFaces('DejaVuSerif', sets['DejaVu Sans'].serif),
  fontsourceFaces('arimo', sets['Liberation Sans'].sans),
  fontsourceFaces('tinos', sets['Liberation Sans'].serif),
].join('\n');

/** The rule that puts `font`'s set in the site's two stacks (unlayered, so over Tailwind's theme layer). */
const choice = (font: ForcedFont) =>
  `:root { --font-sans: '${sets[font].sans}' !important; --font-serif: '${sets[font].serif}' !important; }`;

/** The files the route may serve: those of the font packages, nothing else of node_modules. */
const roots = ['@fontsource/noto-sans', '@fontsource/noto-serif', '@fontsource/arimo', '@fontsource/tinos', 'dejavu-fonts-ttf'];
function fontFile(pathname: string): string | undefined {
  const rest = decodeURIComponent(pathname.slice(pathname.indexOf(PREFIX) + PREFIX.length));
  const root = roots.find((name) => rest.startsWith(`${name}/`));
  if (!root) return undefined;
  const file = join(packageDir(root), rest.slice(root.length + 1));
  return relative(packageDir(root), file).split(sep).includes('..') || !existsSync(file) ? undefined : file;
}

const types: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf' };

/**
 * Reads every page of `context` in `font`: the faces and the choice are written into each document as it starts
 * (before the first paint), the files served by a route. Needs JavaScript in the page (an init script); a context
 * without it keeps the machine's fonts.
 */
export async function forceFonts(context: BrowserContext, font: ForcedFont) {
  await context.route(`**${PREFIX}**`, (route) => {
    const file = fontFile(new URL(route.request().url()).pathname);
    return file
      ? route.fulfill({ path: file, contentType: types[file.split('.').pop()!], headers: { 'cache-control': 'max-age=3600' } })
      : route.fulfill({ status: 404 });
  });
  await context.addInitScript(
    ({ faces, choice }) => {
      const install = () => {
        const style = (id: string, css: string) => Object.assign(document.createElement('style'), { id, textContent: css });
        document.documentElement.append(style('forced-font-faces', faces), style('forced-font', choice));
      };
      if (document.documentElement) install();
      else
        new MutationObserver((_, observer) => {
          if (!document.documentElement) return;
          observer.disconnect();
          install();
        }).observe(document, { childList: true });
    },
    { faces, choice: choice(font) },
  );
}

/**
 * Waits until every face the page's text uses is loaded, and the page laid out again in it: fails if one could not
 * be, so that no test measures in a fallback. The blocks a guide holds back (content-visibility) are laid out for
 * the while, since a face only they use would otherwise be fetched only once something measures them, too late.
 */
export async function fontsSettled(page: Page, families: string[] = []) {
  const faces = await page.evaluate(async (families) => {
    const all = Object.assign(document.createElement('style'), { textContent: '* { content-visibility: visible !important; }' });
    document.head.append(all);
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    all.remove();
    // Two frames: the page is laid out again in the loaded faces before anything is measured.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const used = [...document.fonts].filter((face) => families.includes(face.family.replaceAll(/["']/g, '')) && face.status !== 'unloaded');
    return {
      loaded: used.filter((face) => face.status === 'loaded').length,
      failed: used.filter((face) => face.status !== 'loaded').map((face) => `${face.family} ${face.weight} ${face.style}`),
    };
  }, families);
  if (faces.failed.length > 0 || (families.length > 0 && faces.loaded === 0))
    throw new Error(`faces not loaded: ${faces.failed.join(', ') || `none of ${families.join(', ')}`}`);
}

/** Puts `font` in place in a page already open (one load read in each font), its faces loaded (fontsSettled). */
export async function useFont(page: Page, font: ForcedFont) {
  await page.evaluate((css) => (document.getElementById('forced-font')!.textContent = css), choice(font));
  await fontsSettled(page, [sets[font].sans, sets[font].serif]);
}
