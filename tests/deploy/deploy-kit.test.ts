import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ConfigError } from '../../src/lib/contact/settings-schema.ts';
import { tempSite } from '../server/support/app.ts';

/**
 * The systemd half of the production kit (deploy/): the settings template is one the server accepts, and
 * the unit is one systemd accepts (where systemd-analyze is installed). (Caddy in front of the server:
 * caddy.test.ts.)
 */
const unit = readFileSync('deploy/law-site.service', 'utf8');

/** Assignments of a systemd unit section or environment file: `Name=value` lines, comments left out. */
function assignments(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((line) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

describe('deploy/law-site.env', () => {
  it('is accepted by the server as it stands, trusting Caddy on the same machine', () => {
    const env = Object.fromEntries(assignments(readFileSync('deploy/law-site.env', 'utf8')));
    expect(env.TRUST_PROXY).toBe('127.0.0.1');
    const site = tempSite();
    try {
      loadConfig({ ...env, DIST_DIR: site.distDir, DATA_DIR: site.dataDir });
    } catch (error) {
      if (error instanceof ConfigError) expect.fail(error.lines.join('\n'));
      throw error;
    } finally {
      rmSync(site.root, { recursive: true, force: true });
    }
  });
});

describe('deploy/law-site.service', () => {
  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('is a unit systemd accepts (systemd-analyze verify)', () => {
    // verify also checks that ExecStart exists: this machine's Node stands in for the one installed in /srv.
    const dir = mkdtempSync(join(tmpdir(), 'unit-'));
    try {
      const copy = join(dir, 'law-site.service');
      writeFileSync(copy, unit.replace('/srv/law-site/node_modules/.bin/node', process.execPath));
      const result = spawnSync('/usr/bin/systemd-analyze', ['verify', copy], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
