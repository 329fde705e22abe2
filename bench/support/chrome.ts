import * as chromeLauncher from 'chrome-launcher';
import { BenchError, isStopping, onCleanup } from './cleanup.ts';

/** Debian's Chromium unless CHROME_PATH says otherwise; a browser is never downloaded. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing reaching out to the network by itself (no update, sync or QUIC probes). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Chrome {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** One Chrome with a throw-away profile (chrome-launcher's temp dir), stopped by its PID on cleanup. */
export async function launchChrome(): Promise<Chrome> {
  // chrome-launcher's own SIGINT handler would exit before our cleanup stops the servers.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await chrome.kill(); // kills chrome.pid and removes the temp profile
  };
  onCleanup(`Chrome (pid ${chrome.pid})`, stop);
  if (isStopping()) throw new BenchError('interrupted'); // Ctrl-C arrived during the launch
  return { port: chrome.port, pid: chrome.pid, stop };
}
