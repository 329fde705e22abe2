import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FunctionsExitedError, startFunctions } from '../../scripts/supabase/functions.ts';
import { freePort } from '../../scripts/support/free-port.ts';
import { ConfigError, configErrorText } from '../../src/lib/contact/settings-schema.ts';
import { loadFunctionSettings } from '../../supabase/functions/_shared/settings-schema.ts';
import { badSharedSettings } from '../support/bad-settings.ts';
import { tempSite } from '../server/support/app.ts';
import { runServerUntilExit } from '../server/support/child-server.ts';

/**
 * One settings schema for both runtimes: a bad value stops the Edge Functions (Deno) at start, before
 * they serve anything, with exactly the line the Node server prints for it, and nothing else: no stack
 * trace, no 500 on the first request. Every bad value goes through the functions' own loader here (the
 * Node server's is tested with the same table in tests/server/config.test.ts); the runtimes themselves,
 * whose way of stopping does not depend on the value, are started for a few of them.
 */

/** What Supabase provides to every function, and the deliverer's secret: nothing here is reached. */
const PROVIDED = {
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:9/postgres',
  SUPABASE_ANON_KEY: 'anon-key',
  DELIVERY_SECRET: 'delivery-secret',
};

/** The lines the functions print for `env` before they stop, from their loader as settings.ts calls it. */
function functionsLines(env: Record<string, string>): string {
  const all: Record<string, string> = { ...PROVIDED, ...env };
  try {
    loadFunctionSettings((name) => all[name]);
  } catch (error) {
    if (error instanceof ConfigError) return `${configErrorText(error)}\n`;
    throw error;
  }
  throw new Error(`the functions' settings took ${JSON.stringify(env)}`);
}

/** The functions started with `env`: how they stopped, or a failure if they started serving. */
async function functionsRefusal(env: Record<string, string>): Promise<FunctionsExitedError> {
  try {
    const running = await startFunctions(await freePort(), { ...PROVIDED, ...env });
    await running.stop();
  } catch (error) {
    if (error instanceof FunctionsExitedError) return error;
    throw error;
  }
  throw new Error(`the functions started with ${JSON.stringify(env)}`);
}

const site = tempSite();
afterAll(() => rmSync(site.root, { recursive: true, force: true }));

const serverRefusal = (env: Record<string, string>) => runServerUntilExit({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir, ...env });

describe('a bad value of a shared variable', () => {
  it.each(badSharedSettings.map(({ env, line }) => [JSON.stringify(env), env, line] as const))(
    '%s: the functions name it with the line the server prints',
    (_label, env, line) => {
      expect(functionsLines(env)).toBe(`Configuration: ${line}\n`);
    },
  );

  it('stops both runtimes at start with the same line, and nothing else', async () => {
    const { env, line } = badSharedSettings.find((bad) => 'SMTP_URL' in bad.env && bad.env.SMTP_URL.includes('hunter2'))!;
    const [functions, server] = await Promise.all([functionsRefusal(env), serverRefusal(env)]);
    expect(functions.exitCode).toBe(1);
    expect(functions.output).toBe(`Configuration: ${line}\n`);
    expect(server.code).toBe(1);
    expect(server.stderr).toBe(`Configuration: ${line}\n`);
  });

  it('several at once: every one named, one line each, the same on both', async () => {
    const env = { MAIL_TO: 'nobody', RATE_LIMIT_MAX: '2.5', SITE_URL: 'example.gr' };
    const [functions, server] = await Promise.all([functionsRefusal(env), serverRefusal(env)]);
    expect(
      functions.output
        .trim()
        .split('\n')
        .map((line) => line.split(':')[1]!.trim()),
    ).toEqual(['SITE_URL', 'MAIL_TO', 'RATE_LIMIT_MAX']);
    expect(server.stderr).toBe(functions.output);
  });
});

const functionsOwn = [
  [{ DELIVERY_SECRET: '' }, 'DELIVERY_SECRET: expected a secret of visible characters with no spaces (not set)'],
  [{ SUPABASE_URL: '' }, 'SUPABASE_URL: expected an http:// or https:// URL, the project URL (Supabase sets it) (not set)'],
  [{ SUPABASE_DB_URL: 'mysql://root:hunter2@db' }, 'SUPABASE_DB_URL: expected a postgres:// connection URL (Supabase sets it)'],
  [
    { SUPABASE_ANON_KEY: '' },
    'PUBLIC_ANON_KEY: expected to be set, or SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY (Supabase sets them)',
  ],
  [
    { SUPABASE_PUBLISHABLE_KEYS: 'sb_publishable_abc' },
    'SUPABASE_PUBLISHABLE_KEYS: expected a JSON object of keys, such as {"default":"sb_publishable_…"} (Supabase sets it) (got "sb_publishable_abc")',
  ],
  [{ MAIL_LEASE_SECONDS: '0' }, 'MAIL_LEASE_SECONDS: expected a number of seconds above 0 and at most 3600 (got "0")'],
  [{ DELIVERY_SCHEDULE_SECONDS: '0.5' }, 'DELIVERY_SCHEDULE_SECONDS: expected a whole number from 0 to 3600 (got "0.5")'],
] as const;

describe('a bad value of the functions’ own variables', () => {
  it.each(functionsOwn)('%j is named in one line', (env, line) => {
    expect(functionsLines(env)).toBe(`Configuration: ${line}\n`);
  });

  it('stops them at start with that line', async () => {
    const [env, line] = functionsOwn[2];
    const functions = await functionsRefusal(env);
    expect(functions.exitCode).toBe(1);
    expect(functions.output).toBe(`Configuration: ${line}\n`);
  });
});
