import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { BenchError, isStopping, onCleanup } from './cleanup.ts';

export interface Chrome {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** One Chrome with a throw-away profile (chrome-launcher's temp dir), stopped by its PID (and on cleanup). */
export async function launchChrome(): Promise<Chrome> {
  // Chromium makes its profile's lock socket in TMPDIR and leaves it behind when killed: a folder of its own,
  // deleted after the kill, keeps the bench from leaving one in /tmp per audit.
  const chromeTmp = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  // chrome-launcher's own SIGINT handler would exit before our cleanup stops the servers.
  const chrome = await chromeLauncher
    .launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      envVars: { ...process.env, TMPDIR: chromeTmp },
      handleSIGINT: false,
      logLevel: 'silent',
    })
    .catch((error: unknown) => {
      rmSync(chromeTmp, { recursive: true, force: true });
      throw error;
    });
  let stopped = false;
  // Assigned below; a stop run at once by onCleanup (a signal during the launch) finds nothing to forget.
  let forget = () => {};
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    forget();
    const { exitCode, signalCode } = chrome.process;
    const exited = exitCode !== null || signalCode !== null ? Promise.resolve() : once(chrome.process, 'close');
    chrome.kill(); // SIGKILL to Chrome's process group, then removes the temp profile
    // A Chrome still going down would share the CPU with the next one's audit.
    await Promise.race([exited, setTimeout(5_000)]);
    rmSync(chromeTmp, { recursive: true, force: true });
  };
  forget = onCleanup(`Chrome (pid ${chrome.pid})`, stop);
  if (isStopping()) throw new BenchError('interrupted'); // Ctrl-C arrived during the launch
  return { port: chrome.port, pid: chrome.pid, stop };
}
