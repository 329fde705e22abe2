import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { firm } from '../src/config/firm.ts';
import { trimTrailingSlashes } from '../src/lib/trailing-slashes.ts';

/**
 * The server's settings, from the environment, all checked at start-up. Each variable carries what it
 * expects in words, so that a bad value stops the server with one line naming the variable and what
 * would be right, never with a stack trace. An empty variable counts as unset (`PORT=` is not port 0). Every variable is listed
 * in the README.
 */
const MAX_RATE_LIMIT_WINDOW_MINUTES = 24 * 60;

const wholeNumber = (min: number, max: number) =>
  setting(z.coerce.number().int().min(min).max(max), `a whole number from ${min} to ${max}`);
const seconds = (max: number) => setting(z.coerce.number().positive().max(max), `a number of seconds above 0 and at most ${max}`);
const choice = <T extends readonly [string, ...string[]]>(values: T) => setting(z.enum(values), `one of ${values.join(', ')}`);
const text = (expects: string, valid: (value: string) => boolean) => setting(z.string().refine(valid), expects);

/** What a variable expects, in words, kept on its schema for the error line. */
const expectations = new WeakMap<z.ZodType, string>();
function setting<T extends z.ZodType>(schema: T, expects: string): T {
  expectations.set(schema, expects);
  return schema;
}

const isWebOrigin = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
};
const isWebUrl = (value: string) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
const isSmtpUrl = (value: string) =>
  URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) && new URL(value).hostname !== '';
const isHostName = (value: string) => /^[A-Za-z0-9.:[\]-]+$/.test(value) && !value.includes('://');
const emailAddress = z.email();
const isAddress = (value: string) => emailAddress.safeParse(value.trim()).success;
/** 'Website <site@example.gr>' or 'site@example.gr'. */
const isMailbox = (value: string) => {
  const named = /^[^<>]*<([^<>]+)>\s*$/.exec(value);
  return isAddress(named ? named[1]! : value);
};

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65535).default(4321),
  HOST: text('a host name or IP address to listen on, such as 127.0.0.1 or 0.0.0.0', isHostName).default('127.0.0.1'),
  SITE_URL: text('an http:// or https:// origin with no path, such as https://www.example.gr', isWebOrigin).default(
    'http://localhost:4321',
  ),
  DIST_DIR: text('a folder path', (v) => v.trim() !== '').default('dist'),
  DATA_DIR: text('a folder path', (v) => v.trim() !== '').default('data'),
  DATABASE_PATH: text('a file path', (v) => v.trim() !== '').optional(),
  /** Extra origins allowed to call the contact function (comma-separated), besides SITE_URL's and the server's own. */
  ALLOWED_ORIGINS: text('http:// or https:// origins separated by commas, such as https://example.gr,https://www.example.gr', (v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .every(isWebOrigin),
  ).default(''),
  PUBLIC_ANON_KEY: text('a key of visible characters with no spaces', (v) => /^[\x21-\x7e]+$/.test(v)).default('public-anon-key'),
  /** Base URL of the functions service the form calls, when not this server (build-time setting too). */
  PUBLIC_FUNCTIONS_URL: text('an http:// or https:// URL, such as https://abcd.supabase.co/functions/v1', isWebUrl).optional(),
  SMTP_URL: text('an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.gr:465', isSmtpUrl).optional(),
  SMTP_HOST: text('a host name such as mail.example.gr (no smtp://)', isHostName).optional(),
  SMTP_PORT: wholeNumber(1, 65535).optional(),
  SMTP_SECURE: choice(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_TO: text('one e-mail address, or several separated by commas', (v) => v.split(',').every(isAddress)).default(firm.email),
  MAIL_FROM: text('an e-mail address, optionally with a name: Website <website@example.gr>', isMailbox).default(
    'Website <website@localhost>',
  ),
  /** First retry delay of an undelivered e-mail; it doubles on every failure up to MAIL_RETRY_MAX_SECONDS. Fractions allowed (tests). */
  MAIL_RETRY_INITIAL_SECONDS: seconds(3600).default(5),
  MAIL_RETRY_MAX_SECONDS: seconds(24 * 3600).default(600),
  RATE_LIMIT_MAX: wholeNumber(1, 10_000).default(5),
  RATE_LIMIT_WINDOW_MINUTES: wholeNumber(1, MAX_RATE_LIMIT_WINDOW_MINUTES).default(10),
  TRUST_PROXY: choice(['true', 'false']).default('false'),
  LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** HTTP processes; 1 serves everything from one process (see server/cluster.ts). */
  WEB_CONCURRENCY: wholeNumber(1, 64).optional(),
  /** The health check turns red when an e-mail has waited longer than this. */
  ALERT_PENDING_MINUTES: wholeNumber(1, 7 * 24 * 60).default(60),
});

export type Env = z.infer<typeof EnvSchema>;

/** The words `setting` kept for a variable, found under its `.optional()` or `.default()`. */
function expectationOf(name: string): string {
  let schema: unknown = EnvSchema.shape[name as keyof Env];
  while (schema && !expectations.has(schema as z.ZodType) && typeof (schema as { unwrap?: unknown }).unwrap === 'function') {
    schema = (schema as { unwrap: () => unknown }).unwrap();
  }
  return expectations.get(schema as z.ZodType) ?? 'a valid value';
}

/** Values never repeated in an error line: they may hold a password. */
const SECRET = new Set(['SMTP_URL', 'SMTP_PASSWORD', 'PUBLIC_ANON_KEY']);

/** Settings that are fine alone but wrong together, as [variable, what it expects]. */
function contradictions(e: Env): [string, string][] {
  const found: [string, string][] = [];
  if (e.SMTP_URL && e.SMTP_HOST) found.push(['SMTP_HOST', 'to be unset when SMTP_URL is set (use one or the other)']);
  for (const name of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD'] as const) {
    if (e[name] !== undefined && e[name] !== '' && !e.SMTP_HOST)
      found.push([name, 'SMTP_HOST to be set too (or put everything in SMTP_URL)']);
  }
  if (e.SMTP_HOST && !!e.SMTP_USER !== !!e.SMTP_PASSWORD)
    found.push(e.SMTP_USER ? ['SMTP_PASSWORD', 'to be set, since SMTP_USER is'] : ['SMTP_USER', 'to be set, since SMTP_PASSWORD is']);
  if (e.MAIL_RETRY_MAX_SECONDS < e.MAIL_RETRY_INITIAL_SECONDS)
    found.push(['MAIL_RETRY_MAX_SECONDS', 'a number of seconds no smaller than MAIL_RETRY_INITIAL_SECONDS']);
  return found;
}

/** A configuration that cannot run: one line per bad variable, each naming it and what it expects. */
export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

export interface ServerConfig {
  port: number;
  host: string;
  siteUrl: string;
  distDir: string;
  dataDir: string;
  databasePath: string;
  allowedOrigins: string[];
  anonKey: string;
  /** PUBLIC_FUNCTIONS_URL without a trailing slash, or null when the form calls this server. */
  functionsUrl: string | null;
  smtp: { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string } | null;
  mailTo: string;
  mailFrom: string;
  /** Backoff of the outbox: first delay and cap, in milliseconds. */
  mailRetry: { initialMs: number; maxMs: number };
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /**
   * HTTP worker processes. By default one per core plus one: much of a worker's time is spent in the
   * kernel sending, and with one spare a core always has a worker ready (measured: `npm run bench:serve`
   * gives about 0.55x nginx with 2 workers on 2 cores, about 0.63x with 3).
   */
  workers: number;
  /** The health check answers 503 once an undelivered e-mail is older than this. */
  alertPendingMs: number;
}

/** The configuration from `env`; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(
      names.map((name) => {
        const got = SECRET.has(name) ? '' : ` (got ${JSON.stringify(String(set[name]).slice(0, 80))})`;
        return `${name}: expected ${expectationOf(name)}${got}`;
      }),
    );
  }
  const e = parsed.data;
  const conflicts = contradictions(e);
  if (conflicts.length) throw new ConfigError(conflicts.map(([name, expects]) => `${name}: expected ${expects}`));

  const dataDir = resolve(e.DATA_DIR);
  const smtp = e.SMTP_URL
    ? { url: e.SMTP_URL }
    : e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT ?? 587, secure: e.SMTP_SECURE === 'true', user: e.SMTP_USER, password: e.SMTP_PASSWORD }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: trimTrailingSlashes(e.SITE_URL),
    distDir: resolve(e.DIST_DIR),
    dataDir,
    databasePath: e.DATABASE_PATH ? resolve(e.DATABASE_PATH) : resolve(dataDir, 'messages.db'),
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => trimTrailingSlashes(o.trim()))
      .filter(Boolean),
    anonKey: e.PUBLIC_ANON_KEY,
    functionsUrl: e.PUBLIC_FUNCTIONS_URL ? trimTrailingSlashes(e.PUBLIC_FUNCTIONS_URL) : null,
    smtp,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    mailRetry: { initialMs: e.MAIL_RETRY_INITIAL_SECONDS * 1000, maxMs: e.MAIL_RETRY_MAX_SECONDS * 1000 },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    workers: e.WEB_CONCURRENCY ?? availableParallelism() + 1,
    alertPendingMs: e.ALERT_PENDING_MINUTES * 60_000,
  };
}

/**
 * The configuration, or, when a variable is wrong, its lines on stderr and exit code 1: what the firm
 * sees at start-up is the variable and what it expects, not a stack trace. `needsSite`: the server
 * also needs the built site in DIST_DIR.
 */
export function configOrExit(env: NodeJS.ProcessEnv = process.env, { needsSite = false } = {}): ServerConfig {
  try {
    const config = loadConfig(env);
    if (needsSite && !existsSync(join(config.distDir, 'index.html'))) {
      throw new ConfigError([
        `DIST_DIR: expected a folder with the built site, but ${config.distDir} has no index.html (run npm run build)`,
      ]);
    }
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const line of error.lines) console.error(`Configuration: ${line}`);
    process.exit(1);
  }
}
