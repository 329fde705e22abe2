import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { denoBinary, denoEnvironment } from '../../scripts/supabase/functions.ts';
import { registryUnreachable } from '../support/registry.ts';

// A new machine has no Deno cache: the functions' npm: packages are fetched with the machine's trust
// store and proxy, as every Deno process the project starts gets them. A warm cache would hide this.
it.skipIf(registryUnreachable())(
  'fetches the functions’ npm packages into an empty Deno cache',
  () => {
    const denoDir = mkdtempSync(join(tmpdir(), 'deno-cold-'));
    try {
      const run = spawnSync(
        denoBinary(),
        ['cache', '--quiet', '--config', 'supabase/functions/deno.json', 'supabase/functions/_local/serve.ts'],
        { encoding: 'utf8', env: { ...denoEnvironment(), DENO_DIR: denoDir, NO_COLOR: '1' } },
      );
      expect(run.stderr).not.toMatch(/error/i);
      expect(run.status).toBe(0);
    } finally {
      rmSync(denoDir, { recursive: true, force: true });
    }
  },
  120_000,
);
