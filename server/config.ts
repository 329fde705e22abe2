import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { firm } from '../src/config/firm.ts';

/**
 * The server's settings, from the environment, validated at start-up: a bad value stops the server
 * with a message naming the variable. Every variable is listed in the README.
 */
const port = z.coerce.number().int().min(0).max(65535);
const positive = z.coerce.number().int().positive();

const EnvSchema = z.object({
  PORT: port.default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z.url().default('http://localhost:4321'),
  DIST_DIR: z.string().default('dist'),
  DATA_DIR: z.string().default('data'),
  DATABASE_PATH: z.string().optional(),
  /** Extra origins allowed to call the contact function (comma-separated), besides SITE_URL's and the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  PUBLIC_ANON_KEY: z.string().default('public-anon-key'),
  /** Base URL of the functions service the form calls, when not this server (build-time setting too). */
  PUBLIC_FUNCTIONS_URL: z.union([z.url(), z.literal('')]).default(''),
  SMTP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: port.optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_TO: z.string().default(firm.email),
  MAIL_FROM: z.string().default('Website <website@localhost>'),
  /** First retry delay of an undelivered e-mail; it doubles on every failure up to MAIL_RETRY_MAX_SECONDS. Fractions allowed (tests). */
  MAIL_RETRY_INITIAL_SECONDS: z.coerce.number().positive().default(5),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().positive().default(600),
  RATE_LIMIT_MAX: positive.default(5),
  RATE_LIMIT_WINDOW_MINUTES: positive.default(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** HTTP processes; 1 serves everything from one process (see server/cluster.ts). */
  WEB_CONCURRENCY: positive.max(64).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const smtp = e.SMTP_URL
    ? { url: e.SMTP_URL }
    : e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT ?? 587, secure: e.SMTP_SECURE === 'true', user: e.SMTP_USER, password: e.SMTP_PASSWORD }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    distDir: resolve(e.DIST_DIR),
    dataDir,
    databasePath: e.DATABASE_PATH ? resolve(e.DATABASE_PATH) : resolve(dataDir, 'messages.db'),
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    anonKey: e.PUBLIC_ANON_KEY,
    functionsUrl: e.PUBLIC_FUNCTIONS_URL.replace(/\/+$/, '') || null,
    smtp,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    mailRetry: { initialMs: e.MAIL_RETRY_INITIAL_SECONDS * 1000, maxMs: Math.max(e.MAIL_RETRY_INITIAL_SECONDS, e.MAIL_RETRY_MAX_SECONDS) * 1000 },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    workers: e.WEB_CONCURRENCY ?? availableParallelism() + 1,
  };
}
