import { once } from 'node:events';
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
  // chrome-launcher's own SIGINT handler would exit before our cleanup stops the servers.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
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
  };
  forget = onCleanup(`Chrome (pid ${chrome.pid})`, stop);
  if (isStopping()) throw new BenchError('interrupted'); // Ctrl-C arrived during the launch
  return { port: chrome.port, pid: chrome.pid, stop };
}
