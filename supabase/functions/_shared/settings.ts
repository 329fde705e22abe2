import { firm } from '../../../src/config/firm.ts';
import { configuredOrigins, splitOrigins } from '../../../src/lib/contact/origins.ts';

/**
 * The functions' settings, from their environment (Supabase secrets), under the same names as the Node
 * server's where they mean the same. Supabase itself provides SUPABASE_URL, SUPABASE_DB_URL and
 * SUPABASE_ANON_KEY to every function.
 */
function read(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function required(name: string): string {
  const value = read(name);
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
}

function positive(name: string, fallback: number): number {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export type Smtp = { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

export interface FunctionSettings {
  siteUrl: string;
  allowedOrigins: Set<string>;
  anonKey: string;
  databaseUrl: string;
  /** `<SUPABASE_URL>/functions/v1`, where the function calls the deliverer. */
  functionsUrl: string;
  /** Shared by the send function, the deliverer and the schedule: who may start a delivery run. */
  deliverySecret: string;
  rateLimit: { max: number; windowMs: number };
  smtp: Smtp | null;
  /** PEM file of a private certificate authority the SMTP server's certificate is signed by. */
  smtpCaFile: string | undefined;
  /** Without SMTP: where the e-mails are written as .eml files. */
  mailDir: string;
  mailTo: string;
  mailFrom: string;
  mailRetry: { initialMs: number; maxMs: number };
  /** How long a claimed outbox row stays reserved for the deliverer that claimed it. */
  leaseMs: number;
}

let cached: FunctionSettings | null = null;

export function settings(): FunctionSettings {
  if (cached) return cached;
  const siteUrl = (read('SITE_URL') ?? 'http://localhost:4321').replace(/\/+$/, '');
  const smtpHost = read('SMTP_HOST');
  const initialMs = positive('MAIL_RETRY_INITIAL_SECONDS', 5) * 1000;
  cached = {
    siteUrl,
    allowedOrigins: configuredOrigins(siteUrl, splitOrigins(read('ALLOWED_ORIGINS'))),
    anonKey: read('PUBLIC_ANON_KEY') ?? required('SUPABASE_ANON_KEY'),
    databaseUrl: required('SUPABASE_DB_URL'),
    functionsUrl: `${required('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1`,
    deliverySecret: required('DELIVERY_SECRET'),
    rateLimit: { max: positive('RATE_LIMIT_MAX', 5), windowMs: positive('RATE_LIMIT_WINDOW_MINUTES', 10) * 60_000 },
    smtp: read('SMTP_URL')
      ? { url: read('SMTP_URL')! }
      : smtpHost
        ? {
            host: smtpHost,
            // Supabase blocks outgoing ports 25 and 587: SMTP over TLS on 465 is the default here.
            port: positive('SMTP_PORT', 465),
            secure: (read('SMTP_SECURE') ?? 'true') === 'true',
            user: read('SMTP_USER'),
            password: read('SMTP_PASSWORD'),
          }
        : null,
    smtpCaFile: read('SMTP_CA_FILE'),
    mailDir: read('MAIL_DIR') ?? 'data/mail',
    mailTo: read('MAIL_TO') ?? firm.email,
    mailFrom: read('MAIL_FROM') ?? 'Website <website@localhost>',
    mailRetry: { initialMs, maxMs: Math.max(initialMs, positive('MAIL_RETRY_MAX_SECONDS', 600) * 1000) },
    leaseMs: positive('MAIL_LEASE_SECONDS', 300) * 1000,
  };
  return cached;
}
