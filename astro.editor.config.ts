import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { editorOnline } from './src/integrations/editor.ts';

/**
 * The lawyers' editor online (`npm run build:editor`; docs/deploy-server.md): Keystatic in GitHub mode, built on
 * its own into dist-editor/, apart from the site's build (astro.config.ts), which neither waits for it nor carries
 * it. The Node server mounts it on /keystatic and /api/keystatic once its GitHub app is set (server/editor/).
 *
 * Only the editor's two routes are built: its root, src/editor-online/, holds no pages (and no content collections),
 * so Astro builds what Keystatic injects and nothing of the site; and the types Astro writes for it go to that
 * folder's .astro/, never over the site's. Its packages are bundled into the build (`ssr.noExternal`): the
 * server's production install (`npm install --omit=dev`) holds none of them.
 */
const repo = process.env.PUBLIC_EDITOR_GITHUB_REPO ?? '';
const siteUrl = process.env.SITE_URL?.trim().replace(/\/+$/, '') ?? '';
const problems = [
  ...(/^[\w.-]+\/[\w.-]+$/.test(repo)
    ? []
    : ['PUBLIC_EDITOR_GITHUB_REPO: the repository the lawyers’ edits are committed to, as owner/name (such as lawfirm/site)']),
  ...(URL.canParse(siteUrl) ? [] : ['SITE_URL: the public origin the editor is served at, such as https://www.example.gr']),
];
// Said plainly and stopped, as a bad setting of the server is: a stack trace here would say nothing more.
if (problems.length) {
  console.error(`npm run build:editor needs:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
const site = new URL(siteUrl);

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  site: site.origin,
  // Each named from here: Astro takes some of them from the folder it runs in, not from `root`.
  root: here('./src/editor-online/'),
  srcDir: here('./src/editor-online/src/'),
  publicDir: here('./src/editor-online/public/'),
  outDir: here('./dist-editor/'),
  cacheDir: here('./node_modules/.astro-editor/'),
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  // Under the editor's own path, which the server and Caddy hand to it: the site's /_astro/ is the site's build.
  build: { assets: 'keystatic/_astro' },
  // Nothing of the editor keeps a session (Keystatic keeps GitHub's tokens in cookies).
  session: false,
  security: {
    // Behind Caddy the server sees plain HTTP; Keystatic makes GitHub's sign-in return to the origin of the request,
    // which is the site's https origin only when X-Forwarded-Proto and -Host are believed, and only for this host.
    allowedDomains: [{ hostname: site.hostname, protocol: site.protocol.slice(0, -1), ...(site.port ? { port: site.port } : {}) }],
  },
  integrations: [react(), ...(await editorOnline())],
  vite: { cacheDir: here('./node_modules/.vite-editor/'), ssr: { noExternal: true } },
  devToolbar: { enabled: false },
});
