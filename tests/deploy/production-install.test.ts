import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whenListening } from '../support/server.ts';
import { postPlainForm, validMessage } from '../server/support/app.ts';
import { registryUnreachable } from '../support/registry.ts';

/**
 * A production machine: the project's files and a `dist/` built elsewhere, then `npm install --omit=dev`.
 * The server and the `messages` command must run on what that installs, and nothing of the build
 * (Astro, React, Tailwind) may be needed for it.
 */
const project = resolve('.');
let dir = '';
let pid = 0;
let url = '';
const env = () => ({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data') });

// The install needs the npm registry: on a machine without it, the file says so and is skipped.
describe.skipIf(registryUnreachable())('a production install', () => {
  beforeAll(async () => {
    if (!existsSync(join(project, 'dist/.build-complete'))) throw new Error('no build in dist/: run `npm run build` first');
    dir = mkdtempSync(join(tmpdir(), 'production-install-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: project, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(join(project, file))) continue;
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(project, file), join(dir, file));
    }
    cpSync(join(project, 'dist'), join(dir, 'dist'), { recursive: true });

    const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
    if (install.status !== 0) throw new Error(`npm install --omit=dev failed:\n${install.stdout}${install.stderr}`);

    const child = spawn('npm', ['run', '--silent', 'serve'], { cwd: dir, env: env(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    pid = child.pid!;
    ({ url } = await whenListening(child, 60_000));
  }, 240_000);

  afterAll(() => {
    if (pid) process.kill(-pid, 'SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs no build tool', () => {
    for (const devOnly of ['astro', 'react', 'tailwindcss', 'vitest', 'deno'])
      expect(existsSync(join(dir, 'node_modules', devOnly)), devOnly).toBe(false);
  });

  it('serves the built pages and stores a message posted by the plain form', async () => {
    const home = await fetch(`${url}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('lang="en"');

    const message = 'Sent to a server installed without its development packages.';
    const response = await postPlainForm(url, message);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/contact/sent');

    const listed = spawnSync('npm', ['run', '--silent', 'messages', '--', 'list'], { cwd: dir, env: env(), encoding: 'utf8' });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(validMessage.name);
  });
});
