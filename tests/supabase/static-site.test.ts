import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/support/free-port.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { startMailPeer, type MailPeer } from '../server/support/mail-peer.ts';
import { startSupabase, type SupabaseUnderTest } from './support.ts';
import { typeset } from '../../src/lib/typography.ts';

/**
 * The scale-out deployment end to end: the site built with PUBLIC_FUNCTIONS_URL and PUBLIC_ANON_KEY,
 * served as plain files with the headers of its dist/_headers (what a CDN does, no Node server), the
 * functions on Deno with Postgres, and Chromium filling in the form with and without JavaScript.
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

let root: string;
let inbox: MailPeer;
let supabase: SupabaseUnderTest;
let host: Server;
let siteUrl: string;
let browser: Browser;
let csp: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'));
  const [functionsPort, sitePort] = [await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  const anonKey = 'static-site-anon-key';
  const build = spawnSync('npx', ['astro', 'build', '--outDir', join(root, 'dist')], {
    env: {
      ...process.env,
      SITE_URL: siteUrl,
      PUBLIC_FUNCTIONS_URL: `http://127.0.0.1:${functionsPort}/functions/v1`,
      PUBLIC_ANON_KEY: anonKey,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  const headers = spawnSync(process.execPath, ['scripts/static-headers.ts', join(root, 'dist')], {
    env: { ...process.env, PUBLIC_FUNCTIONS_URL: `http://127.0.0.1:${functionsPort}/functions/v1` },
    encoding: 'utf8',
  });
  if (headers.status !== 0) throw new Error(headers.stderr);
  const worker = spawnSync(process.execPath, ['scripts/service-worker.ts', join(root, 'dist')], { encoding: 'utf8' });
  if (worker.status !== 0) throw new Error(worker.stderr);
  const rule = headersFile(join(root, 'dist', '_headers'));
  csp = rule['Content-Security-Policy']!;

  host = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, siteUrl).pathname);
    let file = join(root, 'dist', path);
    if (existsSync(file) && statSync(file).isDirectory()) file = path === '/' ? join(file, 'index.html') : `${file}.html`;
    else if (!existsSync(file)) file = `${file}.html`;
    if (!existsSync(file)) file = join(root, 'dist', '404.html');
    response.writeHead(file.endsWith('404.html') && !path.startsWith('/404') ? 404 : 200, {
      ...rule,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => host.listen(sitePort, '127.0.0.1', resolve));

  inbox = await startMailPeer();
  supabase = await startSupabase(
    {
      SITE_URL: siteUrl,
      PUBLIC_ANON_KEY: anonKey,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      SMTP_SECURE: 'false',
    },
    functionsPort,
  );
  browser = await chromium.launch(chromiumLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await supabase?.stop();
  await inbox?.close();
  await new Promise((resolve) => host?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the built site on a static host, with the functions on Supabase', () => {
  it('has a CSP that lets the form reach the functions origin and nothing else', () => {
    const functionsOrigin = new URL(supabase.url).origin;
    expect(csp).toContain(`connect-src 'self' ${functionsOrigin}`);
    expect(csp).toContain(`form-action 'self' ${functionsOrigin}/functions/v1/send-contact-email`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('pins every call to the EU region: the plain form’s action in every page, and the sender in the scripts', () => {
    const files = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' });
    const actions = files
      .filter((file) => file.endsWith('.html'))
      // The forms that post a message; the dates page's form is a GET to itself.
      .flatMap((file) =>
        [...readFileSync(join(root, 'dist', file), 'utf8').matchAll(/<form[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => /\smethod="post"/.test(tag))
          .map((tag) => /\saction="([^"]+)"/.exec(tag)?.[1] ?? ''),
      );
    expect(actions.length).toBeGreaterThanOrEqual(4);
    for (const action of actions) expect(action).toBe(`${supabase.url}/functions/v1/send-contact-email?forceFunctionRegion=eu-central-1`);
    // The island gets the region from the page, and keeps it with a message written offline for the worker.
    const contact = readFileSync(join(root, 'dist', 'en', 'contact.html'), 'utf8');
    expect(contact).toMatch(/functionsRegion(&quot;|"):\[0,(&quot;|")eu-central-1/);
    const worker = readFileSync(join(root, 'dist', 'sw.js'), 'utf8');
    expect(worker).toContain('forceFunctionRegion');
    expect(worker).toContain('x-region');
  });

  it('sends the form with JavaScript through supabase-js: stored in Postgres, e-mailed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
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
    await page.waitForFunction(() => !document.querySelector('form')?.closest('astro-island')?.hasAttribute('ssr'));
    await page.getByLabel('Full name', { exact: true }).fill('Static Host');
    await page.getByLabel('Email', { exact: true }).fill('static@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('210 123 4567');
    await page.getByLabel('Message', { exact: true }).fill('Sent from the static site.');
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your message was sent successfully!' }).count(), { timeout: 15_000 })
      .toBe(1);
    const [row] =
      await supabase.sql`select name, email, phone, message, language from contact.messages where message = 'Sent from the static site.'`;
    expect(row).toEqual({
      name: 'Static Host',
      email: 'static@example.com',
      phone: '210 123 4567',
      message: 'Sent from the static site.',
      language: 'en',
    });
    const mails = await inbox.waitFor(1);
    expect(mails.some((m) => m.text.includes('Sent from the static site.'))).toBe(true);
    expect(violations).toEqual([]);
    expect(calls).toEqual([
      { url: `${supabase.url}/functions/v1/send-contact-email?forceFunctionRegion=eu-central-1`, region: 'eu-central-1' },
    ]);
    await context.close();
  });

  it('sends the form without JavaScript: the function answers 303 and the browser lands on the site’s sent page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    await page.goto(`${siteUrl}/contact`);
    await page.getByLabel('Ονοματεπώνυμο', { exact: true }).fill('Χωρίς Σενάριο');
    await page.getByLabel('Email', { exact: true }).fill('noscript@example.gr');
    await page.getByLabel('Τηλέφωνο', { exact: true }).fill('6900000000');
    await page.getByLabel('Μήνυμα', { exact: true }).fill('Χωρίς JavaScript.');
    await Promise.all([page.waitForURL(`${siteUrl}/contact/sent`), page.locator('form button[type="submit"]').click()]);
    expect(await page.getAttribute('html', 'lang')).toBe('el');
    expect(await page.locator('h1').innerText()).toBe('Το μήνυμά σας εστάλη');
    expect(posted).toEqual([`${supabase.url}/functions/v1/send-contact-email?forceFunctionRegion=eu-central-1`]);
    await expect
      .poll(async () => (await supabase.sql`select count(*) as n from contact.messages where message = 'Χωρίς JavaScript.'`)[0]!.n)
      .toBe('1');
    await context.close();
  });

  it('shows what to fix on the not-sent page and gives the text back to the form', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fragment = new URLSearchParams({ name: 'Ana', email: 'a@b', phone: '6900000000', message: 'My text, kept.' });
    await page.goto(`${siteUrl}/en/contact/not-sent/check-email?error=validation_failed&email=invalid_email#${fragment}`);
    expect(await page.getByText('Please check the marked fields.').isVisible()).toBe(true);
    const note = page.locator('#retry-email-invalid_email');
    expect(await note.innerText()).toBe(typeset('Enter a valid email address.'));
    expect(await note.isVisible()).toBe(true);
    expect(await page.locator('[data-field-problem]:visible').count()).toBe(1);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('My text, kept.');
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // What the visitor wrote leaves the address bar once it is back in the form.
    expect(new URL(page.url()).hash).toBe('');
    // Corrected and sent again from this page, it goes through.
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await Promise.all([page.waitForURL(`${siteUrl}/en/contact/sent`), page.getByRole('button', { name: 'Send message' }).click()]);
    await context.close();
  });
});
