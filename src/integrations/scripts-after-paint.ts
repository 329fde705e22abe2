import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { filesUnder } from '../lib/files-under.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>\s*/g;
/**
 * What Astro's own inline scripts for islands do: define the `<astro-island>` element, or register a client
 * directive on the `Astro` global. Our own inline scripts do neither: they move only when marked `data-after-paint`.
 */
export const ISLAND_RUNTIME = /customElements\.define\("astro-island"|\(self\.Astro\|\|\(self\.Astro=\{\}\)\)/;
const LOADER = /<script\b[^>]*\bdata-after-paint-loader\b[^>]*>/;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Where a page's moved scripts are served, as one file: its content hash in the name, like every other file under /_astro/. */
const movedScriptsPath = (code: string) => `/_astro/page-scripts.${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`;

export interface MovedScripts {
  html: string;
  /** Files to write: URL path → code. */
  files: Map<string, string>;
}

/**
 * Takes Astro's island runtime and client-directive scripts, and our inline scripts marked
 * `data-after-paint`, out of the page and lists them, as files, on the after-paint loader, which requests
 * them once the content is on screen. Astro writes its scripts inline into every page with an island
 * (about 6 KB, 2 KB compressed), and none of them has anything to do before the paint, while every byte
 * before the first paint delays it on a slow network. The pages' other scripts stay where they are,
 * because they set up what the first paint shows (a checklist's stored ticks, a copy button, the fields to
 * fix), and so do the language choice and structured data.
 */
export function moveBodyScripts(html: string): MovedScripts {
  const files = new Map<string, string>();
  const bodyAt = html.search(/<body[\s>]/);
  if (bodyAt < 0) return { html, files };
  const moved: string[] = [];
  const body = html.slice(bodyAt).replace(SCRIPT, (whole, attributes: string, code: string) => {
    const classicInline = attribute(attributes, 'src') === undefined && attribute(attributes, 'type') === undefined;
    const markedForLater = /(?:^|\s)data-after-paint(?:\s|=|$)/.test(attributes);
    if (!classicInline || !(markedForLater || ISLAND_RUNTIME.test(code))) return whole;
    moved.push(code.trim());
    return '';
  });
  if (moved.length === 0) return { html, files };
  const loader = LOADER.exec(body);
  if (!loader) throw new Error('a page has scripts for after the paint but no after-paint loader (src/layouts/BaseLayout.astro adds it)');
  // One file: a request costs about 1 KB of headers, more than some of these scripts. Each is a classic
  // script whose names stay inside its own function, so they run together as they ran apart; the `;`
  // keeps one that ends without it from running into the next.
  const code = `${moved.join(';\n')};\n`;
  const src = movedScriptsPath(code);
  files.set(src, code);
  const listed = `${loader[0].slice(0, -1)} data-scripts="${src}">`;
  return { html: html.slice(0, bodyAt) + body.replace(loader[0], listed), files };
}

/** Runs after the styles were purged (which reads the inline scripts for class names they may add). */
export const scriptsAfterPaint: AstroIntegration = {
  name: 'scripts-after-paint',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const written = new Map<string, string>();
      for (const file of (await filesUnder(root)).filter((name) => name.endsWith('.html'))) {
        const html = await readFile(file, 'utf8');
        const moved = moveBodyScripts(html);
        if (moved.html === html) continue;
        for (const [path, code] of moved.files) {
          if (written.has(path)) continue;
          written.set(path, code);
          await writeFile(join(root, path), code);
        }
        await writeFile(file, moved.html);
      }
    },
  },
};
