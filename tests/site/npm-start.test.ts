import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../support/pages.ts';
import { whenListening } from '../support/server.ts';

/** `npm start`, exactly as a newcomer runs it, serves every page of both languages and a 404. */
let url = '';
let child: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));

beforeAll(async () => {
  child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so that npm and the server stop together
  });
  ({ url } = await whenListening(child, 90_000));
}, 120_000);

/** Whether any process of the group is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  if (child?.pid && groupAlive(child.pid)) {
    process.kill(-child.pid, 'SIGTERM');
    // The data folder goes once the server has closed its database, not merely once npm has exited.
    for (let waited = 0; groupAlive(child.pid) && waited < 10_000; waited += 50) await sleep(50);
  }
  rmSync(dataDir, { recursive: true, force: true });
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
