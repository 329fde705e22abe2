import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/store/database.ts';
import { migrations } from '../../server/store/migrations.ts';
import { ConfigError } from '../../src/lib/contact/settings-schema.ts';
import { badSharedSettings } from '../support/bad-settings.ts';
import { tempSite } from './support/app.ts';
import { runServerUntilExit } from './support/child-server.ts';

/**
 * Every setting is checked at start-up: a bad value names its variable and what it expects, on one
 * line, and the server does not start.
 */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
}

describe('each variable: a bad value is named with what it expects', () => {
  it.each(badSharedSettings.map(({ env, line }) => [JSON.stringify(env), env, line] as const))(
    'shared with the Edge Functions: %s',
    (_label, env, line) => {
      expect(problems(env)).toEqual([line]);
    },
  );

  it.each([
    ['PORT', 'abc', 'a whole number from 0 to 65535'],
    ['PORT', '70000', 'a whole number from 0 to 65535'],
    ['PORT', '-1', 'a whole number from 0 to 65535'],
    ['PORT', '80.5', 'a whole number from 0 to 65535'],
    ['HOST', 'http://0.0.0.0', 'a host name or IP address'],
    ['PUBLIC_FUNCTIONS_URL', 'abcd.supabase.co', 'an http:// or https:// URL'],
    ['TRUST_PROXY', 'yes', "false, the proxy's addresses or CIDRs separated by commas"],
    ['TRUST_PROXY', '127.0.0.1, proxy.example.gr', "false, the proxy's addresses or CIDRs separated by commas"],
    ['TRUST_PROXY', '10.0.0.0/33', "false, the proxy's addresses or CIDRs separated by commas"],
    ['TRUST_PROXY', 'true', "the proxy's address instead of true (which believes any X-Forwarded-For a visitor sends)"],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['ALERT_PENDING_MINUTES', '0', 'a whole number from 1 to 10080'],
    ['ALERT_PENDING_MINUTES', 'an hour', 'a whole number from 1 to 10080'],
  ])("the server's own: %s=%s", (name, value, expects) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${name}: expected ${expects}`);
  });

  it('the editor online: its three settings together or none, its secret long enough, none of them repeated', () => {
    const app = {
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liTest',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'shh-client',
      KEYSTATIC_SECRET: 'k'.repeat(32),
    };
    expect(loadConfig({}).editor).toBeNull();
    expect(loadConfig({ ...app, EDITOR_DIR: '/srv/editor' }).editor).toEqual({ dir: '/srv/editor' });
    expect(problems({ KEYSTATIC_GITHUB_CLIENT_ID: app.KEYSTATIC_GITHUB_CLIENT_ID })).toEqual([
      "KEYSTATIC_GITHUB_CLIENT_SECRET: expected to be set too: the lawyers' editor online needs KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, or none of them",
      "KEYSTATIC_SECRET: expected to be set too: the lawyers' editor online needs KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET, or none of them",
    ]);
    const short = problems({ ...app, KEYSTATIC_SECRET: 'short-secret' });
    expect(short).toEqual([expect.stringContaining('KEYSTATIC_SECRET: expected a random secret of at least 32 characters')]);
    expect(short.join('\n')).not.toContain('short-secret');
  });

  it('TRUST_PROXY=true: one line that says what to write instead', () => {
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([
      "TRUST_PROXY: expected the proxy's address instead of true (which believes any X-Forwarded-For a visitor sends): 127.0.0.1 for a proxy on this machine",
    ]);
  });

  it('TRUST_PROXY: a range wider than one network (IPv4 /8, IPv6 /32, private IPv6 aside) is refused in one line naming it', () => {
    expect(problems({ TRUST_PROXY: '127.0.0.1, 2000::/3' })).toEqual([
      "TRUST_PROXY: expected the proxy's address instead of ranges wider than one network (2000::/3: IPv4 ranges from /8, IPv6 ones from /32 unless unique-local or link-local): 127.0.0.1 for a proxy on this machine",
    ]);
    for (const wide of ['12.0.0.0/7', '2001:db8::/31', '2002::/16', '::ffff:0.0.0.0/100', 'fc00::/6', '4000::/2, 2001:db8::/29']) {
      expect(problems({ TRUST_PROXY: wide }), wide).toEqual([expect.stringContaining(`ranges wider than one network (${wide}:`)]);
    }
    for (const narrow of [
      '10.0.0.0/8',
      '12.0.0.0/8',
      '2001:db8::/32',
      '::ffff:10.0.0.0/104',
      'fc00::/7',
      'fd00::/8',
      'fe80::/10',
      'loopback',
      '2',
    ]) {
      expect(problems({ TRUST_PROXY: narrow }), narrow).toEqual([]);
    }
  });

  it('lists every bad variable, one line each', () => {
    expect(problems({ PORT: 'x', MAIL_TO: 'y', LOG_LEVEL: 'z' }).map((l) => l.split(':')[0])).toEqual(['PORT', 'MAIL_TO', 'LOG_LEVEL']);
  });
});

describe('good values', () => {
  it('the defaults make a working configuration', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:4321',
      smtp: null,
      alertPendingMs: 60 * 60_000,
    });
    expect(config.rateLimit).toEqual({ max: 5, windowMs: 10 * 60_000 });
  });

  it('an empty or blank variable counts as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '', RATE_LIMIT_MAX: ' ' })).toMatchObject({ port: 4321, smtp: null, rateLimit: { max: 5 } });
    expect(loadConfig({ PORT: '  ' }).port).toBe(4321);
  });

  it.each([
    ['SMTP with TLS on 465 by default', { SMTP_HOST: 'mail.example.gr' }, { port: 465, secure: true }],
    ['STARTTLS on 587 when not secure', { SMTP_HOST: 'mail.example.gr', SMTP_SECURE: 'false' }, { port: 587, secure: false }],
    ['STARTTLS on another port', { SMTP_HOST: 'mail.example.gr', SMTP_PORT: '587' }, { port: 587, secure: false }],
    ['TLS on 465 without SMTP_SECURE', { SMTP_HOST: 'mail.example.gr', SMTP_PORT: '465' }, { port: 465, secure: true }],
    [
      'TLS on another port when asked',
      { SMTP_HOST: 'mail.example.gr', SMTP_PORT: '2465', SMTP_SECURE: 'true' },
      { port: 2465, secure: true },
    ],
  ])('%s', (_label, env, expected) => {
    expect(loadConfig(env).smtp).toEqual({ host: 'mail.example.gr', user: undefined, password: undefined, ...expected });
  });

  it.each([
    [{ PUBLIC_FUNCTIONS_URL: 'https://abcd.supabase.co/functions/v1/' }, { contactServiceUrl: 'https://abcd.supabase.co' }],
    [{ SMTP_URL: 'smtps://user:pass@mail.example.gr:465' }, { smtp: { url: 'smtps://user:pass@mail.example.gr:465' } }],
    [
      { SMTP_HOST: 'mail.example.gr', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASSWORD: 'p' },
      { smtp: { host: 'mail.example.gr', port: 465, secure: true } },
    ],
    [{ MAIL_TO: 'a@example.gr, b@example.gr', MAIL_FROM: '"Γραφείο" <site@example.gr>' }, { mailTo: 'a@example.gr, b@example.gr' }],
    [{ RATE_LIMIT_WINDOW_MINUTES: '1440' }, { rateLimit: { max: 5, windowMs: 24 * 3600_000 } }],
    [
      { SITE_URL: 'https://www.example.gr/', ALLOWED_ORIGINS: 'https://example.gr/, http://localhost:3000' },
      { siteUrl: 'https://www.example.gr', allowedOrigins: ['https://example.gr', 'http://localhost:3000'] },
    ],
    [{ ALERT_PENDING_MINUTES: '15' }, { alertPendingMs: 15 * 60_000 }],
  ] as const)('%j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });
});

describe('TRUST_PROXY, as Fastify takes it', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['127.0.0.1', '127.0.0.1'],
    ['loopback, 10.0.0.0/8, fd00::/8', 'loopback,10.0.0.0/8,fd00::/8'],
  ])('%s: %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('a number of hops trusts that many nearest hops, whatever their address', () => {
    const trust = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });
});

describe('the real server with a bad value', () => {
  const { root, distDir, dataDir } = tempSite();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // The variables shared with the Edge Functions: tests/supabase/settings.test.ts, against both runtimes.
  it.each<[Record<string, string>, string]>([
    [{ ALERT_PENDING_MINUTES: '0' }, 'Configuration: ALERT_PENDING_MINUTES: expected a whole number from 1 to 10080 (got "0")'],
    [{ TRUST_PROXY: 'true' }, "Configuration: TRUST_PROXY: expected the proxy's address instead of true"],
    ...['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '::/0', '1.2.3.4/0', '::ffff:0:0/96, ::/1, 8000::/1'].map(
      (value): [Record<string, string>, string] => [
        { TRUST_PROXY: value },
        `Configuration: TRUST_PROXY: expected the proxy's address instead of ranges that hold every address (${value} believes`,
      ],
    ),
    [
      { TRUST_PROXY: '2000::/3' },
      "Configuration: TRUST_PROXY: expected the proxy's address instead of ranges wider than one network (2000::/3:",
    ],
    [{ DIST_DIR: `${dataDir}/nothing-built-here` }, 'Configuration: DIST_DIR: expected a folder with the built site'],
  ])('%j stops at once with one line and no stack trace', async (env, line) => {
    const { code, stderr, stdout } = await runServerUntilExit({ DIST_DIR: distDir, DATA_DIR: dataDir, ...env });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(line)]);
    expect(stderr + stdout).not.toMatch(/^\s+at /m);
    expect(stdout).not.toContain('listening');
  });

  it.each<[string, string, RegExp]>([
    [
      'a missing table',
      'DROP TABLE outbox',
      /^The messages database .*messages\.db lacks the table outbox( and|, the)?.*: it is damaged or was changed by hand; restore it from a backup/,
    ],
    [
      'a missing column',
      'ALTER TABLE messages DROP COLUMN call_time',
      /^The messages database .*messages\.db lacks the column messages\.call_time: /,
    ],
    [
      'a newer schema',
      'PRAGMA user_version = 99',
      new RegExp(
        `^The messages database .*messages\\.db has schema version 99, from a newer release of the server \\(this one knows ${migrations.length}\\)`,
      ),
    ],
    // The attack of 1 December (P16 variant): an older version on the current tables was blamed on permissions.
    ...[migrations.length - 1, 0].map((version): [string, string, RegExp] => [
      `schema version ${version} on the tables of version ${migrations.length}`,
      `PRAGMA user_version = ${version}`,
      new RegExp(
        `^The messages database .*messages\\.db has schema version ${version}, but its tables are not those of that version \\(bringing it to version ${version + 1} failed: .+\\): it was changed by hand or restored in part; restore it from a backup`,
      ),
    ]),
    [
      'a negative schema version',
      'PRAGMA user_version = -1',
      /^The messages database .*messages\.db has schema version -1, which no release of the server writes: it was changed by hand; restore it from a backup/,
    ],
  ])('a database with %s stops it at once with one line and no stack trace', async (_case, change, line) => {
    const site = tempSite();
    mkdirSync(site.dataDir);
    openDatabase(join(site.dataDir, 'messages.db')).close();
    const db = new DatabaseSync(join(site.dataDir, 'messages.db'));
    db.exec(change);
    db.close();
    const { code, stderr, stdout } = await runServerUntilExit({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(line)]);
    expect(stderr + stdout).not.toMatch(/^\s+at /m);
    expect(stdout).not.toContain('listening');
    rmSync(site.root, { recursive: true, force: true });
  });

  it('a database the server may not write stops it at once with one line and no stack trace', async () => {
    const site = tempSite();
    mkdirSync(site.dataDir);
    new DatabaseSync(join(site.dataDir, 'messages.db')).close();
    // Files the server may not write, as after a restore done as another user. Root writes whatever the
    // permissions say, so there the files are made immutable (ext4's attribute, which stops root too) rather than
    // running the server as another user, who could not reach a checkout in a private temporary folder.
    const database = join(site.dataDir, 'messages.db');
    chmodSync(site.dataDir, 0o555);
    chmodSync(database, 0o444);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) execFileSync('chattr', ['+i', database, site.dataDir]);
    const { code, stderr, stdout } = await runServerUntilExit({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir }).finally(() => {
      if (asRoot) execFileSync('chattr', ['-i', site.dataDir, database]);
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^The messages database .*messages\.db cannot be opened for writing \(.*readonly/),
    ]);
    expect(stderr + stdout).not.toMatch(/^\s+at /m);
    rmSync(site.root, { recursive: true, force: true });
  });
});
