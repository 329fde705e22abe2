import { spawn } from 'node:child_process';
import { startServer, type RunningServer } from '../../support/server.ts';
import { bareNodeEnv } from '../../support/node-env.ts';

export type ChildServer = RunningServer;

/** `node server/server.ts` as its own process, with only `env` (and PATH) as its environment. */
export const startChildServer = (env: Record<string, string>): Promise<ChildServer> => startServer(env, { inherit: false });

/**
 * `node server/server.ts` with only `env` (and PATH), run until it stops by itself: for settings it must
 * refuse at start. Fails if it is still running after 20 s.
 */
export function runServerUntilExit(
  env: Record<string, string>,
  /** A command to run it under, such as setpriv to run it as another user. */
  wrapper: string[] = [],
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = [...wrapper, process.execPath, 'server/server.ts'];
    const child = spawn(command, args, {
      env: { ...bareNodeEnv(), PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server kept running with ${JSON.stringify(env)}:\n${stdout}${stderr}`));
    }, 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}
