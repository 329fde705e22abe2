import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseContactServiceUrl } from '../src/lib/contact/contact-service.ts';
import {
  choice,
  ConfigError,
  configErrorText,
  DEFAULT_ANON_KEY,
  isHostName,
  isWebUrl,
  readSettings,
  sharedSettings,
  sharedSettingsSchema,
  text,
  wholeNumber,
  type SharedSettings,
} from '../src/lib/contact/settings-schema.ts';

/**
 * The server's settings, from the environment, all checked at start-up: the contact backend's shared
 * variables (src/lib/contact/settings-schema.ts, the same schema the Edge Functions check) and the
 * server's own. A bad value stops the server with one line naming the variable and what would be right,
 * never with a stack trace. docs/configuration.md lists every variable.
 */
const folder = (expects: string) => text(expects, (v) => v.trim() !== '');

export const serverSettingsSchema = z.object({
  PORT: wholeNumber(0, 65535).default(4321),
  HOST: text('a host name or IP address to listen on, such as 127.0.0.1 or 0.0.0.0', isHostName).default('127.0.0.1'),
  DIST_DIR: folder('a folder path').default('dist'),
  DATA_DIR: folder('a folder path').default('data'),
  DATABASE_PATH: folder('a file path').optional(),
  ...sharedSettingsSchema.shape,
  /** The contact service the form calls, when not this server (a build-time setting too): its origin goes into the CSP. */
  PUBLIC_FUNCTIONS_URL: text('an http:// or https:// URL, such as https://abcd.supabase.co/functions/v1', isWebUrl).optional(),
  TRUST_PROXY: choice(['true', 'false']).default('false'),
  LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** HTTP processes; 1 serves everything from one process (see server/cluster.ts). */
  WEB_CONCURRENCY: wholeNumber(1, 64).optional(),
  /** The health check turns red when an e-mail has waited longer than this. */
  ALERT_PENDING_MINUTES: wholeNumber(1, 7 * 24 * 60).default(60),
});

export interface ServerConfig extends SharedSettings {
  port: number;
  host: string;
  distDir: string;
  dataDir: string;
  databasePath: string;
  anonKey: string;
  /** The contact service the form calls, from PUBLIC_FUNCTIONS_URL; '' when it calls this server. */
  contactServiceUrl: string;
  trustProxy: boolean;
  logLevel: z.infer<typeof serverSettingsSchema>['LOG_LEVEL'];
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
  const e = readSettings(serverSettingsSchema, (name) => env[name]);
  const dataDir = resolve(e.DATA_DIR);
  return {
    ...sharedSettings(e),
    port: e.PORT,
    host: e.HOST,
    distDir: resolve(e.DIST_DIR),
    dataDir,
    databasePath: e.DATABASE_PATH ? resolve(e.DATABASE_PATH) : resolve(dataDir, 'messages.db'),
    anonKey: e.PUBLIC_ANON_KEY ?? DEFAULT_ANON_KEY,
    contactServiceUrl: parseContactServiceUrl(e.PUBLIC_FUNCTIONS_URL),
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
    console.error(configErrorText(error));
    process.exit(1);
  }
}
