import { z } from 'zod';
import { firm } from '../../config/firm.ts';
import { trimTrailingSlashes } from '../trailing-slashes.ts';
import type { Backoff } from './backoff.ts';
import { MAX_QUOTA_WINDOW_MS, MAX_REQUEST_WINDOW_MS } from './rate-limit-count.ts';
import type { SmtpSettings } from './mail-transport.ts';

/**
 * The contact backend's settings, from environment variables: one schema that the Node server
 * (server/config.ts) and the Edge Functions (supabase/functions/_shared/settings-schema.ts) both extend with
 * their own variables and both check at start. A value one runtime refuses, the other refuses too, with
 * the same line naming the variable and what it expects, never a stack trace. A blank variable counts as
 * unset (`PORT=` is not port 0). docs/configuration.md lists every variable; a test keeps it complete.
 */

interface About {
  /** What the variable expects, in words, for the error line. */
  expects: string;
  /** Its value may hold a password: never repeated in an error line. */
  secret: boolean;
}

const about = new WeakMap<z.ZodType, About>();

/** `schema`, with what it expects in words (and whether it is secret) kept for the error line. */
function setting<T extends z.ZodType>(schema: T, expects: string, { secret = false } = {}): T {
  about.set(schema, { expects, secret });
  return schema;
}

export const wholeNumber = (min: number, max: number) =>
  setting(z.coerce.number().int().min(min).max(max), `a whole number from ${min} to ${max}`);
/** Fractions allowed: the tests retry within milliseconds. */
export const seconds = (max: number) => setting(z.coerce.number().positive().max(max), `a number of seconds above 0 and at most ${max}`);
export const choice = <T extends readonly [string, ...string[]]>(values: T) => setting(z.enum(values), `one of ${values.join(', ')}`);
export const text = (expects: string, valid: (value: string) => boolean, options?: { secret?: boolean }) =>
  setting(z.string().refine(valid), expects, options);

const isWebOrigin = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username;
};
export const isWebUrl = (value: string) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
export const isHostName = (value: string) => /^[A-Za-z0-9.:[\]-]+$/.test(value) && !value.includes('://');
export const isVisible = (value: string) => /^[\x21-\x7e]+$/.test(value);
const isSmtpUrl = (value: string) =>
  URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) && new URL(value).hostname !== '';
const emailAddress = z.email();
const isAddress = (value: string) => emailAddress.safeParse(value.trim()).success;
/** 'Website <site@example.gr>' or 'site@example.gr'. */
const isMailbox = (value: string) => {
  const named = /^[^<>]*<([^<>]+)>\s*$/.exec(value);
  return isAddress(named ? named[1]! : value);
};
const originList = (value: string) =>
  value
    .split(',')
    .map((origin) => trimTrailingSlashes(origin.trim()))
    .filter(Boolean);

/** The anon key every copy of this project accepts out of the box (the Node server's default). */
export const DEFAULT_ANON_KEY = 'public-anon-key';

/** The site's origin where SITE_URL is unset: the project's own server, as `npm start` runs it. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/** SMTP with TLS from the first byte (RFC 8314), the default: Supabase lets no mail out on 25 or 587. */
const SMTP_TLS_PORT = 465;
/** SMTP upgraded with STARTTLS, the default port when SMTP_SECURE=false. */
const SMTP_STARTTLS_PORT = 587;

/** The variables both runtimes read. */
export const sharedSettingsSchema = z.object({
  SITE_URL: text('an http:// or https:// origin with no path, such as https://www.example.gr', isWebOrigin).default(DEFAULT_SITE_URL),
  /** Extra origins allowed to call the contact function (comma-separated), besides SITE_URL's and the server's own. */
  ALLOWED_ORIGINS: text('http:// or https:// origins separated by commas, such as https://example.gr,https://www.example.gr', (v) =>
    originList(v).every(isWebOrigin),
  ).default(''),
  /** No default here: the Node server's is DEFAULT_ANON_KEY, the functions' is Supabase's SUPABASE_ANON_KEY. */
  PUBLIC_ANON_KEY: text('a key of visible characters with no spaces', isVisible, { secret: true }).optional(),
  SMTP_URL: text('an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.gr:465', isSmtpUrl, { secret: true }).optional(),
  SMTP_HOST: text('a host name such as mail.example.gr (no smtp://)', isHostName).optional(),
  SMTP_PORT: wholeNumber(1, 65535).optional(),
  SMTP_SECURE: choice(['true', 'false']).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: setting(z.string(), 'a password', { secret: true }).optional(),
  MAIL_TO: text('one e-mail address, or several separated by commas', (v) => v.split(',').every(isAddress)).default(firm.email),
  MAIL_FROM: text('an e-mail address, optionally with a name: Website <website@example.gr>', isMailbox).default(
    'Website <website@localhost>',
  ),
  /** First retry delay of an undelivered e-mail; it doubles on every failure up to MAIL_RETRY_MAX_SECONDS. */
  MAIL_RETRY_INITIAL_SECONDS: seconds(3600).default(5),
  MAIL_RETRY_MAX_SECONDS: seconds(24 * 3600).default(600),
  RATE_LIMIT_MAX: wholeNumber(1, 10_000).default(5),
  RATE_LIMIT_WINDOW_MINUTES: wholeNumber(1, MAX_QUOTA_WINDOW_MS / 60_000).default(10),
  /**
   * Requests of any kind (refusals, preflights, repeats) one client may make to the function per window,
   * keyed as RATE_LIMIT_MAX is: past it, a 429 before the body is read, so one client cannot starve the others.
   */
  REQUEST_LIMIT_MAX: wholeNumber(1, 100_000).default(30),
  REQUEST_WINDOW_SECONDS: wholeNumber(1, MAX_REQUEST_WINDOW_MS / 1000).default(60),
});

type SharedEnv = z.infer<typeof sharedSettingsSchema>;

/** Settings that are fine alone but wrong together, as [variable, what it expects]. */
export type Contradictions<E> = (env: E) => [string, string][];

const sharedContradictions: Contradictions<SharedEnv> = (e) => {
  const found: [string, string][] = [];
  if (e.SMTP_URL && e.SMTP_HOST) found.push(['SMTP_HOST', 'to be unset when SMTP_URL is set (use one or the other)']);
  for (const name of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD'] as const) {
    if (e[name] !== undefined && !e.SMTP_HOST) found.push([name, 'SMTP_HOST to be set too (or put everything in SMTP_URL)']);
  }
  if (e.SMTP_HOST && !!e.SMTP_USER !== !!e.SMTP_PASSWORD)
    found.push(e.SMTP_USER ? ['SMTP_PASSWORD', 'to be set, since SMTP_USER is'] : ['SMTP_USER', 'to be set, since SMTP_PASSWORD is']);
  if (e.MAIL_RETRY_MAX_SECONDS < e.MAIL_RETRY_INITIAL_SECONDS)
    found.push(['MAIL_RETRY_MAX_SECONDS', 'a number of seconds no smaller than MAIL_RETRY_INITIAL_SECONDS']);
  return found;
};

/** A configuration that cannot run: one line per bad variable, each naming it and what it expects. */
export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

/** What both runtimes print before they stop: `Configuration: <variable>: expected …`, one line each. */
export function configErrorText(error: ConfigError): string {
  return error.lines.map((line) => `Configuration: ${line}`).join('\n');
}

/** The words and secrecy `setting` kept for a variable, found under its `.optional()` or `.default()`. */
export function aboutVariable(schema: z.ZodObject, name: string): About | undefined {
  let inner: unknown = schema.shape[name];
  while (inner && !about.has(inner as z.ZodType) && typeof (inner as { unwrap?: unknown }).unwrap === 'function') {
    inner = (inner as { unwrap: () => unknown }).unwrap();
  }
  return about.get(inner as z.ZodType);
}

/**
 * The variables of `schema`, read one by one with `read` (process.env, Deno.env), checked and with their
 * defaults; throws a ConfigError listing every bad variable, or else every contradiction.
 */
export function readSettings<S extends z.ZodObject>(
  schema: S,
  read: (name: string) => string | undefined,
  contradictions: Contradictions<z.infer<S>> = () => [],
): z.infer<S> {
  const set: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = read(name);
    if (value !== undefined && value.trim() !== '') set[name] = value;
  }
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new ConfigError(
      names.map((name) => {
        const { expects, secret } = aboutVariable(schema, name) ?? { expects: 'a valid value', secret: false };
        const got = name in set ? (secret ? '' : ` (got ${JSON.stringify(set[name]!.slice(0, 80))})`) : ' (not set)';
        return `${name}: expected ${expects}${got}`;
      }),
    );
  }
  const env = parsed.data;
  const found = [...sharedContradictions(env as SharedEnv), ...contradictions(env)];
  if (found.length) throw new ConfigError(found.map(([name, expects]) => `${name}: expected ${expects}`));
  return env;
}

/** What both runtimes make of the shared variables. */
export interface SharedSettings {
  /** SITE_URL without a trailing slash. */
  siteUrl: string;
  /** ALLOWED_ORIGINS, each without a trailing slash. */
  allowedOrigins: string[];
  smtp: SmtpSettings | null;
  mailTo: string;
  mailFrom: string;
  /** Backoff of the outbox: first delay and cap, in milliseconds. */
  mailRetry: Backoff;
  rateLimit: { max: number; windowMs: number };
  /** Every request a client may make to the function per window (REQUEST_LIMIT_MAX per REQUEST_WINDOW_SECONDS). */
  requestLimit: { max: number; windowMs: number };
}

/**
 * SMTP_URL as it is, or SMTP_HOST with the rest. One rule for the defaults: SMTP_SECURE is `true` exactly
 * when the port is 465, and the port is 465 unless SMTP_SECURE=false makes it 587; as nodemailer expects
 * (TLS from the first byte on 465, STARTTLS elsewhere).
 */
function smtpSettings(e: SharedEnv): SmtpSettings | null {
  if (e.SMTP_URL) return { url: e.SMTP_URL };
  if (!e.SMTP_HOST) return null;
  const secure = e.SMTP_SECURE ? e.SMTP_SECURE === 'true' : (e.SMTP_PORT ?? SMTP_TLS_PORT) === SMTP_TLS_PORT;
  const port = e.SMTP_PORT ?? (secure ? SMTP_TLS_PORT : SMTP_STARTTLS_PORT);
  return { host: e.SMTP_HOST, port, secure, user: e.SMTP_USER, password: e.SMTP_PASSWORD };
}

export function sharedSettings(e: SharedEnv): SharedSettings {
  return {
    siteUrl: trimTrailingSlashes(e.SITE_URL),
    allowedOrigins: originList(e.ALLOWED_ORIGINS),
    smtp: smtpSettings(e),
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    mailRetry: { initialMs: e.MAIL_RETRY_INITIAL_SECONDS * 1000, maxMs: e.MAIL_RETRY_MAX_SECONDS * 1000 },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    requestLimit: { max: e.REQUEST_LIMIT_MAX, windowMs: e.REQUEST_WINDOW_SECONDS * 1000 },
  };
}
