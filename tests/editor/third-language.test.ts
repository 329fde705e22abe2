import type { SpawnSyncReturns } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

/**
 * A third language, added in a copy of the project the way the locale registry promises: one registry
 * entry, then the build and the type checker name what is missing (its guides and notices, its UI strings,
 * the firm's facts in it) and nothing else; once those are there (the English ones stand in), the site
 * builds with its pages under /de/ and the contact store takes messages in it.
 */
const NEW = 'de';
const STAND_IN = 'en';
const ENTRY = `  ${NEW}: { hreflang: '${NEW}', og: 'de_DE', intl: 'de-DE', label: 'DE' },\n`;

let project: ProjectCopy;
let buildWithEntryOnly: SpawnSyncReturns<string>;
let checkWithContent: SpawnSyncReturns<string>;
let build: SpawnSyncReturns<string>;
let check: SpawnSyncReturns<string>;
let store: SpawnSyncReturns<string>;
let changedFiles: string[];

const output = (result: SpawnSyncReturns<string>) => stripVTControlCharacters(result.stdout + result.stderr);
/** The files `astro check` reports errors in. */
const filesWithErrors = (result: SpawnSyncReturns<string>) =>
  [...new Set([...output(result).matchAll(/^(\S+?):\d+:\d+ - error/gm)].map((m) => m[1]))].sort();
const contentFiles = (collection: string) => readdirSync(join('src/content', collection, STAND_IN)).filter((f) => f.endsWith('.mdx'));

beforeAll(() => {
  project = copyProject('third-language-');
  const registry = project.read('src/i18n/locales.ts');
  const lastEntry = new RegExp(`^  ${locales.at(-1)}: \\{.*\\},\\n`, 'm');
  expect(registry).toMatch(lastEntry);
  project.write(
    'src/i18n/locales.ts',
    registry.replace(lastEntry, (line) => line + ENTRY),
  );
  buildWithEntryOnly = project.run('npx', ['astro', 'build']);

  // The content: the English guides and notices stand in for the German ones.
  for (const collection of ['articles', 'pages']) {
    for (const file of contentFiles(collection))
      project.write(`src/content/${collection}/${NEW}/${file}`, project.read(`src/content/${collection}/${STAND_IN}/${file}`));
  }
  checkWithContent = project.run('npx', ['astro', 'check', '--minimumSeverity', 'warning']);

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
    'src/config/firm.ts',
    project.read('src/config/firm.ts').replace(new RegExp(`\\b${STAND_IN}: ('(?:[^'\\\\]|\\\\.)*')`, 'g'), `${STAND_IN}: $1, ${NEW}: $1`),
  );
  changedFiles = project.changed();
  check = project.run('npx', ['astro', 'check', '--minimumSeverity', 'warning']);
  build = project.run('npm', ['run', 'build']);
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
}, 600_000);

afterAll(() => project?.remove());

describe('a third language, added in a copy of the project', () => {
  it('with the registry entry alone, fails the build naming each guide and notice it lacks, and nothing else', () => {
    expect(buildWithEntryOnly.status).not.toBe(0);
    const text = output(buildWithEntryOnly);
    const missing = [...text.matchAll(/- (src\/content\/\S+\.mdx) is missing/g)].map((m) => m[1]).sort();
    const expected = [
      ...guideSlugs.map((slug) => `src/content/articles/${NEW}/${slug}.mdx`),
      ...contentFiles('pages').map((f) => `src/content/pages/${NEW}/${f}`),
    ].sort();
    expect(missing).toEqual(expected);
    expect(text).toContain('has no German version');
  });

  it('with its content, fails the type check in exactly the UI strings and the firm’s facts', () => {
    expect(checkWithContent.status).not.toBe(0);
    expect(filesWithErrors(checkWithContent), output(checkWithContent).slice(-4000)).toEqual([
      'src/config/firm.ts',
      'src/i18n/ui/index.ts',
    ]);
  });

  it('needs nothing else: the registry, the content, the UI strings and the firm’s facts are all that changed', () => {
    expect(changedFiles).toEqual(
      [
        ' M src/config/firm.ts',
        ' M src/i18n/locales.ts',
        ' M src/i18n/ui/index.ts',
        `?? src/i18n/ui/${NEW}.ts`,
        ...contentFiles('articles').map((f) => `?? src/content/articles/${NEW}/${f}`),
        ...contentFiles('pages').map((f) => `?? src/content/pages/${NEW}/${f}`),
      ].sort(),
    );
    expect(check.status, output(check).slice(-4000)).toBe(0);
    expect(build.status, output(build).slice(-4000)).toBe(0);
  });

  it('builds its pages under /de/, linked from the others, in the sitemap, the head script and the structured data', () => {
    const page = (path: string) => project.read(join('dist', path));
    const home = page(`${NEW}.html`);
    expect(home).toMatch(new RegExp(`<html lang="${NEW}"`));
    for (const slug of guideSlugs) expect(page(`${NEW}/articles/${slug}.html`)).toContain(`<html lang="${NEW}"`);
    for (const path of ['about', 'services', 'contact', 'privacy', 'legal', 'offline', '404'])
      expect(page(`${NEW}/${path}.html`)).toContain(`<html lang="${NEW}"`);
    const greek = page('about.html');
    expect(greek).toContain(`hreflang="${NEW}" href="https://www.example.gr/${NEW}/about"`);
    // The head script takes ?lang=de and sends a Greek page on to the German one when German is stored.
    expect(greek).toContain(`"${NEW}":"${NEW}"`);
    expect(greek).toMatch(/"knowsLanguage":\["el","en","de"\]/);
    expect(page('sitemap.xml')).toContain(`<loc>https://www.example.gr/${NEW}/articles/${guideSlugs[0]}</loc>`);
    expect(page('llms.txt')).toContain(`## Guides in German (Deutsch)`);
  });

  it('stores a message in it and answers a German browser in it', () => {
    expect(store.status, output(store)).toBe(0);
    expect(JSON.parse(store.stdout)).toEqual([{ language: NEW }]);
  });
});
