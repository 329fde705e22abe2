import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/support/free-port.ts';

/** Debian's Caddy, as the production kit installs it; tests that need it are skipped where it is missing. */
export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';
export const hasCaddy = existsSync(CADDY_PATH);

export interface RunningCaddy {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** An address for a Caddy started later, for the server behind it to allow as the site's origin. */
export const caddyAddress = async () => `http://127.0.0.1:${await freePort()}`;

/**
 * deploy/Caddyfile as production runs it, at `url` (from caddyAddress), serving `dist/` and passing the
 * contact function and the health check to `upstream` (host:port). `env` replaces the file's other
 * defaults ({$NAME:default}), e.g. its time limits. Resolves once Caddy answers.
 */
export async function startCaddy(url: string, upstream: string, env: Record<string, string> = {}): Promise<RunningCaddy> {
  const home = mkdtempSync(join(tmpdir(), 'caddy-home-'));
  const caddy = spawn(CADDY_PATH, ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      SITE_ADDRESS: url,
      SITE_ROOT: resolve('dist'),
      NODE_UPSTREAM: upstream,
      CADDY_ADMIN: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  caddy.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  caddy.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => caddy.once('exit', () => done()));
  const stop = async () => {
    if (caddy.exitCode === null && caddy.signalCode === null) caddy.kill('SIGTERM');
    await exited;
    rmSync(home, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual' });
      return { url, output: () => output, stop };
    } catch (error) {
      if (Date.now() > deadline || caddy.exitCode !== null) {
        await stop();
        throw new Error(`Caddy did not start:\n${output}`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
