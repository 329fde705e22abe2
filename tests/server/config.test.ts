import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { tempSite } from './support/app.ts';

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
  it.each([
    ['PORT', 'abc', 'a whole number from 0 to 65535'],
    ['PORT', '70000', 'a whole number from 0 to 65535'],
    ['PORT', '-1', 'a whole number from 0 to 65535'],
    ['PORT', '80.5', 'a whole number from 0 to 65535'],
    ['HOST', 'http://0.0.0.0', 'a host name or IP address'],
    ['SITE_URL', 'www.example.gr', 'an http:// or https:// origin'],
    ['SITE_URL', 'ftp://example.gr', 'an http:// or https:// origin'],
    ['SITE_URL', 'https://example.gr/el/', 'an http:// or https:// origin with no path'],
    ['ALLOWED_ORIGINS', 'https://a.gr,example.gr', 'http:// or https:// origins separated by commas'],
    ['PUBLIC_ANON_KEY', 'has spaces', 'a key of visible characters'],
    ['PUBLIC_FUNCTIONS_URL', 'abcd.supabase.co', 'an http:// or https:// URL'],
    ['SMTP_URL', 'not-a-url', 'an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'https://mail.example.gr', 'an smtp:// or smtps:// URL'],
    ['SMTP_HOST', 'smtp://mail.example.gr', 'a host name such as mail.example.gr'],
    ['MAIL_TO', 'office', 'one e-mail address, or several'],
    ['MAIL_TO', 'office@example.gr, nobody', 'one e-mail address, or several'],
    ['MAIL_FROM', 'Website <website>', 'an e-mail address, optionally with a name'],
    ['MAIL_RETRY_INITIAL_SECONDS', '0', 'a number of seconds above 0 and at most 3600'],
    ['MAIL_RETRY_INITIAL_SECONDS', 'soon', 'a number of seconds above 0 and at most 3600'],
    ['MAIL_RETRY_MAX_SECONDS', '100000', 'a number of seconds above 0 and at most 86400'],
    ['RATE_LIMIT_MAX', '0', 'a whole number from 1 to 10000'],
    ['RATE_LIMIT_MAX', 'many', 'a whole number from 1 to 10000'],
    ['RATE_LIMIT_WINDOW_MINUTES', '1441', 'a whole number from 1 to 1440'],
    ['RATE_LIMIT_WINDOW_MINUTES', '0', 'a whole number from 1 to 1440'],
    ['TRUST_PROXY', 'yes', 'one of true, false'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['WEB_CONCURRENCY', '0', 'a whole number from 1 to 64'],
    ['WEB_CONCURRENCY', '65', 'a whole number from 1 to 64'],
    ['ALERT_PENDING_MINUTES', '0', 'a whole number from 1 to 10080'],
    ['ALERT_PENDING_MINUTES', 'an hour', 'a whole number from 1 to 10080'],
  ])('%s=%s', (name, value, expects) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${name}: expected ${expects}`);
  });

  it.each([
    [
      'SMTP_HOST beside SMTP_URL',
      { SMTP_URL: 'smtps://mail.example.gr', SMTP_HOST: 'mail.example.gr' },
      'SMTP_HOST: expected to be unset when SMTP_URL is set',
    ],
    ['SMTP_PORT without SMTP_HOST', { SMTP_PORT: '465' }, 'SMTP_PORT: expected SMTP_HOST to be set too'],
    ['SMTP_SECURE without SMTP_HOST', { SMTP_SECURE: 'true' }, 'SMTP_SECURE: expected SMTP_HOST to be set too'],
    [
      'SMTP_USER without a password',
      { SMTP_HOST: 'mail.example.gr', SMTP_USER: 'site' },
      'SMTP_PASSWORD: expected to be set, since SMTP_USER is',
    ],
    [
      'SMTP_PASSWORD without a user',
      { SMTP_HOST: 'mail.example.gr', SMTP_PASSWORD: 'secret' },
      'SMTP_USER: expected to be set, since SMTP_PASSWORD is',
    ],
    ['SMTP_PORT out of range', { SMTP_HOST: 'mail.example.gr', SMTP_PORT: '0' }, 'SMTP_PORT: expected a whole number from 1 to 65535'],
    [
      'a retry cap below the first delay',
      { MAIL_RETRY_INITIAL_SECONDS: '60', MAIL_RETRY_MAX_SECONDS: '30' },
      'MAIL_RETRY_MAX_SECONDS: expected a number of seconds no smaller than',
    ],
  ])('%s', (_label, env, line) => {
    expect(problems(env)).toEqual([expect.stringContaining(line)]);
  });

  it('never repeats a value that may hold a password', () => {
    const [line] = problems({ SMTP_URL: 'http://user:hunter2@mail.example.gr' });
    expect(line).not.toContain('hunter2');
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

  it('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '', RATE_LIMIT_MAX: '' })).toMatchObject({ port: 4321, smtp: null, rateLimit: { max: 5 } });
  });

  it.each([
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
    [
      { ALERT_PENDING_MINUTES: '15', WEB_CONCURRENCY: '1' },
      { alertPendingMs: 15 * 60_000, workers: 1 },
    ],
  ] as const)('%j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });
});

/** Starts the real server with `env` and waits for it to stop by itself (bounded). */
function boot(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/server.ts'], {
      env: { PATH: process.env.PATH, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server kept running with ${JSON.stringify(env)}:\n${stdout}${stderr}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('the real server with a bad value', () => {
  const { distDir, dataDir } = tempSite();

  it.each([
    [{ SMTP_URL: 'not-a-url' }, 'Configuration: SMTP_URL: expected an smtp:// or smtps:// URL'],
    [
      { RATE_LIMIT_WINDOW_MINUTES: '100000' },
      'Configuration: RATE_LIMIT_WINDOW_MINUTES: expected a whole number from 1 to 1440 (got "100000")',
    ],
    [{ MAIL_TO: 'nobody' }, 'Configuration: MAIL_TO: expected one e-mail address'],
    [{ DIST_DIR: `${dataDir}/nothing-built-here` }, 'Configuration: DIST_DIR: expected a folder with the built site'],
  ])('%j stops at once with one line and no stack trace', async (env, line) => {
    const { code, stderr, stdout } = await boot({ DIST_DIR: distDir, DATA_DIR: dataDir, ...env });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(line)]);
    expect(stderr + stdout).not.toMatch(/^\s+at /m);
    expect(stdout).not.toContain('listening');
  });
});
