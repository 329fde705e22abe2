import { spawn, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { copyProject, shellEnv, type ProjectCopy } from '../support/project-copy.ts';

/**
 * An editor's slips, tried as an editor would meet them, in a copy of the project. A stray quote in a
 * guide's title: the build stops with the plain message alone, and `astro dev` starts all the same and
 * shows the message in the browser; a slip in another guide's body made while it runs shows on the page
 * already open; the guide's page comes back by itself once both are mended; and a slip made on the guide's
 * page shows at once and goes once mended. The test never reloads the page: the preview does.
 */
const GUIDE = 'src/content/articles/en/accident-report.mdx';
const OTHER = 'src/content/articles/el/car-accident-guide.mdx';
const TITLE = 'The police report and the accident statement';

let project: ProjectCopy;
let original: { guide: string; other: string };
let build: SpawnSyncReturns<string>;
let dev: ChildProcess;
let devOutput = '';
let origin: string;
let browser: Browser;
let page: Page;

const output = (result: SpawnSyncReturns<string>) => stripVTControlCharacters(result.stdout + result.stderr);
/** The line of `text` on which `part` first occurs, counting from 1. */
const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
const answers = () =>
  fetch(origin).then(
    () => true,
    () => false,
  );
/** What the browser shows now in `selector`; '' while it is between two pages. */
const shown = (selector: string) =>
  page.textContent(selector, { timeout: 1_000 }).then(
    (text) => text?.trim() ?? '',
    () => '',
  );
/** Waits until the browser, by itself, shows `text` in `selector`; else fails with what `astro dev` printed. */
const untilShown = (selector: string, text: string) =>
  expect
    .poll(() => shown(selector), { timeout: 60_000 })
    .toContain(text)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\n\nastro dev printed:\n${stripVTControlCharacters(devOutput).slice(-6000)}`);
    });

beforeAll(async () => {
  project = copyProject('dev-survives-');
  original = { guide: project.read(GUIDE), other: project.read(OTHER) };
  expect(original.guide).toMatch(new RegExp(`^title: "${TITLE}"$`, 'm'));
  project.write(GUIDE, original.guide.replace(/^title: .*$/m, 'title: "The police report" and the accident statement"'));
  build = project.run('npx', ['astro', 'build']);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: project.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: shellEnv(),
  });
  dev.stdout!.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
  // Until the server listens, it refuses; then it answers, whatever the page.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline && dev.exitCode === null && !(await answers());)
    await new Promise((wait) => setTimeout(wait, 250));
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  project?.remove();
});

describe('a guide with a slip', () => {
  const where = () => `${GUIDE}, line ${lineOf(original.guide, 'title: ')}, field "title": has text after its closing quote`;

  it('stops the build with the plain message alone: the file, the line, the field, and no stack trace', () => {
    expect(build.status).not.toBe(0);
    const text = output(build);
    expect(text).toContain(`One problem stops the build in the guides (src/content/articles/):\n\n- ${where()}`);
    expect(text).not.toMatch(/Stack trace|unhandled error|^\s+at /im);
  });

  it('leaves npm run dev running, and the browser shows the message, naming the file and the line', async () => {
    expect(dev.exitCode, devOutput).toBeNull();
    const response = await page.goto(`${origin}/en/articles/accident-report`);
    expect(response?.status()).toBe(500);
    expect(await page.textContent('h1')).toBe('The preview waits for a mistake to be mended');
    expect(await page.textContent('pre')).toContain(where());
    expect(stripVTControlCharacters(devOutput)).toContain(where());
    expect(devOutput).not.toMatch(/Stack trace/);
  });

  it('shows a slip made in another guide’s body while it runs, at its line, on the page already open', async () => {
    expect(dev.exitCode, devOutput).toBeNull();
    const broken = original.other.replace(/^<Step when="([^"]*)">$/m, '<Step when="$1>');
    expect(broken).not.toBe(original.other);
    project.write(OTHER, broken);
    await untilShown('pre', `${OTHER}, line ${lineOf(original.other, '<Step when=')}: a tag that starts on this line cannot be read.`);
    expect(await page.textContent('pre')).toContain(where());
  });

  it('comes back by itself once both files are mended', async () => {
    expect(dev.exitCode, devOutput).toBeNull();
    project.write(OTHER, original.other);
    project.write(GUIDE, original.guide);
    await untilShown('h1', TITLE);
    expect((await fetch(`${origin}/articles/car-accident-guide`)).status).toBe(200);
  });

  it('on the guide’s page, shows a slip made as the editor writes at once, at its line, and goes once it is mended', async () => {
    expect(dev.exitCode, devOutput).toBeNull();
    const broken = original.guide.replace(/^<\/Callout>\n/m, '');
    expect(broken).not.toBe(original.guide);
    project.write(GUIDE, broken);
    await untilShown('pre', `${GUIDE}, line ${lineOf(original.guide, '<Callout ')}: <Callout> opens here and is never closed.`);
    project.write(GUIDE, original.guide);
    await untilShown('h1', TITLE);
    expect(dev.exitCode).toBeNull();
  });
});
