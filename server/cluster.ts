import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { ServerConfig } from './config.ts';
import { STORED_MESSAGE } from './contact/plugin.ts';
import { startOutboxDelivery } from './mail/delivery.ts';

/** A worker that dies after it was serving is replaced after this pause (no tight crash loop). */
const RESPAWN_DELAY_MS = 1000;
/** How long shutdown waits for workers to finish their requests before killing them. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The primary of a multi-process server: it forks `config.workers` HTTP processes, which share the port
 * (Node's cluster hands out connections), and it alone e-mails the outbox, so that no message is sent
 * twice. Workers store messages in the shared SQLite file and wake it over IPC. One Node process cannot
 * use more than one core for HTTP; this is how the server keeps up with nginx (`npm run bench:serve`).
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const log = pino({ level: config.logLevel });
  // Workers accept connections from the shared listening socket themselves. With Node's default on
  // Linux (round robin), the primary accepts and hands each connection to a worker over IPC, and keeps
  // it until the worker acknowledges it: a connection handed to a worker that has just been killed is
  // never acknowledged, never closed and never answered, and the primary keeps handing new ones to the
  // dead worker until it notices the exit. With the shared socket, a connection nobody has accepted
  // stays in the kernel's queue for the remaining workers, so a crash costs only the requests the dead
  // process was already serving.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Delivery opens (and migrates) the database before any worker is forked, so workers never race on a schema change.
  const delivery = startOutboxDelivery(config, log);
  const serving = new WeakSet<Worker>();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === STORED_MESSAGE.type) delivery.wake();
    });
    worker.on('listening', () => serving.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!serving.has(worker)) {
      // It never got to listen (port taken, bad build...): the same would happen again.
      log.fatal({ code, signal }, 'a server process failed to start; stopping');
      void stop(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
    setTimeout(() => !stopping && fork(), RESPAWN_DELAY_MS);
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const exited = workers.map((w) => new Promise<void>((resolve) => w.once('exit', () => resolve())));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), STOP_TIMEOUT_MS);
    await Promise.all(exited);
    clearTimeout(timer);
    await delivery.stop();
    process.exit(exitCode);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info(`${signal}: closing`);
      void stop(0);
    });
  }

  log.info(`Starting ${config.workers} server processes`);
  for (let i = 0; i < config.workers; i++) fork();
}
