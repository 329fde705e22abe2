import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bareNodeEnv } from './node-env.ts';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Everything the server logged so far. */
  output(): string;
  /** SIGTERM, then waits for the exit; a data folder made here is then deleted. */
  stop(): Promise<void>;
}

/** Resolves with the URL once a started server logs "Server listening at …"; rejects if it exits first. */
export function whenListening(child: ChildProcess, timeoutMs = 30_000): Promise<{ url: string; output: () => string }> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * Starts the real server (`node server/server.ts`, what production runs) over the built site on an
 * OS-assigned port of 127.0.0.1, with a data folder of its own unless `env` names one (deleted once the
 * server has stopped); resolves once it listens. With `inherit: false`, `env` replaces the inherited
 * environment instead of adding to it; `root` is the checkout whose server runs (the benchmark's baseline is
 * another one).
 */
export async function startServer(env: Record<string, string> = {}, { inherit = true, root = '.' } = {}): Promise<RunningServer> {
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR || mkdtempSync(join(tmpdir(), 'law-site-data-'));
  const removeOwnDataDir = () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const base = inherit ? process.env : bareNodeEnv();
  const child = spawn(process.execPath, ['server/server.ts'], {
    cwd: root,
    env: { ...base, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { url, output } = await whenListening(child).catch((error: unknown) => {
    child.kill('SIGTERM');
    removeOwnDataDir();
    throw error;
  });
  return {
    url,
    process: child,
    dataDir,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      removeOwnDataDir();
    },
  };
}
