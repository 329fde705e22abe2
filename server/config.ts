import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseContactServiceUrl } from '../src/lib/contact/contact-service.ts';
import { ipv4Parts, ipv6Groups } from '../src/lib/contact/rate-limit-key.ts';
import {
  choice,
  ConfigError,
  configErrorText,
  DEFAULT_ANON_KEY,
  isHostName,
  isVisible,
  isWebUrl,
  readSettings,
  sharedSettings,
  sharedSettingsSchema,
  text,
  wholeNumber,
  type Contradictions,
  type SharedSettings,
} from '../src/lib/contact/settings-schema.ts';

/**
 * The server's settings, from the environment, all checked at start-up: the contact backend's shared
 * variables (src/lib/contact/settings-schema.ts, the same schema the Edge Functions check) and the
 * server's own. A bad value stops the server with one line naming the variable and what would be right,
 * never with a stack trace. docs/configuration.md lists every variable.
 */
const folder = (expects: string) => text(expects, (v) => v.trim() !== '');

/** The names @fastify/proxy-addr knows for address ranges, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** `127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8` or one of the range names. */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const isTrustProxy = (raw: string) => {
  const value = raw.trim();
  return ['true', 'false'].includes(value) || /^\d{1,2}$/.test(value) || value.split(',').every((item) => isProxyAddress(item.trim()));
};

/**
 * Which hops of X-Forwarded-For the server believes, as Fastify's `trustProxy` takes them: the proxy's
 * addresses (what Fastify recommends), or a number of hops. Fastify itself no longer takes a bare
 * number, since the nearest hop is then trusted whoever it is: given here as a function of the hop's
 * position, for a chain of proxies whose addresses change, where nothing else can reach the server.
 */
type TrustProxy = false | string | ((address: string, hop: number) => boolean);

function trustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((item) => item.trim())
    .join(',');
}

export const serverSettingsSchema = z.object({
  PORT: wholeNumber(0, 65535).default(4321),
  HOST: text('a host name or IP address to listen on, such as 127.0.0.1 or 0.0.0.0', isHostName).default('127.0.0.1'),
  DIST_DIR: folder('a folder path').default('dist'),
  DATA_DIR: folder('a folder path').default('data'),
  DATABASE_PATH: folder('a file path').optional(),
  ...sharedSettingsSchema.shape,
  /** The contact service the form calls, when not this server (a build-time setting too): its origin goes into the CSP. */
  PUBLIC_FUNCTIONS_URL: text('an http:// or https:// URL, such as https://abcd.supabase.co/functions/v1', isWebUrl).optional(),
  /** The reverse proxies in front of the server, whose X-Forwarded-For is believed; false: none. */
  TRUST_PROXY: text(
    "false, the proxy's addresses or CIDRs separated by commas (such as 127.0.0.1 or loopback), or a number of proxy hops",
    isTrustProxy,
  ).default('false'),
  LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The health check turns red when an e-mail has waited longer than this. */
  ALERT_PENDING_MINUTES: wholeNumber(1, 7 * 24 * 60).default(60),
  /** The lawyers' editor online, as `npm run build:editor` wrote it (server/editor/). */
  EDITOR_DIR: folder('a folder path').default('dist-editor'),
  /** The editor's GitHub App (Keystatic's own names, which it reads itself): all three, or none and no editor. */
  KEYSTATIC_GITHUB_CLIENT_ID: text("the Client ID of the editor's GitHub App, such as Iv23li…", isVisible).optional(),
  KEYSTATIC_GITHUB_CLIENT_SECRET: text('a client secret of that GitHub App', isVisible, { secret: true }).optional(),
  KEYSTATIC_SECRET: text(
    'a random secret of at least 32 characters, such as the output of openssl rand -hex 32',
    (value) => isVisible(value) && value.length >= 32,
    { secret: true },
  ).optional(),
});

const EDITOR_SETTINGS = ['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_GITHUB_CLIENT_SECRET', 'KEYSTATIC_SECRET'] as const;

/** A CIDR as the first and last address it holds, as numbers of its family's width. */
type Span = [bigint, bigint];

function span(value: bigint, width: number, bits: number): Span {
  const host = (1n << BigInt(width - bits)) - 1n;
  return [value & ~host, (value & ~host) | host];
}

/** Whether spans cover every address from 0 to 2^width - 1. */
function coversAll(spans: Span[], width: number): boolean {
  let next = 0n;
  for (const [first, last] of spans.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (first > next) return false;
    if (last + 1n > next) next = last + 1n;
  }
  return next === 1n << BigInt(width);
}

/**
 * Whether TRUST_PROXY's addresses and CIDRs, together, trust every IPv4 or every IPv6 client: then every
 * visitor's X-Forwarded-For is believed, as with `true`, whichever way it is written (0.0.0.0/0, ::/0,
 * 0.0.0.0/1 with 128.0.0.0/1, ::ffff:0:0/96, which Fastify matches IPv4 clients against). Host bits set
 * under the prefix count for nothing, as in Fastify's own match.
 */
function trustsEveryone(value: string): boolean {
  const v4: Span[] = [];
  const v6: Span[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = item.split('/');
    const parts = ipv4Parts(address);
    if (parts) {
      v4.push(span(BigInt(((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!), 32, Number(prefix ?? 32)));
      continue;
    }
    const groups = ipv6Groups(address);
    if (!groups) continue; // a range name (loopback...): far from everyone
    const bits = Number(prefix ?? 128);
    const whole = span(
      groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n),
      128,
      bits,
    );
    v6.push(whole);
    // The IPv4-mapped addresses of the range are IPv4 clients to Fastify.
    const mapped: Span = [0xffffn << 32n, (0xffffn << 32n) | 0xffffffffn];
    if (whole[0] <= mapped[1] && whole[1] >= mapped[0])
      v4.push([(whole[0] > mapped[0] ? whole[0] : mapped[0]) & 0xffffffffn, (whole[1] < mapped[1] ? whole[1] : mapped[1]) & 0xffffffffn]);
  }
  return coversAll(v4, 32) || coversAll(v6, 128);
}

/** The widest ranges TRUST_PROXY takes: no shorter prefix is one organisation's network. */
const NARROWEST_V4_PREFIX = 8;
const NARROWEST_V6_PREFIX = 32;
/** IPv6 ranges that never leave a site, so a wider prefix inside them names no one else's network. */
const PRIVATE_V6: Span[] = [
  span(0xfcn << 120n, 128, 7), // unique local, fc00::/7 (uniquelocal)
  span(0xfe80n << 112n, 128, 10), // link-local, fe80::/10 (linklocal)
];
const MAPPED_V4: Span = [0xffffn << 32n, (0xffffn << 32n) | 0xffffffffn];

/**
 * The items of TRUST_PROXY wider than one organisation's network. No provider or company holds more than
 * an IPv4 /8 (the largest block ever assigned to one holder) or, in practice, an IPv6 /32 (a registry's
 * standard allocation to a provider); a range wider than that trusts proxies that are strangers' hosts,
 * whose X-Forwarded-For a visitor writes (2000::/3 is every public IPv6 address). Private IPv6 ranges
 * are exempt; IPv4-mapped IPv6 ranges (::ffff:10.0.0.0/104) count as the IPv4 range they hold.
 */
function tooWide(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((item) => {
      const [address = '', prefix] = item.split('/');
      if (prefix === undefined) return false;
      const bits = Number(prefix);
      if (ipv4Parts(address)) return bits < NARROWEST_V4_PREFIX;
      const groups = ipv6Groups(address);
      if (!groups) return false; // a range name (loopback...)
      const [first, last] = span(
        groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n),
        128,
        bits,
      );
      if (first >= MAPPED_V4[0] && last <= MAPPED_V4[1]) return bits - 96 < NARROWEST_V4_PREFIX;
      if (PRIVATE_V6.some(([from, to]) => first >= from && last <= to)) return false;
      return bits < NARROWEST_V6_PREFIX;
    });
}

const serverContradictions: Contradictions<z.infer<typeof serverSettingsSchema>> = (e) => [
  ...editorContradictions(e),
  ...proxyContradictions(e),
];

/** Part of the editor's GitHub App set is a slip (a line left out in the settings), not an editor turned off. */
const editorContradictions: Contradictions<z.infer<typeof serverSettingsSchema>> = (e) =>
  EDITOR_SETTINGS.some((name) => e[name] !== undefined)
    ? EDITOR_SETTINGS.filter((name) => e[name] === undefined).map((name) => [
        name,
        `to be set too: the lawyers' editor online needs ${EDITOR_SETTINGS.join(', ')}, or none of them`,
      ])
    : [];

const proxyContradictions: Contradictions<z.infer<typeof serverSettingsSchema>> = (e) => {
  const value = e.TRUST_PROXY.trim();
  // `true` believes every hop, including the ones a visitor writes: unlimited messages, forged addresses.
  if (value === 'true') {
    return [
      [
        'TRUST_PROXY',
        "the proxy's address instead of true (which believes any X-Forwarded-For a visitor sends): 127.0.0.1 for a proxy on this machine",
      ],
    ];
  }
  if (!/^\d+$/.test(value) && value !== 'false' && trustsEveryone(value)) {
    return [
      [
        'TRUST_PROXY',
        `the proxy's address instead of ranges that hold every address (${value} believes any X-Forwarded-For a visitor sends, as true does): 127.0.0.1 for a proxy on this machine`,
      ],
    ];
  }
  const wide = /^\d+$/.test(value) || value === 'false' ? [] : tooWide(value);
  if (wide.length) {
    return [
      [
        'TRUST_PROXY',
        `the proxy's address instead of ranges wider than one network (${wide.join(', ')}: IPv4 ranges from /${NARROWEST_V4_PREFIX}, IPv6 ones from /${NARROWEST_V6_PREFIX} unless unique-local or link-local): 127.0.0.1 for a proxy on this machine`,
      ],
    ];
  }
  return [];
};

export interface ServerConfig extends SharedSettings {
  port: number;
  host: string;
  distDir: string;
  dataDir: string;
  databasePath: string;
  anonKey: string;
  /** The contact service the form calls, from PUBLIC_FUNCTIONS_URL; '' when it calls this server. */
  contactServiceUrl: string;
  /** Fastify's `trustProxy`, from TRUST_PROXY. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof serverSettingsSchema>['LOG_LEVEL'];
  /** The health check answers 503 once an undelivered e-mail is older than this. */
  alertPendingMs: number;
  /** The editor online's build, when its GitHub App is set; null: no editor (/keystatic is not found). */
  editor: { dir: string } | null;
}

/** The configuration from `env`; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = readSettings(serverSettingsSchema, (name) => env[name], serverContradictions);
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
    trustProxy: trustProxy(e.TRUST_PROXY.trim()),
    logLevel: e.LOG_LEVEL,
    alertPendingMs: e.ALERT_PENDING_MINUTES * 60_000,
    editor: EDITOR_SETTINGS.every((name) => e[name] !== undefined) ? { dir: resolve(e.EDITOR_DIR) } : null,
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
