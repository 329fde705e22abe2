import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { AstroIntegration } from 'astro';
import { layOutComponents } from './editor-layout.ts';
import { keystaticMends } from './keystatic-mends.ts';

/**
 * The lawyers' editor (Keystatic, keystatic.config.tsx), present only under `npm run edit` (scripts/edit.ts sets
 * SITE_EDITOR=1 and starts `astro dev`): its routes are server routes that write to the working tree, so the static
 * build, and every visitor, never get it. The package is imported only then: a build does not even load it.
 */
export async function editor(): Promise<AstroIntegration[]> {
  if (process.env.SITE_EDITOR !== '1') return [];
  const { default: keystatic } = await import('@keystatic/astro');
  // Loaded now, while Astro loads the config: the hooks below run after the loader that imports modules is closed.
  const prettier = await import('prettier');
  return [keystatic(), editorSetup(prettier)];
}

/**
 * The editor writes its own YAML, JSON and MDX style. The register's YAML and the firm's facts are then put in
 * Prettier's, which `npm test` checks; a guide's MDX is laid out as the guides are written (./editor-layout.ts),
 * not by Prettier, which the project keeps off MDX (.prettierignore).
 */
const SAVED = /^src\/(content\/.*\.(mdx|yaml)|config\/firm\.json)$/;

/** Keystatic's page links its typeface from Google's servers: the editor runs offline, in the system's sans-serif. */
const stripRemoteFont = {
  name: 'editor-no-remote-font',
  transform(code: string) {
    return code.includes('https://fonts.googleapis.com/')
      ? code.replaceAll(/https:\/\/fonts\.googleapis\.com\/[^"'`]*/g, 'data:text/css,')
      : null;
  },
};

/** The folders the packages of `modules` really live in, links followed. */
function packageFolders(modules: string): string[] {
  const folders = new Set([realpathSync(modules)]);
  for (const entry of readdirSync(modules)) if (!entry.startsWith('.')) folders.add(dirname(realpathSync(join(modules, entry))));
  return [...folders];
}

/** The editor's own styles (./editor.css), put in by the module that renders Keystatic's page, and in no other page. */
const editorStyles = {
  name: 'editor-styles',
  transform(code: string, id: string) {
    if (!id.split('?')[0]!.endsWith('/@keystatic/astro/internal/keystatic-page.js')) return null;
    const css = readFileSync(new URL('./editor.css', import.meta.url), 'utf8');
    return `${code}\nif (typeof document !== 'undefined') document.head.append(Object.assign(document.createElement('style'), { textContent: ${JSON.stringify(css)} }));\n`;
  },
};

function editorSetup({ format, resolveConfig }: typeof import('prettier')): AstroIntegration {
  let root = '';
  return {
    name: 'site-editor',
    hooks: {
      'astro:config:setup': ({ updateConfig, config }) => {
        root = realpathSync(new URL('.', config.root));
        updateConfig({
          vite: {
            plugins: [stripRemoteFont, keystaticMends, editorStyles],
            optimizeDeps: { rolldownOptions: { plugins: [stripRemoteFont, keystaticMends] } },
            // The editor's page loads its modules from node_modules by their own path, outside the project when
            // node_modules, or each package in it, is a link to a shared folder (a worktree, a test's copy): Vite
            // refuses such paths unless told.
            server: { fs: { allow: [root, ...packageFolders(join(root, 'node_modules'))] } },
          },
        });
      },
      'astro:server:setup': ({ server, logger }) => {
        server.watcher.on('change', (path) => {
          const file = relative(root, path);
          if (!SAVED.test(file)) return;
          void (async () => {
            const text = readFileSync(path, 'utf8');
            const formatted = file.endsWith('.mdx')
              ? layOutComponents(text)
              : await format(text, { ...(await resolveConfig(path)), filepath: path });
            // Written only when it differs: the write is itself a change, seen here once more and then left alone.
            if (formatted !== text) {
              writeFileSync(path, formatted);
              logger.info(`${file} saved, in the project's format`);
            }
          })().catch((error: unknown) => logger.warn(`${file}: ${String(error)}`));
        });
      },
    },
  };
}
