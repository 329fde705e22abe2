import type { SpawnSyncReturns } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { locales } from '../../src/i18n/locales.ts';
import { formatDate } from '../../src/i18n/t.ts';
import { typeset } from '../../src/lib/typography.ts';
import { expectNoViolations } from '../support/axe.ts';
import { testChromiumLaunchOptions } from '../support/chromium.ts';
import { asDraft, fillIn, REVIEWED, withReview } from '../support/guide-filling.ts';
import { growGuides, guidePath, point, step, STEP_GUIDE } from '../support/guide-growth.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

/**
 * The editors' work in the one copy of the project the editor tests make, built once. In order: a lawyer
 * adds to the spec's guides and an editor writes an eleventh guide with `npm run new-guide` (and a draft);
 * a stray quote in a title stops the build with the plain message alone, while `npm run dev` runs on and
 * shows each slip in the browser until it is mended; then a third language is added the way the locale
 * registry promises, and one build shows the new guide, the draft left out and the pages under /de/; in that
 * build a lawyer has also changed one period of the register of the law, and every page that states it says so.
 * Before it, a period written outside the register stops a build, at its file and line.
 * The checks themselves, and the scaffolder's files, are tested without a copy (./new-guide.test.ts,
 * tests/unit/guide-check.test.ts, guide-errors.test.ts).
 */
const SLUG = 'whiplash-claims';
const DRAFT = 'parking-damage';
const GUIDE = 'src/content/articles/en/accident-report.mdx';
const OTHER = 'src/content/articles/el/car-accident-guide.mdx';
const TITLE = 'The police report and the accident statement';
/** The rule of the register a lawyer changes: the Auxiliary Fund's time to answer a written claim. */
const FUND_ANSWER = 'src/content/law/fund-answer.yaml';
const lawFiles = () => readdirSync(join(project.dir, 'src/content/law')).filter((f) => f.endsWith('.yaml'));
const NEW = 'de';
const STAND_IN = 'en';
const ENTRY = `  ${NEW}: { hreflang: '${NEW}', og: 'de_DE', intl: 'de-DE', label: 'DE' },\n`;
/** The project's TypeScript, type-checked by tsc alone (its settings live in the copy's node_modules, outside git). */
const TSCONFIG = 'node_modules/.tsconfig.editor.json';
/** The type check, whole each time: an incremental second check cost as much as the first (11 core-seconds each), since
 * nearly every file imports the UI strings, the locale registry or the firm's facts that the third language changes. */
const TSC = ['tsc', '--noEmit', '--pretty', 'false', '-p', TSCONFIG];

let project: ProjectCopy;
let created: SpawnSyncReturns<string>;
let statusAfterCreate: string[];
let browser: Browser;

const output = (result: SpawnSyncReturns<string>) => stripVTControlCharacters(result.stdout + result.stderr);
const files = (slug: string) => locales.map((lang) => guidePath(lang, slug));
/** The line of `text` on which `part` first occurs, counting from 1. */
const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;
const commit = (message: string) => {
  project.git('add', '-A');
  project.git('commit', '-qm', message);
};

beforeAll(async () => {
  project = copyProject('editors-work-');
  growGuides(project.dir);
  commit('a lawyer adds to the guides');
  created = project.run('npm', ['run', '--silent', 'new-guide', '--', SLUG]);
  statusAfterCreate = project.changed();
  for (const [lang, path] of locales.map((lang) => [lang, guidePath(lang, SLUG)] as const))
    project.write(path, withReview(fillIn(lang, project.read(path))));
  project.run('npm', ['run', '--silent', 'new-guide', '--', DRAFT]);
  for (const path of files(DRAFT)) project.write(path, asDraft(project.read(path)));
  commit('an editor adds two guides');
  browser = await chromium.launch(testChromiumLaunchOptions());
}, 120_000);

afterAll(async () => {
  await browser?.close();
  project?.remove();
});

it('npm run new-guide writes the guide’s files and nothing else, in the project as it is', () => {
  expect(created.status, created.stderr).toBe(0);
  expect(statusAfterCreate).toEqual(files(SLUG).map((f) => `?? ${f}`));
  expect(created.stdout).toMatch(/Next:[\s\S]*npm run dev/);
});

describe('a guide with a slip', () => {
  let original: { guide: string; other: string };
  let build: SpawnSyncReturns<string>;
  let dev: DevServer;
  let origin: string;
  let page: Page;
  const where = () => `${GUIDE}, line ${lineOf(original.guide, 'title: ')}, field "title": has text after its closing quote`;

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
        throw new Error(`${String(error)}\n\nastro dev printed:\n${stripVTControlCharacters(dev.output()).slice(-6000)}`);
      });

  beforeAll(async () => {
    original = { guide: project.read(GUIDE), other: project.read(OTHER) };
    expect(original.guide).toMatch(new RegExp(`^title: "${TITLE}"$`, 'm'));
    project.write(GUIDE, original.guide.replace(/^title: .*$/m, 'title: "The police report" and the accident statement"'));
    build = project.run('npx', ['astro', 'build']);

    // Until the server listens, it refuses; then it answers, whatever the page.
    dev = await startDevServer(project, ['npx', 'astro', 'dev', '--host', '127.0.0.1']);
    origin = dev.origin;
    page = await browser.newPage();
  }, 180_000);

  afterAll(async () => {
    await page?.close();
    await dev?.stop();
    project.write(GUIDE, original.guide);
    project.write(OTHER, original.other);
  });

  it('stops the build with the plain message alone: the file, the line, the field, and no stack trace', () => {
    expect(build.status).not.toBe(0);
    const text = output(build);
    expect(text).toContain(`One problem stops the build in the guides (src/content/articles/):\n\n- ${where()}`);
    expect(text).not.toMatch(/Stack trace|unhandled error|^\s+at /im);
  });

  it('leaves npm run dev running, and the browser shows the message, naming the file and the line', async () => {
    expect(dev.child.exitCode, dev.output()).toBeNull();
    const response = await page.goto(`${origin}/en/articles/accident-report`);
    expect(response?.status()).toBe(500);
    expect(await page.textContent('h1')).toBe('The preview waits for a mistake to be mended');
    expect(await page.textContent('pre')).toContain(where());
    expect(stripVTControlCharacters(dev.output())).toContain(where());
    expect(dev.output()).not.toMatch(/Stack trace/);
  });

  it('shows a slip made in another guide’s body while it runs, at its line, on the page already open', async () => {
    const broken = original.other.replace(/^<Step when="([^"]*)">$/m, '<Step when="$1>');
    expect(broken).not.toBe(original.other);
    project.write(OTHER, broken);
    await untilShown('pre', `${OTHER}, line ${lineOf(original.other, '<Step when=')}: a tag that starts on this line cannot be read.`);
    expect(await page.textContent('pre')).toContain(where());
  });

  it('comes back by itself once both files are mended', async () => {
    project.write(OTHER, original.other);
    project.write(GUIDE, original.guide);
    await untilShown('h1', TITLE);
    expect((await fetch(`${origin}/articles/car-accident-guide`)).status).toBe(200);
  });

  it('on the guide’s page, shows a slip made as the editor writes at once, at its line, and goes once it is mended', async () => {
    const broken = original.guide.replace(/^<\/Callout>\n/m, '');
    expect(broken).not.toBe(original.guide);
    project.write(GUIDE, broken);
    await untilShown('pre', `${GUIDE}, line ${lineOf(original.guide, '<Callout ')}: <Callout> opens here and is never closed.`);
    project.write(GUIDE, original.guide);
    await untilShown('h1', TITLE);
    expect(dev.child.exitCode).toBeNull();
  });

  it('shows the draft, where the editor writes it', async () => {
    const response = await fetch(`${origin}/en/articles/${DRAFT}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Title of the guide');
  });
});

describe('a period written outside the register of the law', () => {
  const GUIDE_EL = 'src/content/articles/el/insurance-rights.mdx';
  const STRINGS_EN = 'src/i18n/ui/en.ts';
  let build: SpawnSyncReturns<string>;
  let lines: { guide: number; strings: number };

  beforeAll(() => {
    const original = { guide: project.read(GUIDE_EL), strings: project.read(STRINGS_EN) };
    const guide = original.guide.replace(/^(Μια αξίωση που δεν ασκείται.*)$/m, '$1 Η αγωγή ασκείται μέσα σε πέντε ετών.');
    const strings = original.strings.replace(
      "  'law.general':",
      "  'law.planted': 'Sue within 5 years of the accident.',\n  'law.general':",
    );
    expect(guide).not.toBe(original.guide);
    expect(strings).not.toBe(original.strings);
    project.write(GUIDE_EL, guide);
    project.write(STRINGS_EN, strings);
    lines = { guide: lineOf(guide, 'πέντε ετών.'), strings: lineOf(strings, "'law.planted'") };
    build = project.run('npx', ['astro', 'build']);
    project.write(GUIDE_EL, original.guide);
    project.write(STRINGS_EN, original.strings);
  }, 120_000);

  it('stops the build, naming each file, its line and the rules of the register to use', () => {
    expect(build.status).not.toBe(0);
    const text = output(build);
    expect(text).toContain('The register of the law (src/content/law/) and the texts that state it stop the build:');
    expect(text).toContain(`- ${GUIDE_EL}, line ${lines.guide}: "πέντε ετών" states a period outside the register of the law`);
    expect(text).toMatch(/Write <Rule id="[a-z-]+" period \/>.*direct-claim-limitation/);
    expect(text).toContain(`- ${STRINGS_EN}, line ${lines.strings}: "5 years" states a period outside the register of the law`);
    expect(text).not.toMatch(/\n\s+at /);
  });
});

describe('a third language, and the new guides, in the one build', () => {
  let checkWithContent: SpawnSyncReturns<string>;
  let check: SpawnSyncReturns<string>;
  let changedFiles: string[];
  let store: SpawnSyncReturns<string>;
  let build: SpawnSyncReturns<string>;
  const built = (path: string) => project.read(join('dist', path));
  const contentFiles = (collection: string) => readdirSync(join('src/content', collection, STAND_IN)).filter((f) => f.endsWith('.mdx'));
  /** The files tsc reports errors in. */
  const filesWithErrors = (result: SpawnSyncReturns<string>) =>
    [...new Set([...output(result).matchAll(/^(\S+?)\(\d+,\d+\): error/gm)].map((m) => m[1]))].sort();

  beforeAll(() => {
    project.write(
      TSCONFIG,
      JSON.stringify({
        extends: '../tsconfig.json',
        include: ['../.astro/types.d.ts', '../src/**/*.ts', '../src/**/*.tsx', '../tests/editor/support/astro-modules.d.ts'],
        exclude: [],
        compilerOptions: { types: ['node'] },
      }),
    );
    const registry = project.read('src/i18n/locales.ts');
    const lastEntry = new RegExp(`^  ${locales.at(-1)}: \\{.*\\},\\n`, 'm');
    expect(registry).toMatch(lastEntry);
    project.write(
      'src/i18n/locales.ts',
      registry.replace(lastEntry, (line) => line + ENTRY),
    );
    // The content: the English guides and notices (the editor's new ones included) stand in for the German ones.
    for (const collection of ['articles', 'pages'])
      for (const file of readdirSync(join(project.dir, 'src/content', collection, STAND_IN)))
        project.write(`src/content/${collection}/${NEW}/${file}`, project.read(`src/content/${collection}/${STAND_IN}/${file}`));
    checkWithContent = project.run('npx', TSC);

    // The UI strings file, registered with the others, and the firm's facts in the new language.
    project.write(
      `src/i18n/ui/${NEW}.ts`,
      project.read(`src/i18n/ui/${STAND_IN}.ts`).replace(`export const ${STAND_IN} =`, `export const ${NEW} =`),
    );
    const index = project.read('src/i18n/ui/index.ts');
    project.write(
      'src/i18n/ui/index.ts',
      index
        .replace(`import { ${STAND_IN} } from './${STAND_IN}.ts';\n`, (line) => `${line}import { ${NEW} } from './${NEW}.ts';\n`)
        .replace(/(dictionaries: Record<Lang, UiStrings> = \{[^}]*?)( \};)/, `$1, ${NEW}$2`),
    );
    project.write(
      'src/config/public-services.ts',
      project
        .read('src/config/public-services.ts')
        .replace(new RegExp(`\\b${STAND_IN}: ('(?:[^'\\\\]|\\\\.)*')`, 'g'), `${STAND_IN}: $1, ${NEW}: $1`),
    );
    project.write(
      'src/config/firm.json',
      project
        .read('src/config/firm.json')
        .replace(new RegExp(`"${STAND_IN}": ("(?:[^"\\\\]|\\\\.)*")`, 'g'), `"${STAND_IN}": $1, "${NEW}": $1`),
    );
    // The plain words' forms in the new language (the English ones stand in).
    project.write(
      'src/config/plain-words.ts',
      project
        .read('src/config/plain-words.ts')
        .replace(new RegExp(`^(\\s+)${STAND_IN}: (\\[.*\\]),$`, 'gm'), `$1${STAND_IN}: $2,\n$1${NEW}: $2,`),
    );
    // The editor's name for the new language, in Greek (its forms show a box for every language of the registry).
    project.write(
      'keystatic.config.tsx',
      project.read('keystatic.config.tsx').replace("en: 'αγγλικά' };", `en: 'αγγλικά', ${NEW}: 'γερμανικά' };`),
    );
    // The register of the law's wordings in the new language (its schema asks every language of the registry).
    for (const file of lawFiles())
      project.write(
        `src/content/law/${file}`,
        project.read(`src/content/law/${file}`).replace(/^(\s+)en: (.*)$/gm, `$1en: $2\n$1${NEW}: $2`),
      );
    changedFiles = project.changed();
    check = project.run('npx', TSC);
    // A lawyer changes one period of the register: the Fund's time to answer, three months to four.
    project.write(FUND_ANSWER, project.read(FUND_ANSWER).replace(/^ {2}length: 3$/m, '  length: 4'));
    // The embedded store and the contact function's language choice, run by Node in the copy.
    store = project.run(process.execPath, [
      '--input-type=module',
      '-e',
      `import { openDatabase } from './server/store/database.ts';
       import { visitorLanguage } from './src/lib/contact/language.ts';
       const db = openDatabase(':memory:');
       db.prepare("INSERT INTO messages (created_at, name, email, phone, message, language, idempotency_key, status) VALUES (0, 'A', 'a@example.org', '2100000000', 'Hallo', ?, 'k', 'pending')").run(visitorLanguage({}, 'de-DE,de;q=0.9'));
       console.log(JSON.stringify(db.prepare('SELECT language FROM messages').all()));`,
    ]);
    commit('a third language');
    // NODE_ENV=development, as some shells have it, must not let a draft into the build. Without the compressed
    // copies: a third language changes pages, not how the server sends them, which the site's own build is tested for.
    build = project.run('npx', ['astro', 'build'], { NODE_ENV: 'development', PRECOMPRESS: 'false' });
  }, 300_000);

  it('with the registry entry and its content, fails the type check in exactly the UI strings, the firm’s facts, the public services, the plain words and the editor’s names of the languages', () => {
    expect(checkWithContent.status).not.toBe(0);
    expect(filesWithErrors(checkWithContent), output(checkWithContent).slice(-4000)).toEqual([
      'keystatic.config.tsx',
      'src/config/firm.ts',
      'src/config/plain-words.ts',
      'src/config/public-services.ts',
      'src/i18n/ui/index.ts',
    ]);
  });

  it('needs nothing else: the registry, the content, the UI strings, the firm’s facts, the plain words, the register’s wordings and the editor’s name of the language are all that changed', () => {
    expect(changedFiles).toEqual(
      [
        ' M keystatic.config.tsx',
        ' M src/config/firm.json',
        ' M src/config/plain-words.ts',
        ' M src/config/public-services.ts',
        ' M src/i18n/locales.ts',
        ' M src/i18n/ui/index.ts',
        `?? src/i18n/ui/${NEW}.ts`,
        ...[...contentFiles('articles'), `${SLUG}.mdx`, `${DRAFT}.mdx`].map((f) => `?? src/content/articles/${NEW}/${f}`),
        ...contentFiles('pages').map((f) => `?? src/content/pages/${NEW}/${f}`),
        ...lawFiles().map((f) => ` M src/content/law/${f}`),
      ].sort(),
    );
    expect(check.status, output(check).slice(-4000)).toBe(0);
  });

  it('builds, and the build touches no file of the project', () => {
    expect(build.status, output(build).slice(-4000)).toBe(0);
    expect(project.changed()).toEqual([]);
  });

  it('stores a message in it and answers a German browser in it', () => {
    expect(store.status, output(store)).toBe(0);
    expect(JSON.parse(store.stdout)).toEqual([{ language: NEW }]);
  });

  it('builds its pages under /de/, linked from the others, in the sitemap, the head script and the structured data', () => {
    expect(built(`${NEW}.html`)).toMatch(new RegExp(`<html lang="${NEW}"`));
    for (const slug of [...guideSlugs, SLUG]) expect(built(`${NEW}/articles/${slug}.html`)).toContain(`<html lang="${NEW}"`);
    for (const path of ['about', 'services', 'contact', 'privacy', 'legal', 'offline', '404'])
      expect(built(`${NEW}/${path}.html`)).toContain(`<html lang="${NEW}"`);
    const greek = built('about.html');
    expect(greek).toContain(`hreflang="${NEW}" href="https://www.example.gr/${NEW}/about"`);
    // The head script takes ?lang=de and sends a Greek page on to the German one when German is stored.
    expect(greek).toContain(`"${NEW}":"${NEW}"`);
    expect(greek).toMatch(/"knowsLanguage":\["el","en","de"\]/);
    expect(built('sitemap.xml')).toContain(`<loc>https://www.example.gr/${NEW}/articles/${guideSlugs[0]}</loc>`);
    expect(built('llms.txt')).toContain(`## Guides in German (Deutsch)`);
    // Its legal citations are English words until the language has its own, and marked as English.
    expect(built(`${NEW}/articles/insurance-rights.html`)).toMatch(/<span lang="en">Article \d/);
  });

  it('shows the lawyer’s added point and step on the guides’ pages', () => {
    // The page typesets its text (src/lib/typography.ts): "I kept a photograph" keeps "I" and "a" with the next word.
    expect(built('en/articles/amicable-settlement.html')).toContain(typeset(point.en));
    expect(built(`articles/${STEP_GUIDE}.html`)).toContain(step.el.when);
  });

  it('lists the new guide on the articles page and the home page in both languages, after the spec’s ten', () => {
    for (const [list, prefix] of [
      ['articles.html', ''],
      ['en/articles.html', '/en'],
      ['index.html', ''],
      ['en.html', '/en'],
    ] as const) {
      const links = [...built(list).matchAll(/href="([^"]*\/articles\/[a-z0-9-]+)"/g)].map((m) => m[1]);
      expect(links, list).toContain(`${prefix}/articles/${SLUG}`);
      expect(links.indexOf(`${prefix}/articles/${SLUG}`), list).toBeGreaterThan(links.indexOf(`${prefix}/articles/accident-report`));
    }
    // The page's own description counts the published guides (the draft not among them).
    const count = guideSlugs.length + 1;
    expect(built('articles.html')).toContain(`<meta name="description" content="${typeset(`${count} πρακτικοί οδηγοί`)}`);
    expect(built('en/articles.html')).toContain(`<meta name="description" content="${typeset(`${count} practical guides`)}`);
  });

  it('gives the new guide its page in both languages, with its summary and its review by the named lawyer, in the sitemap and in llms.txt', () => {
    const sitemap = built('sitemap.xml');
    const llms = built('llms.txt');
    for (const [lang, prefix, label] of [
      ['el', '', 'Τελευταίος νομικός έλεγχος'],
      ['en', '/en', 'Last legal review'],
    ] as const) {
      const url = `https://www.example.gr${prefix}/articles/${SLUG}`;
      expect(sitemap).toContain(`<loc>${url}</loc>`);
      expect(llms).toContain(`(${url})`);
      const page = built(`${prefix.slice(1)}/articles/${SLUG}.html`.replace(/^\//, ''));
      expect(page).toContain('data-component="summary"');
      const date = formatDate(lang, new Date(`${REVIEWED}T00:00:00Z`)).replace(/ /g, '\u00a0');
      expect(page).toContain(`${label}: ${date}, ${firm.lawyers[0].name[lang]}`);
      expect(page).toContain('"reviewedBy":{"@type":"Person"');
      // Named in its frontmatter, the lawyer is its author on the page and in the Article; a guide that names
      // no author is the firm's.
      expect(page).toContain(`"author":{"@type":"Person","name":"${firm.lawyers[0].name[lang]}"`);
      expect(page).toMatch(new RegExp(`data-testid="guide-author"[\\s\\S]*?${firm.lawyers[0].name[lang].replace(/[()]/g, '\\$&')}`));
      // A guide no lawyer has reviewed says when it changed, and no more.
      const old = built(`${prefix.slice(1)}/articles/accident-report.html`.replace(/^\//, ''));
      expect(old).toContain(lang === 'en' ? 'Last updated:' : 'Τελευταία ενημέρωση:');
      expect(old).not.toContain(label);
      expect(old).toContain(`"author":{"@type":"Organization","@id":"https://www.example.gr/#firm","name":"${firm.name[lang]}"}`);
      expect(old).not.toContain(`"author":{"@type":"Person"`);
    }
  });

  it('gives the new guide pages whose every link leads to a built page, in their language with one h1, that pass axe in a browser', async () => {
    const dist = join(project.dir, 'dist');
    const fileOf = (path: string) =>
      [join(dist, path === '/' ? 'index.html' : path), join(dist, `${path}.html`)].find((f) => existsSync(f) && statSync(f).isFile());
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The built files answer in place of a server: what axe reads is the page as built.
    await context.route('http://site.test/**', (route) => {
      const file = fileOf(new URL(route.request().url()).pathname);
      return file ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    try {
      for (const path of [`/articles/${SLUG}`, `/en/articles/${SLUG}`]) {
        const html = built(`${path.slice(1)}.html`);
        for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) expect(fileOf(href!), `${path} links to ${href}`).toBeTruthy();
        const page = await context.newPage();
        await page.goto(`http://site.test${path}`, { waitUntil: 'load' });
        await expectNoViolations(page, `${path} @1280`);
        // What axe does not insist on: the page's language and one h1.
        expect(await page.evaluate(() => [document.documentElement.lang, document.querySelectorAll('h1').length])).toEqual([
          path.startsWith('/en/') ? 'en' : 'el',
          1,
        ]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('shows the changed period of the register on the pages that state it, in both languages', async () => {
    const four = { el: 'τέσσερις μήνες', en: 'four months' };
    for (const [lang, prefix] of [
      ['el', ''],
      ['en', 'en/'],
    ] as const) {
      // The guide that states the rule, how we work, and the register's own page.
      for (const path of ['articles/uninsured-hit-run', 'how-we-work', 'law'])
        expect(built(`${prefix}${path}.html`), path).toContain(four[lang]);
    }
    const dist = join(project.dir, 'dist');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await context.route('http://site.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = [join(dist, path === '/' ? 'index.html' : path), join(dist, `${path}.html`)].find(
        (f) => existsSync(f) && statSync(f).isFile(),
      );
      return file ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    try {
      for (const [lang, prefix] of [
        ['el', ''],
        ['en', '/en'],
      ] as const) {
        const page = await context.newPage();
        // The dates page counts the Fund's answer by the register: four months from its receipt.
        await page.goto(`http://site.test${prefix}/deadlines?accident=2026-11-02&fundReceived=2026-11-30`);
        await expect
          .poll(() => page.locator('[data-deadline="fundAnswer"] time').getAttribute('datetime'), { timeout: 30_000 })
          .toBe('2027-03-30');
        // The what-happened path's result for a hit-and-run states it too.
        await page.goto(`http://site.test${prefix}/start#role=pedestrian&harm=hurt&other=unknown&police=yes&fault=no&when=week`);
        await expect.poll(() => page.locator('main').innerText(), { timeout: 30_000 }).toContain(four[lang]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('leaves the draft out of the build entirely', () => {
    for (const lang of locales)
      expect(existsSync(join(project.dir, 'dist', lang === 'el' ? '' : lang, 'articles', `${DRAFT}.html`))).toBe(false);
    for (const file of ['sitemap.xml', 'llms.txt', 'articles.html', 'en/articles.html', 'index.html'])
      expect(built(file), file).not.toContain(DRAFT);
  });
});
