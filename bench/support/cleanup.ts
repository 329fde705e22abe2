/**
 * Everything a benchmark starts (servers, Chrome) registers its stop function here, so that it
 * is stopped by PID on every way out: normal end, thrown error, Ctrl-C or SIGTERM.
 */
type Stopper = () => Promise<void> | void;

const stoppers: { name: string; stop: Stopper }[] = [];
let stopping: Promise<void> | null = null;
let stopped = false;

async function stopOne(name: string, stop: Stopper): Promise<void> {
  try {
    await stop();
  } catch (error) {
    console.error(`cleanup: could not stop ${name}: ${(error as Error).message}`);
  }
}

/** Registers a stop; the function returned forgets it, for what is stopped before the end (a Chrome per audit). */
export function onCleanup(name: string, stop: Stopper): () => void {
  // Started while everything else was already stopped (a signal during a launch): stop it at once.
  if (stopped) {
    void stopOne(name, stop);
    return () => {};
  }
  const entry = { name, stop };
  stoppers.push(entry);
  return () => {
    const index = stoppers.indexOf(entry);
    if (index !== -1) stoppers.splice(index, 1);
  };
}

/**
 * Runs every registered stop, newest first (the load before the server it loads), once. Anything
 * registered while cleanup runs (a launch that was under way) is stopped in the same pass.
 */
export function cleanup(): Promise<void> {
  stopping ??= (async () => {
    for (let next = stoppers.pop(); next; next = stoppers.pop()) await stopOne(next.name, next.stop);
    stopped = true;
  })();
  return stopping;
}

/** True once cleanup has begun (e.g. Ctrl-C): work still in flight should stop, not report. */
export const isStopping = (): boolean => stopping !== null;

/** An expected failure (bad option, missing tool): printed as its message alone, without a stack. */
export class BenchError extends Error {}

/** Wraps a benchmark's main: its exit code, after cleanup, whatever happens. */
export function runMain(main: () => Promise<number>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything started…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  main().then(
    async (code) => {
      if (isStopping()) return; // a signal arrived: its handler exits once everything is stopped
      await cleanup();
      process.exit(code);
    },
    async (error: unknown) => {
      if (isStopping()) return;
      console.error(error instanceof BenchError ? `\n${error.message}` : error instanceof Error ? (error.stack ?? error.message) : error);
      await cleanup();
      process.exit(1);
    },
  );
}

/** Sends a signal to a child by PID and waits (bounded) for it to exit; SIGKILL if it lingers. */
export function stopChild(
  child: import('node:child_process').ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 5_000,
): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
