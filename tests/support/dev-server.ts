import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/support/free-port.ts';
import { shellEnv, type ProjectCopy } from './project-copy.ts';

/** A dev server (`astro dev`, `npm run edit`) of a project's copy, on a free port of 127.0.0.1. */
export interface DevServer {
  origin: string;
  child: ChildProcess;
  /** What it has printed so far, for a failure's message. */
  output(): string;
  /** Stops it and every process it started (its own process group), and waits until it has. */
  stop(): Promise<void>;
}

/**
 * Starts `command --port <free port>` in the copy and waits until `ready` (a path of it) answers as `answered`
 * asks: any answer at all (the server listens), or an OK one (the page is served). Gives up after `waitMs`, or
 * as soon as the command ends; the test that follows then fails with what it printed.
 */
export async function startDevServer(
  project: ProjectCopy,
  command: [string, ...string[]],
  { ready = '/', answered = 'any', waitMs = 90_000 }: { ready?: string; answered?: 'any' | 'ok'; waitMs?: number } = {},
): Promise<DevServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const [program, ...args] = command;
  const child = spawn(program, [...args, '--port', String(port)], {
    cwd: project.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: shellEnv(),
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const answers = () =>
    fetch(`${origin}${ready}`).then(
      (response) => answered === 'any' || response.ok,
      () => false,
    );
  for (const deadline = Date.now() + waitMs; Date.now() < deadline && child.exitCode === null && !(await answers());)
    await new Promise((wait) => setTimeout(wait, 250));
  return {
    origin,
    child,
    output: () => printed,
    async stop() {
      if (!child.pid || child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
