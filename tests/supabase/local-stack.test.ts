import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/free-port.ts';
import { SITE_ORIGIN, validMessage } from '../server/support/app.ts';

/**
 * `npm run supabase:local` as a newcomer meets it: a bad setting is one line naming it, and the stack hands out a
 * publishable key (`sb_publishable_…`) as `supabase start` does, which the site's call then uses.
 */
const started: ChildProcess[] = [];
afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
});

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/supabase-local.ts'], {
    env: { ...process.env, SMTP_URL: '', SMTP_HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('npm run supabase:local', () => {
  it('stops at a bad setting with the one line that names it, and no stack trace', async () => {
    const { child, output } = run({ SUPABASE_LOCAL_PORT: String(await freePort()), RATE_LIMIT_MAX: 'abc' });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(output().trim().split('\n')).toEqual(['Configuration: RATE_LIMIT_MAX: expected a whole number from 1 to 10000 (got "abc")']);
  });

  it('hands out a publishable key, which the site calls the function with', async () => {
    const { child, output } = run({ SUPABASE_LOCAL_PORT: String(await freePort()), PUBLIC_ANON_KEY: '', SITE_URL: SITE_ORIGIN });
    await expect.poll(output, { timeout: 60_000 }).toMatch(/Publishable key: sb_publishable_\S+/);
    const key = /Publishable key: (\S+)/.exec(output())![1]!;
    const url = /PUBLIC_FUNCTIONS_URL=(\S+)/.exec(output())![1]!;
    const { error } = await createClient(url, key, { auth: { persistSession: false } }).functions.invoke('send-contact-email', {
      body: { ...validMessage, idempotencyKey: 'local-stack-1', language: 'en' },
      headers: { origin: SITE_ORIGIN },
    });
    expect(error).toBeNull();
    const other = await createClient(url, 'sb_publishable_someone_else', { auth: { persistSession: false } }).functions.invoke(
      'send-contact-email',
      { body: { ...validMessage, idempotencyKey: 'local-stack-2', language: 'en' }, headers: { origin: SITE_ORIGIN } },
    );
    expect((other.error as { context?: Response } | null)?.context?.status).toBe(401);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});
