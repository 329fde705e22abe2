import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../support/pages.ts';
import { whenListening } from '../support/server.ts';

/** `npm start`, exactly as a newcomer runs it, serves every page of both languages and a 404. */
let url = '';
let pid = 0;

beforeAll(async () => {
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'npm-start-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so that npm and the server stop together
  });
  pid = child.pid!;
  ({ url } = await whenListening(child, 90_000));
}, 120_000);

afterAll(() => {
  if (pid) process.kill(-pid, 'SIGTERM');
});

describe('npm start', () => {
  it('serves every page of both languages with status 200', async () => {
    for (const page of sitePages) {
      const response = await fetch(url + page.url);
      expect(response.status, page.url).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('answers an unknown path with 404 in the matching language', async () => {
    const greek = await fetch(`${url}/does-not-exist`);
    expect(greek.status).toBe(404);
    expect(await greek.text()).toContain('lang="el"');
    const english = await fetch(`${url}/en/does-not-exist`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Oops! Page not found');
  });
});
