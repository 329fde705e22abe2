import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, FUNCTION_PATH, startApp, validMessage, type TestApp } from './support/app.ts';
import { bareNodeEnv } from '../support/node-env.ts';

/**
 * What a visitor sends is printed on the firm's terminal by `npm run messages`: no control character
 * reaches it raw, whether it came in a header (bytes 0x80-0x9f of a User-Agent arrive as C1 controls) or
 * was written into the database some other way.
 */
let server: TestApp;

/** Characters a terminal acts on: C0 but line feed, DEL, C1. */
const RAW_CONTROL = /(?!\n)\p{Cc}/u;

function cli(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['server/cli/messages.ts', ...args],
      { env: { ...bareNodeEnv(), DATA_DIR: server.config.dataDir } },
      (error, stdout) => {
        if (error) reject(new Error(`messages ${args.join(' ')} failed`, { cause: error }));
        else resolve(stdout);
      },
    );
  });
}

/** A JSON post with a User-Agent fetch would refuse to send. */
function postWithUserAgent(userAgent: string, body: object): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: FUNCTION_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}`, 'user-agent': userAgent },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  server = await startApp();
});
afterAll(async () => {
  await server.close();
});

describe('control characters', () => {
  it('are not stored in the User-Agent: C1 bytes become visible escapes at intake', async () => {
    expect(
      await postWithUserAgent('Mozilla/5.0 \u0085\u009b2J\u009d0;pwned\u009c', { ...validMessage, idempotencyKey: 'ua', language: 'el' }),
    ).toBe(200);
    const row = server.rows().at(-1) as { user_agent: string };
    // Node's client sends each as UTF-8 (C2 85...); the server reads header bytes as Latin-1: Â and a C1 control.
    expect(row.user_agent).toBe('Mozilla/5.0 Â\\x85Â\\x9b2JÂ\\x9d0;pwnedÂ\\x9c');
    expect(row.user_agent).not.toMatch(RAW_CONTROL);
  });

  it('are printed by `show` and `list` as visible escapes, line breaks of the message kept', async () => {
    expect(
      (await server.postJson({ ...validMessage, message: 'Line one\r\nLine two\rOVERWRITTEN', idempotencyKey: 'cr', language: 'el' }))
        .status,
    ).toBe(200);
    const id = (server.rows().at(-1) as { id: number }).id;
    // A row written some other way (an import, an older release) with what the schema would refuse.
    const db = new DatabaseSync(server.config.databasePath);
    db.prepare('UPDATE messages SET name = ?, phone = ?, user_agent = ? WHERE id = ?').run(
      'Evil\u001b[2J\u001b]0;title\u0007 Name\u202e',
      '210\u0085000',
      'UA\u009b31m',
      id,
    );
    db.close();

    const shown = await cli('show', String(id));
    expect(shown).not.toMatch(RAW_CONTROL);
    expect(shown).toContain('Evil\\x1b[2J\\x1b]0;title\\x07 Name\\u202e');
    expect(shown).toMatch(/Phone:\s+210\\x85000/);
    expect(shown).toMatch(/User agent:\s+UA\\x9b31m/);
    expect(shown).toContain('Line one\nLine two\\rOVERWRITTEN');

    const listed = await cli('list');
    expect(listed).not.toMatch(RAW_CONTROL);
    expect(listed).toContain('Evil\\x1b[2J');
  });

  it('are printed with every invisible and bidi character escaped, so two names that look alike are told apart', async () => {
    const name = 'Jo\u200bhn\ufeff Do\u200de';
    const message = 'word\u2060joiner \u180emongolian \u061calm \u00adsoft \u3164filler';
    expect((await server.postJson({ ...validMessage, name, message, idempotencyKey: 'invisible', language: 'en' })).status).toBe(200);
    const id = (server.rows().at(-1) as { id: number }).id;
    const shown = await cli('show', String(id));
    expect(shown).not.toMatch(/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u);
    expect(shown).toContain('Jo\\u200bhn\\ufeff Do\\u200de');
    expect(shown).toContain('word\\u2060joiner \\u180emongolian \\u061calm \\xadsoft \\u3164filler');
    const listed = await cli('list');
    expect(listed).toContain('Jo\\u200bhn\\ufeff Do\\u200de');
  });

  it('are printed unambiguously: the blank braille cell escaped, a code beyond U+FFFF in braces', async () => {
    // The review's row: a name and a message written into the database some other way, as the schema refuses them blank.
    expect((await server.postJson({ ...validMessage, idempotencyKey: 'unambiguous', language: 'en' })).status).toBe(200);
    const id = (server.rows().at(-1) as { id: number }).id;
    const db = new DatabaseSync(server.config.databasePath);
    db.prepare('UPDATE messages SET name = ?, message = ? WHERE id = ?').run(
      'Jo\u3164hn\u2800Doe\ufe0f\u034f',
      '\u115f \uffa0 \u200b \u2060 \u061c \u{E0041}1 \u0301 \u2800 \ue000 \u{F0001}',
      id,
    );
    db.close();
    const shown = await cli('show', String(id));
    expect(shown).toContain('Jo\\u3164hn\\u2800Doe\\ufe0f\\u034f');
    expect(shown).toContain('\\u115f \\uffa0 \\u200b \\u2060 \\u061c \\u{e0041}1 \u0301 \\u2800 \\ue000 \\u{f0001}');
    expect(shown).not.toMatch(/[\u2800\p{Co}\p{Cf}\p{Default_Ignorable_Code_Point}]/u);
  });
});
