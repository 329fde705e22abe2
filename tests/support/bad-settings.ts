/**
 * Bad values of the variables the Node server and the Edge Functions both read, each with the one line
 * both must print before they stop (after `Configuration: `). One table, run against both runtimes
 * (tests/supabase/settings.test.ts) and against the server's own loader (tests/server/config.test.ts),
 * so that the two cannot drift apart.
 */
interface BadSetting {
  env: Record<string, string>;
  line: string;
}

const bad = (name: string, value: string, expects: string, shown = true): BadSetting => ({
  env: { [name]: value },
  line: `${name}: expected ${expects}${shown ? ` (got ${JSON.stringify(value)})` : ''}`,
});

const ORIGIN = 'an http:// or https:// origin with no path, such as https://www.example.gr';
const SMTP_URL = 'an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.gr:465';
const MAIL_TO = 'one e-mail address, or several separated by commas';
const RETRY = 'a number of seconds above 0 and at most 3600';

export const badSharedSettings: readonly BadSetting[] = [
  bad('SITE_URL', 'www.example.gr', ORIGIN),
  bad('SITE_URL', 'ftp://example.gr', ORIGIN),
  bad('SITE_URL', 'https://example.gr/el/', ORIGIN),
  bad(
    'ALLOWED_ORIGINS',
    'https://a.gr,example.gr',
    'http:// or https:// origins separated by commas, such as https://example.gr,https://www.example.gr',
  ),
  bad('PUBLIC_ANON_KEY', 'has spaces', 'a key of visible characters with no spaces', false),
  bad('SMTP_URL', 'not-a-url', SMTP_URL, false),
  // A value that may hold a password is never repeated.
  bad('SMTP_URL', 'https://user:hunter2@mail.example.gr', SMTP_URL, false),
  bad('SMTP_HOST', 'smtp://mail.example.gr', 'a host name such as mail.example.gr (no smtp://)'),
  bad('SMTP_PORT', '0', 'a whole number from 1 to 65535'),
  bad('SMTP_SECURE', 'yes', 'one of true, false'),
  bad('MAIL_TO', 'office', MAIL_TO),
  bad('MAIL_TO', 'office@example.gr, nobody', MAIL_TO),
  bad('MAIL_FROM', 'Website <website>', 'an e-mail address, optionally with a name: Website <website@example.gr>'),
  bad('MAIL_RETRY_INITIAL_SECONDS', '0', RETRY),
  bad('MAIL_RETRY_INITIAL_SECONDS', 'soon', RETRY),
  bad('MAIL_RETRY_MAX_SECONDS', '100000', 'a number of seconds above 0 and at most 86400'),
  bad('RATE_LIMIT_MAX', '0', 'a whole number from 1 to 10000'),
  bad('RATE_LIMIT_MAX', 'many', 'a whole number from 1 to 10000'),
  bad('RATE_LIMIT_MAX', '2.5', 'a whole number from 1 to 10000'),
  bad('RATE_LIMIT_WINDOW_MINUTES', '1441', 'a whole number from 1 to 1440'),
  bad('RATE_LIMIT_WINDOW_MINUTES', '0', 'a whole number from 1 to 1440'),
  // Fine alone, wrong together.
  {
    env: { SMTP_URL: 'smtps://mail.example.gr', SMTP_HOST: 'mail.example.gr' },
    line: 'SMTP_HOST: expected to be unset when SMTP_URL is set (use one or the other)',
  },
  { env: { SMTP_PORT: '465' }, line: 'SMTP_PORT: expected SMTP_HOST to be set too (or put everything in SMTP_URL)' },
  { env: { SMTP_SECURE: 'true' }, line: 'SMTP_SECURE: expected SMTP_HOST to be set too (or put everything in SMTP_URL)' },
  { env: { SMTP_HOST: 'mail.example.gr', SMTP_USER: 'site' }, line: 'SMTP_PASSWORD: expected to be set, since SMTP_USER is' },
  { env: { SMTP_HOST: 'mail.example.gr', SMTP_PASSWORD: 'secret' }, line: 'SMTP_USER: expected to be set, since SMTP_PASSWORD is' },
  {
    env: { MAIL_RETRY_INITIAL_SECONDS: '60', MAIL_RETRY_MAX_SECONDS: '30' },
    line: 'MAIL_RETRY_MAX_SECONDS: expected a number of seconds no smaller than MAIL_RETRY_INITIAL_SECONDS',
  },
];
