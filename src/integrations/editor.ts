import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inProjectFormat, SAVED } from './editor-saved.ts';
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
 * The editor online (astro.editor.config.ts, `npm run build:editor`): Keystatic in GitHub mode, in the same words
 * and look as under `npm run edit`. No server of ours sees a save there (the lawyer's browser commits it through
 * GitHub's API), so each save is put in the project's format in the browser, before it is committed
 * (./editor-commit-format.ts); and every answer of its routes carries the site's security headers, with the few
 * sources of GitHub's that Keystatic needs (./editor-headers.ts).
 */
export async function editorOnline(): Promise<AstroIntegration[]> {
  const { default: keystatic } = await import('@keystatic/astro');
  const online: AstroIntegration = {
    name: 'site-editor-online',
    hooks: {
      'astro:config:setup': ({ updateConfig, addMiddleware }) => {
        updateConfig({ vite: { plugins: [stripRemoteFont, keystaticMends, editorStyles, formatBeforeCommit] } });
        addMiddleware({ entrypoint: new URL('./editor-headers.ts', import.meta.url), order: 'pre' });
      },
    },
  };
  return [keystatic(), online];
}

/**
 * Keystatic's page links its typeface from Google's servers: the editor runs offline, in the system's sans-serif.
 * The link is taken out where Keystatic's page writes it (a stylesheet left behind as an empty `data:` URL is one
 * the editor online's CSP refuses, with an error in the console), and any other address of the fonts emptied.
 */
const REMOTE_FONT_LINK = /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/g;
const stripRemoteFont = {
  name: 'editor-no-remote-font',
  transform(code: string) {
    return code.includes('https://fonts.googleapis.com/')
      ? code.replaceAll(REMOTE_FONT_LINK, 'null').replaceAll(/https:\/\/fonts\.googleapis\.com\/[^"'`]*/g, 'data:text/css,')
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

/** Where Keystatic, in GitHub mode, has a save's files in hand and has not yet committed them. */
const SERIALIZED = `      }).map(addition => ({
        ...addition,
        path: pathPrefix + addition.path
      }));
`;

/**
 * Keystatic's commit made with the save's files in the project's format (./editor-commit-format.ts), as the file
 * watcher below formats them under `npm run edit`: CI checks that format on every pull request. A Keystatic whose
 * code differs is reported, not left committing files CI then refuses.
 */
const formatBeforeCommit = {
  name: 'editor-format-before-commit',
  transform(code: string, id: string) {
    if (!code.includes('let additions = serializeEntryToFiles({')) return null;
    if (!code.includes(SERIALIZED))
      throw new Error(`Keystatic changed (src/integrations/editor.ts): ${id} no longer serializes a save as expected`);
    const format = JSON.stringify(fileURLToPath(new URL('./editor-commit-format.ts', import.meta.url)));
    return `import { formatSave as __formatSave } from ${format};\n${code.replace(SERIALIZED, `${SERIALIZED}      additions = await __formatSave(additions);\n`)}`;
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
            const formatted = await inProjectFormat(file, text, async (source) =>
              format(source, { ...(await resolveConfig(path)), filepath: path }),
            );
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
