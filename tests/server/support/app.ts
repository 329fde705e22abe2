import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { ConnectionLimits } from '../../../server/edges.ts';
import type { LoopLoad } from '../../../server/contact/overload.ts';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';

export const FUNCTION_PATH = '/functions/v1/send-contact-email';
export const ANON_KEY = 'test-anon-key';
export const SITE_ORIGIN = 'https://www.example-law.gr';

export const validMessage = {
  name: 'Μαρία Παπαδοπούλου',
  email: 'maria@example.gr',
  phone: '+30 690 000 0000',
  message: 'Τράκαρα χθες στην Κηφισίας.\nΧρειάζομαι βοήθεια.',
};

/** The contact form sent without JavaScript, as a browser posts it: a plain form, asking for a page back. */
export const postPlainForm = (url: string, message: string) =>
  fetch(url + FUNCTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, accept: 'text/html' },
    body: new URLSearchParams({ ...validMessage, message, language: 'en', website: '' }),
    redirect: 'manual',
  });

/**
 * A folder with a small built site (a home page, plus `files` by URL path) and a data folder: one per
 * test app.
 */
export function tempSite(files: Record<string, string | Buffer> = {}): { root: string; distDir: string; dataDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'contact-test-'));
  const distDir = join(root, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="el"><title>Test</title><h1>Test</h1></html>');
  for (const [urlPath, content] of Object.entries(files)) {
    const file = join(distDir, ...urlPath.split('/').filter(Boolean));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { root, distDir, dataDir: join(root, 'data') };
}

export interface TestApp {
  url: string;
  config: ServerConfig;
  app: FastifyInstance;
  /** POSTs a JSON body the way supabase-js does (anon key in both headers) unless headers override. */
  postJson(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Row counts straight from the SQLite file. */
  counts(): { messages: number; outbox: number; sent: number; spam: number };
  /** Rows of the messages table, oldest first. */
  rows(): Record<string, unknown>[];
  /** Polls until every outbox entry is marked sent. */
  drained(timeoutMs?: number): Promise<void>;
  /** Every log line so far (only with LOG_LEVEL set in `env`: silent otherwise). */
  logs(): string;
  /** Stops the app (as a server shutdown would) but keeps its files. */
  stop(): Promise<void>;
  /** Stops the app if still running and deletes its files. */
  close(): Promise<void>;
}

/**
 * The event loop of a test app, which shares its loop with the test's own clients: taken as resting, so
 * that no post is refused for load (server/contact/overload.ts) unless a test gives a loop of its own.
 */
export const RESTING_LOOP: LoopLoad = { busy: 0, lagMs: 0, stop: () => {} };

/**
 * The real application from buildApp, listening on 127.0.0.1 with a temporary SQLite file. Logs are
 * silent and the rate limit and request ceiling high unless `env` says otherwise; retries are fast (50 ms doubling to 400 ms).
 * `limits`: connection time limits other than the server's own. `deliver: false`: the app stores
 * messages and leaves e-mailing them to the test. Health reports are made afresh for each request
 * (`healthCacheMs`: 0) unless the test asks for the server's reuse of them. `loop`: the event loop's load
 * as the overload check sees it (resting unless given).
 */
export async function startApp(
  env: Record<string, string> = {},
  {
    files,
    limits,
    deliver,
    healthCacheMs = 0,
    loop = RESTING_LOOP,
  }: {
    files?: Record<string, string | Buffer>;
    limits?: ConnectionLimits;
    deliver?: boolean;
    healthCacheMs?: number;
    loop?: LoopLoad;
  } = {},
): Promise<TestApp> {
  const site = tempSite(files);
  const config = loadConfig({
    DIST_DIR: site.distDir,
    DATA_DIR: site.dataDir,
    SITE_URL: SITE_ORIGIN,
    PUBLIC_ANON_KEY: ANON_KEY,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
    REQUEST_LIMIT_MAX: '100000',
    MAIL_RETRY_INITIAL_SECONDS: '0.05',
    MAIL_RETRY_MAX_SECONDS: '0.4',
    MAIL_TO: 'firm@example-law.gr',
    MAIL_FROM: 'Website <website@example-law.gr>',
    ...env,
  });
  let logs = '';
  const app = await buildApp(config, {
    logTo: { write: (line: string) => void (logs += line) },
    limits,
    deliver,
    healthCacheMs,
    load: { loop },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = new DatabaseSync(config.databasePath, { readOnly: true });
  let stopped = false;
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;

  const testApp: TestApp = {
    url,
    config,
    app,
    postJson: (body, headers = {}) =>
      fetch(`${url}${FUNCTION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    counts: () => ({
      messages: count('SELECT COUNT(*) AS n FROM messages'),
      outbox: count('SELECT COUNT(*) AS n FROM outbox'),
      sent: count('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NOT NULL'),
      spam: count("SELECT COUNT(*) AS n FROM messages WHERE status = 'spam'"),
    }),
    logs: () => logs,
    rows: () => db.prepare('SELECT * FROM messages ORDER BY id').all(),
    async drained(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (count('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL') > 0) {
        if (Date.now() > deadline) throw new Error('outbox not drained');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (!stopped) await app.close();
      stopped = true;
    },
    async close() {
      await testApp.stop();
      db.close();
      rmSync(site.root, { recursive: true, force: true });
    },
  };
  return testApp;
}
