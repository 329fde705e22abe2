import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lawyerNames } from '../../src/lib/guides/guide-schema.ts';
import { checkGuides, formatGuideProblems } from '../../src/lib/guides/guide-check.ts';
import { readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { checkRegister, readRegisterFiles } from '../../src/lib/law/register-files.ts';
import { checkFirmFacts } from '../../src/config/firm.ts';
import { testChromiumLaunchOptions } from '../support/chromium.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { copyProject, shellEnv, type ProjectCopy } from '../support/project-copy.ts';

/**
 * The lawyers' editor as a lawyer uses it: `npm run edit` in a copy of the project, Chromium with nothing reachable
 * but 127.0.0.1. A sentence of a guide and a callout (its title in the block's form, a sentence inside it) are
 * changed and saved; the guide's file then holds them, in the project's format, and passes the guide checks the
 * build runs. A rule of the register is confirmed the same way and passes the register's checks. A required field
 * left empty is refused by name, and the file stays as it was. With SHOTS_DIR set, the editor is photographed at
 * 375 and 1280 px; with DOC_IMAGES set, the editors' guides' pictures are written there (docs/images/).
 */
const GUIDE = 'src/content/articles/el/accident-report.mdx';
const TWIN = 'src/content/articles/en/accident-report.mdx';
const RULE = 'src/content/law/fund-answer.yaml';
const FIRM = 'src/config/firm.json';
const LANDLINE = '210 123 4567';
const SENTENCE = { before: 'που συχνότερα αποδυναμώνουν', after: 'που πιο συχνά αποδυναμώνουν' };
const CALLOUT_TITLE = {
  before: 'Η αστυνομική έκθεση δεν έχει τον τελευταίο λόγο',
  after: 'Η αστυνομική έκθεση δεν λέει την τελευταία λέξη',
};
const CALLOUT_SENTENCE = { before: 'Άλλος ένας λόγος να κρατάτε', after: 'Ακόμη ένας λόγος να κρατάτε' };
const SAVE = 'Αποθήκευση';
/** Keystatic's messages when it cannot read a guide's MDX (it then shows the message instead of the text). */
const REFUSED = /unexpected children|unexpected attributes|Missing component definition|Unexpected expression|Unhandled type/;
const LAWYER = lawyerNames[0]!;

let project: ProjectCopy;
let dev: DevServer;
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every request the editor made to anywhere but this machine. */
const outside: string[] = [];

/**
 * Opens an entry of the editor and waits until its text or form is shown, in a new tab: a tab left with unsaved
 * changes (a refused save) would keep the editor's "leave this page?" question in the way.
 */
async function open(path: string, shown: string) {
  page = await freshTab();
  await page.goto(`${origin}/keystatic${path ? `/${path}` : ''}`);
  await page
    .getByText(shown)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      const body = await page.locator('body').innerText();
      throw new Error(
        `${String(error)}\n\nThe editor showed:\n${body.slice(0, 1500)}\n\nnpm run edit printed:\n${dev.output().slice(-2000)}`,
      );
    });
}

/** `promise`'s value, or undefined once `ms` have passed without one. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

/** A browser context with nothing reachable but this machine, each request elsewhere recorded in `outside`. */
async function newContext() {
  const made = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'el-GR', timezoneId: 'Europe/Athens' });
  await made.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return made;
}

/**
 * A new tab, the last one closed. Under npm test's load the last tab once never closed (the browser idle, no new tab
 * for 15 minutes, every test after it at its limit): one that does not close within 15 s is left with its browser,
 * and the tests go on in a new one, saying so.
 */
async function freshTab(): Promise<Page> {
  const closed = page
    ? await within(
        page.close().then(() => true),
        15_000,
      )
    : true;
  const tab = closed ? await within(context.newPage(), 15_000) : undefined;
  if (tab) return tab;
  console.warn(`lawyers-editor: the last tab did not ${closed ? 'give way to a new one' : 'close'} within 15 s; a new browser`);
  void browser.close().catch(() => undefined);
  browser = await chromium.launch(testChromiumLaunchOptions());
  context = await newContext();
  return context.newPage();
}

/** Selects `text` where the guide's editor shows it, as a lawyer's mouse would, so that what is typed next replaces it. */
async function select(text: string) {
  await page.getByText(text).first().click();
  const found = await page.evaluate((wanted) => {
    const editor = document.querySelector('.ProseMirror')!;
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return true;
    }
    return false;
  }, text);
  expect(found, `the editor shows "${text}"`).toBe(true);
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe(text);
}

/** Waits until the saved file holds `text` and is in the project's format (the editor formats what it saves). */
async function untilSaved(path: string, text: string) {
  const prettier = () => project.run('npx', ['prettier', '--check', path]).status;
  await expect
    .poll(() => project.read(path).includes(text) && prettier() === 0, { timeout: 60_000, interval: 500 })
    .toBe(true)
    .catch((error: unknown) => {
      const state =
        `${path} ${project.read(path).includes(text) ? 'holds' : 'does not hold'} "${text}"; Prettier ${prettier() === 0 ? 'passes' : 'fails'}; ` +
        `${project.changed().join(', ') || 'nothing'} changed in the project`;
      throw new Error(`${String(error)}\n${state}\n\nnpm run edit printed:\n${stripVTControlCharacters(dev.output()).slice(-4000)}`);
    });
}

/** With DOC_IMAGES, a picture for the editors' guides (docs/images/, reduced to 256 colours before it is committed). */
async function docImage(name: string, clip?: { x: number; y: number; width: number; height: number }) {
  const dir = process.env.DOC_IMAGES;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), ...(clip ? { clip } : {}) });
}

/** With SHOTS_DIR, the editor at a phone's width and a desk's. */
async function shots(name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  project = copyProject('lawyers-editor-');
  dev = await startDevServer(project, ['npm', 'run', '--silent', 'edit', '--'], { ready: '/keystatic', answered: 'ok', waitMs: 120_000 });
  origin = dev.origin;
  browser = await chromium.launch(testChromiumLaunchOptions());
  context = await newContext();
  // The editor's first page waits for Vite to bundle Keystatic, tens of seconds on a busy machine: paid here once.
  await open('', 'Οδηγοί (ελληνικά)');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  project?.remove();
});

describe('npm run edit', () => {
  // Each test starts from the project as it was copied, whatever the one before it saved.
  afterEach(() => {
    project.git('checkout', '-q', '--', '.');
  });

  it('serves the editor from this machine alone, in Greek', async () => {
    expect(dev.child.exitCode, dev.output()).toBeNull();
    await open('collection/guidesEl/item/accident-report', 'Μετά από ένα τροχαίο');
    await expect.poll(() => page.getByRole('button', { name: SAVE }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Οδηγοί (αγγλικά)').first().isVisible()).toBe(true);
    // On a phone the save button stays whole beside the header's breadcrumb (src/integrations/editor.css).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect
      .poll(
        () =>
          page
            .getByRole('button', { name: SAVE })
            .boundingBox()
            .then((box) => box && Math.ceil(box.x + box.width)),
        { timeout: 30_000 },
      )
      .toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shots('guide-el');
    await docImage('editor-guide', { x: 0, y: 0, width: 1280, height: 720 });
    if (process.env.SHOTS_DIR) {
      await open('collection/guidesEn/item/accident-report', 'After an accident');
      await shots('guide-en');
    }
    expect(outside).toEqual([]);
  });

  it('opens every guide in both languages, none refused by Keystatic’s reading of its MDX', async () => {
    const failed: string[] = [];
    await open('collection/guidesEl', 'Οδηγοί (ελληνικά)');
    for (const [collection, lang] of [
      ['guidesEl', 'el'],
      ['guidesEn', 'en'],
    ] as const) {
      for (const slug of guideSlugs) {
        // Within the editor's page, as its own links go (a new page would load the editor each time, seconds a guide).
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/keystatic/collection/${collection}/item/${slug}`);
        // The guide's name in the header once its entry is shown; then its text in the editor, or Keystatic's message.
        await page.locator('header nav li:last-child').getByText(slug, { exact: true }).first().waitFor({ timeout: 30_000 });
        // The page of the guide before has gone (for a moment both are there).
        await expect.poll(() => page.locator('header nav').count(), { timeout: 30_000 }).toBe(1);
        await page.locator('.ProseMirror').or(page.getByText(REFUSED)).first().waitFor({ timeout: 30_000 });
        const refusal = await page.getByText(REFUSED).count();
        if (!refusal) continue;
        failed.push(`${lang}/${slug}: ${await page.getByText(REFUSED).first().textContent()}`);
        // Keystatic's message stays in place of every entry opened after it, until the editor is loaded again.
        await open('collection/guidesEl', 'Οδηγοί (ελληνικά)');
      }
    }
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('saves a changed sentence and a changed callout into the guide, which passes the guide checks', async () => {
    await open('collection/guidesEl/item/accident-report', SENTENCE.before);
    await select(SENTENCE.before);
    await page.keyboard.type(SENTENCE.after);

    // The callout is a block: its title in its form, the text inside it in place.
    const callout = await page.locator('.ProseMirror > div').filter({ hasText: CALLOUT_TITLE.before }).elementHandle();
    await callout.scrollIntoViewIfNeeded();
    await (await callout.$('role=button[name="Επεξεργασία"]'))!.click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Τίτλος του πλαισίου' }).fill(CALLOUT_TITLE.after);
    await docImage('editor-callout', await form.boundingBox().then((box) => box ?? undefined));
    await form.getByRole('button', { name: 'Τέλος' }).click();
    await select(CALLOUT_SENTENCE.before);
    await page.keyboard.type(CALLOUT_SENTENCE.after);
    // Saved once the editor shows both changes, as a lawyer reads them before pressing Save.
    for (const { after } of [SENTENCE, CALLOUT_SENTENCE])
      await expect.poll(() => page.locator('.ProseMirror').innerText(), { timeout: 30_000 }).toContain(after);
    await docImage(
      'editor-sentence',
      await callout.boundingBox().then((b) => (b ? { x: 0, y: Math.max(0, b.y - 160), width: 960, height: b.height + 200 } : undefined)),
    );

    await page.getByRole('button', { name: SAVE }).click();
    await untilSaved(GUIDE, CALLOUT_SENTENCE.after);

    const saved = project.read(GUIDE);
    for (const { before, after } of [SENTENCE, CALLOUT_SENTENCE]) {
      expect(saved).toContain(after);
      expect(saved).not.toContain(before);
    }
    expect(saved).toMatch(new RegExp(`<Callout kind="info" title="${CALLOUT_TITLE.after}">`));
    expect(project.changed()).toEqual([` M ${GUIDE}`]);
    expect(project.git('diff', '--quiet', '--', TWIN).status).toBe(0);
    expect(checkGuides(readGuideFiles(project.dir)).problems).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('confirms a rule of the register with the lawyer and the day, and the register passes its checks', async () => {
    await open('collection/law/item/fund-answer', 'Σύντομη διατύπωση');
    await page.getByRole('button', { name: /Κατάσταση/ }).click();
    await page.getByRole('option', { name: 'Επιβεβαιωμένος (confirmed)' }).click();
    await page.getByRole('textbox', { name: 'Επιβεβαιώθηκε από' }).fill(LAWYER);
    await page.getByLabel('Ημερομηνία επιβεβαίωσης').fill('2026-12-02');
    await page.getByRole('textbox', { name: 'Τι δεν είναι βέβαιο' }).fill('');
    await page.getByRole('textbox', { name: 'Επιβεβαιώθηκε από' }).scrollIntoViewIfNeeded();
    await docImage('editor-rule', { x: 0, y: 0, width: 1280, height: 900 });
    await page.getByRole('button', { name: SAVE }).click();
    await untilSaved(RULE, 'status: confirmed');

    const saved = project.read(RULE);
    expect(saved).toContain(`confirmedBy: ${LAWYER}`);
    expect(saved).toMatch(/confirmedOn: ['"]?2026-12-02/);
    expect(saved).not.toContain('unsure:');
    const register = checkRegister(readRegisterFiles(project.dir));
    expect(register.problems).toEqual([]);
    expect(register.entries.find((rule) => rule.id === 'fund-answer')?.status).toBe('confirmed');
  });

  it('changes a fact of the firm, and nothing else of its facts, which the firm’s schema then reads', async () => {
    const before = checkFirmFacts(JSON.parse(project.read(FIRM))).firm;
    await open('singleton/firm', 'Σταθερό τηλέφωνο: όπως εμφανίζεται');
    await page.getByRole('textbox', { name: 'Σταθερό τηλέφωνο: όπως εμφανίζεται' }).fill(LANDLINE);
    await docImage('editor-firm', { x: 0, y: 0, width: 1280, height: 720 });
    await page.getByRole('button', { name: SAVE }).click();
    await untilSaved(FIRM, LANDLINE);
    await shots('firm-el');

    // The same facts but the one changed, as the site reads them (the editor writes no null: a missing one is null).
    const { firm } = checkFirmFacts(JSON.parse(project.read(FIRM)));
    expect(firm).toEqual({ ...before, landline: { ...before.landline, display: LANDLINE } });
    expect(project.changed()).toEqual([` M ${FIRM}`]);
    expect(outside).toEqual([]);
  });

  it.each([
    ['the firm’s e-mail', 'singleton/firm', 'Ηλεκτρονικό ταχυδρομείο', FIRM, 'Ηλεκτρονικό ταχυδρομείο must be at least 5 characters'],
    ['a guide’s title', 'collection/guidesEl/item/accident-report', 'Τίτλος', GUIDE, 'Τίτλος must be at least 5 characters'],
    [
      'a rule’s short wording',
      'collection/law/item/fund-answer',
      'Σύντομη διατύπωση, ελληνικά',
      RULE,
      'Σύντομη διατύπωση, ελληνικά must be at least 10 characters',
    ],
  ])('refuses to save %s left empty, naming the field, and leaves the file as it was', async (_, path, field, file, message) => {
    const before = project.read(file);
    await open(path, field);
    await page.getByRole('textbox', { name: field, exact: true }).fill('');
    await page.getByRole('button', { name: SAVE }).click();
    await expect.poll(() => page.getByText(message).first().isVisible(), { timeout: 30_000 }).toBe(true);
    expect(project.read(file)).toBe(before);
    expect(project.changed()).toEqual([]);
  });
});

describe('the checks a save meets after the editor', () => {
  it('names the field when a guide’s file has its title emptied another way (a hand edit, a pull request)', () => {
    const before = project.read(GUIDE);
    project.write(GUIDE, before.replace(/^title: .*$/m, 'title: ""'));
    try {
      const { problems } = checkGuides(readGuideFiles(project.dir));
      expect(formatGuideProblems(problems)).toMatch(/accident-report\.mdx.*field "title"/);
    } finally {
      project.write(GUIDE, before);
    }
  });

  it('keeps the editor out of the site: without npm run edit, no route and no package of it', () => {
    const config = spawnSync(
      process.execPath,
      // Written as a string: console.log colours a number when FORCE_COLOR is set, as npm test sets it.
      ['-e', 'import("./src/integrations/editor.ts").then(async (m) => process.stdout.write(String((await m.editor()).length)))'],
      {
        cwd: project.dir,
        encoding: 'utf8',
        env: shellEnv({ SITE_EDITOR: '' }),
      },
    );
    expect(config.stdout.trim(), config.stderr).toBe('0');
  });
});
