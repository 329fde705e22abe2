import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_SOURCES, inlineScriptHashes, securityHeaderValues, securityOptions } from '../../src/lib/security-headers.ts';
import { testChromiumLaunchOptions } from '../support/chromium.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { tempSite } from '../server/support/app.ts';

/**
 * The lawyers' editor online: `npm run build:editor` once, for a GitHub repository and a made-up GitHub App, into a
 * folder of its own, and the real server (`node server/server.ts`) over a small site with that build beside it.
 * With the App's settings the server answers Keystatic's page and GitHub's sign-in, under the editor's CSP, and
 * Chromium shows the sign-in with nothing refused by that CSP; without them, /keystatic is not found. GitHub
 * itself is never reached (nothing is, but 127.0.0.1): what happens there (the sign-in, the commits, the pull
 * request, CI) is not tested here.
 */
const REPO = 'lawfirm/site';
const APP = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liEditorTest0001',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'not-a-real-client-secret',
  KEYSTATIC_SECRET: '0123456789abcdef0123456789abcdef0123456789abcdef',
};
const SITE_URL = 'https://www.example.gr';

let project: ProjectCopy;
let built: string;
let site: ReturnType<typeof tempSite>;
let server: RunningServer;
let browser: Browser | undefined;

const editorCsp = (html: string) =>
  securityHeaderValues(securityOptions(''), inlineScriptHashes(html), EDITOR_SOURCES)['content-security-policy'];

beforeAll(async () => {
  project = copyProject('editor-online-');
  built = mkdtempSync(join(tmpdir(), 'editor-online-build-'));
  const started = performance.now();
  const build = project.run('npx', ['astro', 'build', '--config', 'astro.editor.config.ts', '--outDir', built], {
    PUBLIC_EDITOR_GITHUB_REPO: REPO,
    SITE_URL,
  });
  // The cost this file adds to npm test's editor lane, printed for whoever weighs it.
  console.log(`npm run build:editor: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  site = tempSite();
  server = await startServer({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir, EDITOR_DIR: built, ...APP });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (site) rmSync(site.root, { recursive: true, force: true });
  if (built) rmSync(built, { recursive: true, force: true });
  project?.remove();
});

describe('the editor online, its GitHub App set', () => {
  it('serves Keystatic’s page and its scripts under the editor’s CSP', async () => {
    const response = await fetch(`${server.url}/keystatic`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const script = /component-url="(\/keystatic\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    // Astro's inline scripts start Keystatic: the CSP names them by hash, and nothing else inline.
    expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
    expect(response.headers.get('content-security-policy')).toBe(editorCsp(html));
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.github.com");
    expect(response.headers.get('strict-transport-security')).toBe(securityHeaderValues(securityOptions(''))['strict-transport-security']);

    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the lawyer to GitHub’s sign-in with the App’s client id, to return to this origin', async () => {
    const response = await fetch(`${server.url}/api/keystatic/github/login`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    const to = new URL(response.headers.get('location')!);
    expect(to.origin + to.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(to.searchParams.get('client_id')).toBe(APP.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}/api/keystatic/github/oauth/callback`);
    expect(response.headers.get('content-security-policy')).toBe(editorCsp(''));
  });

  it('returns to the site’s https address behind Caddy, and believes no other host a request names', async () => {
    const through = (host: string) =>
      fetch(`${server.url}/api/keystatic/github/login`, {
        redirect: 'manual',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': host },
      }).then((response) => new URL(response.headers.get('location')!).searchParams.get('redirect_uri'));
    expect(await through('www.example.gr')).toBe(`${SITE_URL}/api/keystatic/github/oauth/callback`);
    expect(await through('evil.example')).not.toMatch(/evil\.example/);
  });

  it('keeps the site’s own CSP on the site’s pages', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(securityHeaderValues(securityOptions(''))['content-security-policy']);
    expect(response.headers.get('content-security-policy')).not.toContain('github');
  });

  it('shows the sign-in in Greek, and reaches GitHub’s API once signed in, with nothing refused by its CSP', async () => {
    browser = await chromium.launch(testChromiumLaunchOptions());
    const context = await browser.newContext();
    const outside: string[] = [];
    // Nothing leaves this machine: a request elsewhere is noted and refused here, never answered.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refused });
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const refused = () => page.evaluate(() => (window as unknown as { refused: string[] }).refused);

    await page.goto(`${server.url}/keystatic`);
    const signIn = page.getByRole('button', { name: 'Σύνδεση με GitHub' });
    await signIn.waitFor({ timeout: 60_000 });
    expect(await signIn.getAttribute('href')).toBe('/api/keystatic/github/login');
    expect(await refused()).toEqual([]);

    // As after GitHub's sign-in (the token is made up): Keystatic asks GitHub's API for the repository.
    await context.addCookies([{ name: 'keystatic-gh-access-token', value: 'made-up', url: server.url }]);
    await page.reload();
    await expect.poll(() => outside.some((url) => url.startsWith('https://api.github.com/graphql')), { timeout: 60_000 }).toBe(true);
    expect(await refused()).toEqual([]);
  });
});

describe('the editor online, its GitHub App not set', () => {
  it('is not found, its build there or not', async () => {
    const bare = await startServer({ DIST_DIR: site.distDir, EDITOR_DIR: built });
    try {
      for (const path of [
        '/keystatic',
        '/keystatic/collection/guidesEl',
        '/api/keystatic/github/login',
        '/api/keystatic/github/oauth/callback',
      ]) {
        const response = await fetch(`${bare.url}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-security-policy'), path).not.toContain('github');
      }
    } finally {
      await bare.stop();
    }
  });
});
