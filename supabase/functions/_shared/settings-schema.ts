import { z } from 'zod';
import type { Backoff } from '../../../src/lib/contact/backoff.ts';
import { DEFAULT_FUNCTIONS_REGION } from '../../../src/lib/contact/contact-service.ts';
import type { SmtpSettings } from '../../../src/lib/contact/mail-transport.ts';
import {
  isVisible,
  isWebUrl,
  readSettings,
  seconds,
  sharedSettings,
  sharedSettingsSchema,
  text,
  wholeNumber,
  type Contradictions,
} from '../../../src/lib/contact/settings-schema.ts';

/**
 * The functions' settings, from their environment (Supabase secrets): the contact backend's shared
 * variables, checked by the same schema as the Node server's (src/lib/contact/settings-schema.ts), and
 * the functions' own. Supabase itself provides SUPABASE_URL, SUPABASE_DB_URL, SUPABASE_PUBLISHABLE_KEYS
 * and, where the project still has legacy keys, SUPABASE_ANON_KEY to every function. Pure, so that Node's tests read it too; settings.ts reads the environment with it.
 */
/**
 * The keys of SUPABASE_PUBLISHABLE_KEYS, as Supabase documents it for the keys of new projects
 * (https://supabase.com/docs/guides/functions/secrets): a JSON object of named keys,
 * `{"default":"sb_publishable_…"}`; a JSON list of keys is taken too. Null when it is neither.
 */
export function publishableKeys(value: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const keys: unknown[] = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? Object.values(parsed) : [];
  return keys.length && keys.every((key) => typeof key === 'string' && isVisible(key)) ? (keys as string[]) : null;
}

export const functionSettingsSchema = z.object({
  ...sharedSettingsSchema.shape,
  SUPABASE_URL: text('an http:// or https:// URL, the project URL (Supabase sets it)', isWebUrl),
  SUPABASE_DB_URL: text('a postgres:// connection URL (Supabase sets it)', (v) => /^postgres(ql)?:\/\//.test(v), { secret: true }),
  SUPABASE_ANON_KEY: text('a key of visible characters with no spaces (Supabase sets it)', isVisible, { secret: true }).optional(),
  SUPABASE_PUBLISHABLE_KEYS: text(
    'a JSON object of keys, such as {"default":"sb_publishable_…"} (Supabase sets it)',
    (v) => publishableKeys(v) !== null,
  ).optional(),
  /** The region the send function's call to the deliverer is pinned to, as the site's calls are (a build setting too). */
  PUBLIC_FUNCTIONS_REGION: text('a Supabase region such as eu-central-1', (v) => /^[a-z]{2}-[a-z]+-\d$/.test(v.trim())).default(
    DEFAULT_FUNCTIONS_REGION,
  ),
  /** Shared by the send function, the deliverer and the schedule: who may start a delivery run. */
  DELIVERY_SECRET: text('a secret of visible characters with no spaces', isVisible, { secret: true }),
  /** PEM file of a private certificate authority the SMTP server's certificate is signed by. */
  SMTP_CA_FILE: text('a file path', (v) => v.trim() !== '').optional(),
  /** Without SMTP: where the e-mails are written as .eml files. */
  MAIL_DIR: text('a folder path', (v) => v.trim() !== '').default('data/mail'),
  /** How long a claimed outbox row stays reserved for the deliverer that claimed it; longer than one SMTP attempt. */
  MAIL_LEASE_SECONDS: seconds(3600).default(300),
  /** The local runner only (_local/serve.ts): where it listens, and how often its timer runs the deliverer (0: never). */
  FUNCTIONS_PORT: wholeNumber(0, 65535).default(54321),
  DELIVERY_SCHEDULE_SECONDS: wholeNumber(0, 3600).default(60),
});

type FunctionEnv = z.infer<typeof functionSettingsSchema>;

const contradictions: Contradictions<FunctionEnv> = (e) =>
  e.PUBLIC_ANON_KEY || e.SUPABASE_ANON_KEY || e.SUPABASE_PUBLISHABLE_KEYS
    ? []
    : [['PUBLIC_ANON_KEY', 'to be set, or SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY (Supabase sets them)']];

export interface FunctionSettings {
  siteUrl: string;
  allowedOrigins: string[];
  /**
   * The public keys the send function accepts: PUBLIC_ANON_KEY alone when it is set, else every key
   * Supabase hands out to browsers, its publishable keys and the legacy anon key where the project has one.
   */
  anonKeys: string[];
  databaseUrl: string;
  /** `<SUPABASE_URL>/functions/v1/deliver-contact-email`, where the send function starts a delivery run. */
  delivererUrl: string;
  /** The Supabase region the call to the deliverer is pinned to. */
  region: string;
  deliverySecret: string;
  rateLimit: { max: number; windowMs: number };
  requestLimit: { max: number; windowMs: number };
  smtp: SmtpSettings | null;
  smtpCaFile: string | undefined;
  mailDir: string;
  mailTo: string;
  mailFrom: string;
  mailRetry: Backoff;
  leaseMs: number;
  /** The local runner's own: its port, and seconds between the deliverer runs of its timer (0: none). */
  localRunner: { port: number; scheduleSeconds: number };
}

export function loadFunctionSettings(read: (name: string) => string | undefined): FunctionSettings {
  const e = readSettings(functionSettingsSchema, read, contradictions);
  return {
    ...sharedSettings(e),
    anonKeys: e.PUBLIC_ANON_KEY
      ? [e.PUBLIC_ANON_KEY]
      : [
          ...(e.SUPABASE_ANON_KEY ? [e.SUPABASE_ANON_KEY] : []),
          ...(e.SUPABASE_PUBLISHABLE_KEYS ? publishableKeys(e.SUPABASE_PUBLISHABLE_KEYS)! : []),
        ],
    databaseUrl: e.SUPABASE_DB_URL,
    delivererUrl: `${e.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/deliver-contact-email`,
    region: e.PUBLIC_FUNCTIONS_REGION.trim(),
    deliverySecret: e.DELIVERY_SECRET,
    smtpCaFile: e.SMTP_CA_FILE,
    mailDir: e.MAIL_DIR,
    leaseMs: e.MAIL_LEASE_SECONDS * 1000,
    localRunner: { port: e.FUNCTIONS_PORT, scheduleSeconds: e.DELIVERY_SCHEDULE_SECONDS },
  };
}
