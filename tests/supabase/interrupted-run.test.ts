import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { expect, it } from 'vitest';

/**
 * A process that starts a cluster and is stopped before its teardown, as Vitest is on SIGTERM (npm test stopping
 * a lane after a failed check) or Ctrl-C: Vitest's own handler calls process.exit, and so does this one.
 */
const STARTS_AND_WAITS = `
import { startPostgres } from './scripts/supabase/postgres.ts';
process.once('SIGTERM', () => process.exit(143));
const cluster = await startPostgres();
console.log(JSON.stringify({ dir: cluster.dir, port: cluster.port }));
setInterval(() => undefined, 1000);
`;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('a cluster outlives no process that started it, even one stopped before its teardown', async () => {
  const child = spawn(process.execPath, ['--input-type=module', '-e', STARTS_AND_WAITS], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const { dir, port } = JSON.parse(line.toString()) as { dir: string; port: number };
  expect(await accepts(port)).toBe(true);

  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(143);
  expect(await accepts(port)).toBe(false);
  expect(existsSync(dir)).toBe(false);
});
