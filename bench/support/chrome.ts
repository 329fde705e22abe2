import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { BenchError, isStopping, onCleanup } from './cleanup.ts';

export interface Chrome {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** One Chrome with a throw-away profile (chrome-launcher's temp dir), stopped by its PID on cleanup. */
export async function launchChrome(): Promise<Chrome> {
  // chrome-launcher's own SIGINT handler would exit before our cleanup stops the servers.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    chrome.kill(); // kills chrome.pid and removes the temp profile
  };
  onCleanup(`Chrome (pid ${chrome.pid})`, stop);
  if (isStopping()) throw new BenchError('interrupted'); // Ctrl-C arrived during the launch
  return { port: chrome.port, pid: chrome.pid, stop };
}
