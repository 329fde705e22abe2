import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import postgres from 'postgres';
import { freePort } from '../../scripts/support/free-port.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/supabase/stack.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { islandReady } from './helpers/islands.ts';
import { expectText } from './support.ts';

/**
 * The scale-out deployment end to end: the site built with PUBLIC_FUNCTIONS_URL and PUBLIC_ANON_KEY,
 * served as plain files with the headers of its dist/_headers (what a CDN does, no Node server), the
 * functions on Deno with a throwaway PostgreSQL, and Chromium filling in the form with and without JavaScript.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The `/*` rule of a _headers file, as a static host applies it. */
function headersFile(path: string): Record<string, string> {
  const out: Record<string, string> = {};
  let inAll = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.startsWith(' ')) inAll = line.trim() === '/*';
    else if (inAll) out[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return out;
}

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(args[0]!, args.slice(1), { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

interface ScaleOut {
  dist: string;
  siteUrl: string;
  csp: string;
  supabase: LocalSupabase;
  sql: postgres.Sql;
  inbox: MailPeer;
}

const test = base.extend<object, { scaleOut: ScaleOut }>({
  scaleOut: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const root = mkdtempSync(join(tmpdir(), 'static-site-'));
      const dist = join(root, 'dist');
      const [functionsPort, sitePort] = [await freePort(), await freePort()];
      const siteUrl = `http://127.0.0.1:${sitePort}`;
      const functionsUrl = `http://127.0.0.1:${functionsPort}/functions/v1`;
      const anonKey = 'static-site-anon-key';
      // As a static host builds it: no compressed copies, which the host makes itself (docs/static-hosts.md).
      run(['npx', 'astro', 'build', '--outDir', dist], {
        SITE_URL: siteUrl,
        PUBLIC_FUNCTIONS_URL: functionsUrl,
        PUBLIC_ANON_KEY: anonKey,
        PRECOMPRESS: 'false',
      });
      const compressed = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(br|gz)$/.test(file));
      if (compressed.length > 0) throw new Error(`PRECOMPRESS=false, yet the build wrote ${compressed.join(', ')}`);
      const rule = headersFile(join(dist, '_headers'));

      const host: Server = createServer((request, response) => {
        const path = decodeURIComponent(new URL(request.url!, siteUrl).pathname);
        let file = join(dist, path);
        if (existsSync(file) && statSync(file).isDirectory()) file = path === '/' ? join(file, 'index.html') : `${file}.html`;
        else if (!existsSync(file)) file = `${file}.html`;
        if (!existsSync(file)) file = join(dist, '404.html');
        response.writeHead(file.endsWith('404.html') && !path.startsWith('/404') ? 404 : 200, {
          ...rule,
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(readFileSync(file));
      });
      await new Promise<void>((resolve) => host.listen(sitePort, '127.0.0.1', resolve));

      const inbox = await startMailPeer();
      const supabase = await startLocalSupabase({
        port: functionsPort,
        env: {
          SITE_URL: siteUrl,
          PUBLIC_ANON_KEY: anonKey,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(inbox.port),
          SMTP_SECURE: 'false',
          MAIL_TO: 'firm@example-law.gr',
          MAIL_FROM: 'Website <website@example-law.gr>',
          DELIVERY_SCHEDULE_SECONDS: '1',
        },
      });
      const sql = postgres(supabase.databaseUrl, { max: 2, onnotice: () => {} });
      await use({ dist, siteUrl, csp: rule['Content-Security-Policy']!, supabase, sql, inbox });
      await sql.end({ timeout: 1 });
      await supabase.stop();
      await inbox.close();
      await new Promise((resolve) => host.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
});

// One build serves the file: its tests run in order, in one worker, and once, on the desktop (the width
// changes nothing here).
test.describe.configure({ mode: 'default' });

const FUNCTION = (supabase: LocalSupabase) => `${supabase.url}/functions/v1/send-contact-email?forceFunctionRegion=eu-central-1`;

test('has a CSP that lets the form reach the functions origin and nothing else', { tag: '@desktop' }, ({ scaleOut: { csp, supabase } }) => {
  const functionsOrigin = new URL(supabase.url).origin;
  expect(csp).toContain(`connect-src 'self' ${functionsOrigin}`);
  expect(csp).toContain(`form-action 'self' ${functionsOrigin}/functions/v1/send-contact-email`);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test(
  'pins every call to the EU region: the plain form’s action in every page, and the sender in the scripts',
  { tag: '@desktop' },
  ({ scaleOut: { dist, supabase } }) => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    const actions = files
      .filter((file) => file.endsWith('.html'))
      // The forms that post a message; the dates page's form is a GET to itself.
      .flatMap((file) =>
        [...readFileSync(join(dist, file), 'utf8').matchAll(/<form[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => /\smethod="post"/.test(tag))
          .map((tag) => /\saction="([^"]+)"/.exec(tag)?.[1] ?? ''),
      );
    expect(actions.length).toBeGreaterThanOrEqual(4);
    for (const action of actions) expect(action).toBe(FUNCTION(supabase));
    // The island gets the region from the page, and keeps it with a message written offline for the worker.
    const contact = readFileSync(join(dist, 'en', 'contact.html'), 'utf8');
    expect(contact).toMatch(/functionsRegion(&quot;|"):\[0,(&quot;|")eu-central-1/);
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(worker).toContain('forceFunctionRegion');
    expect(worker).toContain('x-region');
  },
);

test(
  'sends the form with JavaScript through supabase-js, a time to call with it: stored in Postgres, e-mailed',
  { tag: '@desktop' },
  async ({ page, scaleOut }) => {
    const { siteUrl, supabase, sql, inbox } = scaleOut;
    const calls: { url: string; region: string | null }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(supabase.url))
        calls.push({ url: request.url(), region: request.headers()['x-region'] ?? null });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${siteUrl}/en/contact`);
    await islandReady(page, 'form');
    await page.getByLabel('Full name', { exact: true }).fill('Static Host');
    await page.getByLabel('Email', { exact: true }).fill('static@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('210 123 4567');
    await page.getByLabel('Message', { exact: true }).fill('Sent from the static site.');
    await page.getByLabel('Best time to call you (optional)').selectOption('afternoon');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message was sent successfully!' })).toHaveCount(1, { timeout: 15_000 });
    const [row] =
      await sql`select name, email, phone, message, language, call_time from contact.messages where message = 'Sent from the static site.'`;
    expect(row).toEqual({
      name: 'Static Host',
      email: 'static@example.com',
      phone: '210 123 4567',
      message: 'Sent from the static site.',
      language: 'en',
      call_time: 'afternoon',
    });
    const mails = await inbox.waitFor(1);
    expect(
      mails.some((m) => m.text.includes('Sent from the static site.') && m.text.includes('Καλύτερη ώρα για τηλεφώνημα: απόγευμα')),
    ).toBe(true);
    expect(violations).toEqual([]);
    expect(calls).toEqual([{ url: FUNCTION(supabase), region: 'eu-central-1' }]);
  },
);

test.describe('without JavaScript', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the function answers 303 and the browser lands on the site’s sent page', async ({ page, scaleOut }) => {
    const { siteUrl, supabase, sql } = scaleOut;
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await page.goto(`${siteUrl}/contact`);
    await page.getByLabel('Ονοματεπώνυμο', { exact: true }).fill('Χωρίς Σενάριο');
    await page.getByLabel('Email', { exact: true }).fill('noscript@example.gr');
    await page.getByLabel('Τηλέφωνο', { exact: true }).fill('6900000000');
    await page.getByLabel('Μήνυμα', { exact: true }).fill('Χωρίς JavaScript.');
    await Promise.all([page.waitForURL(`${siteUrl}/contact/sent`), page.getByRole('button', { name: 'Αποστολή μηνύματος' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Το μήνυμά σας εστάλη');
    expect(posted).toEqual([FUNCTION(supabase)]);
    await expect
      .poll(async () => (await sql`select count(*) as n from contact.messages where message = 'Χωρίς JavaScript.'`)[0]!.n)
      .toBe('1');
  });
});

test(
  'shows what to fix on the not-sent page and gives the text back to the form',
  { tag: '@desktop' },
  async ({ page, scaleOut: { siteUrl } }) => {
    const fragment = new URLSearchParams({ name: 'Ana', email: 'a@b', phone: '6900000000', message: 'My text, kept.' });
    await page.goto(`${siteUrl}/en/contact/not-sent/check-email?error=validation_failed&email=invalid_email#${fragment}`);
    await expect(page.getByText('Please check the marked fields.')).toBeVisible();
    const note = page.locator('#retry-email-invalid_email');
    await expectText(note, 'Enter a valid email address.');
    await expect(note).toBeVisible();
    await expect(page.locator('[data-field-problem]:visible')).toHaveCount(1);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('My text, kept.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // What the visitor wrote leaves the address bar once it is back in the form.
    expect(new URL(page.url()).hash).toBe('');
    // Corrected and sent again from this page, it goes through.
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await Promise.all([page.waitForURL(`${siteUrl}/en/contact/sent`), page.getByRole('button', { name: 'Send message' }).click()]);
  },
);
