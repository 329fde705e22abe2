import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, startApp, tempSite, validMessage, type TestApp } from './support/app.ts';
import { freePort } from '../../scripts/support/free-port.ts';
import { startChildServer, type ChildServer } from './support/child-server.ts';
import { startMailPeer, type MailPeer } from './support/mail-peer.ts';
import { readMail } from './support/read-mail.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Things a test started, stopped whatever happens to it. */
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function post(url: string, idempotencyKey: string, extra: Record<string, string> = {}) {
  return fetch(`${url}${FUNCTION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
    body: JSON.stringify({ ...validMessage, idempotencyKey, language: 'el', ...extra }),
  });
}

/** Each stored Message-ID must be in the inbox exactly once. */
function expectDeliveredOnce(inbox: MailPeer, messageIds: string[]) {
  const received = inbox.messages.map((m) => m.headers.get('message-id'));
  expect(received.slice().sort()).toEqual(messageIds.slice().sort());
}

describe('delivery', () => {
  it('retries while SMTP is down and, once it is up, delivers every message exactly once', async () => {
    const smtpPort = await freePort();
    const server: TestApp = await startApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) });
    cleanup.push(() => server.close());

    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => post(server.url, `down-${i}`, { name: `Sender ${i}` })));
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(server.counts()).toMatchObject({ messages: 12, outbox: 12, sent: 0 });

    // Let the worker fail a few times against the closed port (backoff 50 ms doubling to 400 ms).
    await sleep(700);
    const db = new DatabaseSync(server.config.databasePath, { readOnly: true });
    cleanup.push(() => db.close());
    const failing = db.prepare('SELECT attempts, last_error FROM outbox').all() as { attempts: number; last_error: string }[];
    expect(failing).toHaveLength(12);
    expect(failing.every((row) => row.attempts >= 2 && /ECONNREFUSED/.test(row.last_error))).toBe(true);
    expect(server.counts().sent).toBe(0);

    const inbox = await startMailPeer(smtpPort);
    cleanup.push(() => inbox.close());
    await server.drained();
    await inbox.waitFor(12);
    await sleep(600); // longer than the longest backoff: a duplicate would have arrived by now
    const ids = (db.prepare('SELECT message_id_header AS id FROM outbox').all() as { id: string }[]).map((r) => r.id);
    expectDeliveredOnce(inbox, ids);
    expect(new Set(inbox.messages.map((m) => m.headers.get('subject'))).size).toBe(12);
  });

  it('survives SIGKILL after storing and before sending: delivered once after the restart', async () => {
    const site = tempSite();
    cleanup.push(() => rmSync(site.root, { recursive: true, force: true }));
    const smtpPort = await freePort();
    const env = {
      DIST_DIR: site.distDir,
      DATA_DIR: site.dataDir,
      PUBLIC_ANON_KEY: ANON_KEY,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      // Long enough that the first server never retries before it is killed.
      MAIL_RETRY_INITIAL_SECONDS: '60',
    };
    const first: ChildServer = await startChildServer(env);
    cleanup.push(() => first.stop());
    const response = await post(first.url, 'killed-before-sending');
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };

    // Stored, one attempt failed (nothing listens on the SMTP port), nothing sent.
    const db = new DatabaseSync(join(site.dataDir, 'messages.db'), { readOnly: true });
    cleanup.push(() => db.close());
    const outbox = () =>
      db.prepare('SELECT attempts, sent_at FROM outbox WHERE message_id = ?').get(id) as { attempts: number; sent_at: number | null };
    for (let waited = 0; outbox().attempts < 1; waited += 20) {
      if (waited > 10_000) throw new Error('the first attempt never happened');
      await sleep(20);
    }
    expect(outbox().sent_at).toBeNull();

    const exited = new Promise((resolve) => first.process.once('exit', (_code, signal) => resolve(signal)));
    process.kill(first.process.pid!, 'SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const inbox = await startMailPeer(smtpPort);
    cleanup.push(() => inbox.close());
    const second = await startChildServer(env);
    cleanup.push(() => second.stop());
    const [mail] = await inbox.waitFor(1);
    expect(mail!.text).toContain(validMessage.message);
    for (let waited = 0; outbox().sent_at === null; waited += 20) {
      if (waited > 10_000) throw new Error('never marked sent');
      await sleep(20);
    }
    await sleep(300);
    expect(inbox.messages).toHaveLength(1);
    expect(outbox().attempts).toBe(2);
  });

  it('SIGKILL while the mail server has the message but has not answered: known as cut short, sent again once, with the same Message-ID', async () => {
    const site = tempSite();
    cleanup.push(() => rmSync(site.root, { recursive: true, force: true }));
    let accept!: () => void;
    const held = { until: new Promise<void>((resolve) => (accept = resolve)) as Promise<void> | null, waiting: 0 };
    const inbox = await startMailPeer(0, { held });
    cleanup.push(() => inbox.close());
    const env = {
      DIST_DIR: site.distDir,
      DATA_DIR: site.dataDir,
      PUBLIC_ANON_KEY: ANON_KEY,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      SMTP_SECURE: 'false',
    };
    const first: ChildServer = await startChildServer(env);
    cleanup.push(() => first.stop());
    const response = await post(first.url, 'killed-while-sending');
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    await expect.poll(() => held.waiting, { timeout: 10_000 }).toBe(1);

    // The attempt was committed as under way before the message went out.
    const db = new DatabaseSync(join(site.dataDir, 'messages.db'), { readOnly: true });
    cleanup.push(() => db.close());
    const outbox = () =>
      db.prepare('SELECT attempts, sent_at, attempt_started_at, message_id_header FROM outbox WHERE message_id = ?').get(id) as {
        attempts: number;
        sent_at: number | null;
        attempt_started_at: number | null;
        message_id_header: string;
      };
    expect(outbox()).toMatchObject({ attempts: 0, sent_at: null, attempt_started_at: expect.any(Number) });

    const exited = new Promise((resolve) => first.process.once('exit', (_code, signal) => resolve(signal)));
    process.kill(first.process.pid!, 'SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The mail server keeps what it had: what SMTP cannot tell the sender about.
    held.until = null;
    accept();
    await inbox.waitFor(1);

    const second = await startChildServer(env);
    cleanup.push(() => second.stop());
    await inbox.waitFor(2);
    await expect.poll(() => outbox().sent_at, { timeout: 10_000 }).not.toBeNull();
    await sleep(300);
    // One duplicate, recognisable as such: the same Message-ID; the restart said which message it was.
    expect(inbox.messages.map((m) => m.headers.get('message-id'))).toEqual([outbox().message_id_header, outbox().message_id_header]);
    expect(outbox()).toMatchObject({ attempts: 1, attempt_started_at: null });
    expect(second.output()).toMatch(new RegExp(`"messageId":${id}.*a cut-short attempt may have reached the mail server`));
  });

  it('without SMTP settings warns at start-up, stores every message and writes each e-mail as an .eml file', async () => {
    const site = tempSite();
    cleanup.push(() => rmSync(site.root, { recursive: true, force: true }));
    const server = await startChildServer({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir, PUBLIC_ANON_KEY: ANON_KEY });
    cleanup.push(() => server.stop());
    expect(server.output()).toMatch(/No SMTP settings \(SMTP_URL or SMTP_HOST\)/);

    const responses = await Promise.all([post(server.url, 'eml-1', { name: 'Ana & <Bob>' }), post(server.url, 'eml-2')]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const mailDir = join(site.dataDir, 'mail');
    const db = new DatabaseSync(join(site.dataDir, 'messages.db'), { readOnly: true });
    cleanup.push(() => db.close());
    for (
      let waited = 0;
      (db.prepare("SELECT COUNT(*) AS n FROM messages WHERE status = 'sent'").get() as { n: number }).n < 2;
      waited += 20
    ) {
      if (waited > 10_000) throw new Error('the .eml files were never written');
      await sleep(20);
    }
    const files = readdirSync(mailDir).sort();
    expect(files).toHaveLength(2);
    const mails = await Promise.all(files.map((file) => readMail(readFileSync(join(mailDir, file)))));
    const first = mails.find((m) => m.headers.get('subject')!.includes('Ana & <Bob>'))!;
    expect(first.html).toContain('Ana &amp; &lt;Bob&gt;');
    expect(first.text).toContain(validMessage.phone);
    expect(files).toEqual(mails.map((m) => `${m.headers.get('message-id')!.replace(/[<>]/g, '')}.eml`).sort());
  });
});
