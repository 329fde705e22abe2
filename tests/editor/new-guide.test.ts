import { spawn, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { formatDate } from '../../src/i18n/t.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { copyProject, shellEnv, type ProjectCopy } from '../support/project-copy.ts';

/**
 * An editor's eleventh guide, tried as an editor would: in a copy of the project (its files as they are now,
 * committed to a throwaway git repository), `npm run new-guide`, fill in the reviewer, build once, and find
 * the guide everywhere a guide appears, with no file but the new ones touched. One build keeps it cheap.
 */
let project: ProjectCopy;
let copy: string;

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> => project.run(command, args, env);
const changed = () => project.changed();
const built = (path: string) => readFileSync(join(copy, 'dist', path), 'utf8');
const SLUG = 'whiplash-claims';
const DRAFT = 'parking-damage';
const files = (slug: string) => [`src/content/articles/el/${slug}.mdx`, `src/content/articles/en/${slug}.mdx`];

let created: SpawnSyncReturns<string>;
let statusAfterCreate: string[];
let build: SpawnSyncReturns<string>;

beforeAll(() => {
  project = copyProject('new-guide-');
  copy = project.dir;

  created = run('npm', ['run', '--silent', 'new-guide', '--', SLUG]);
  statusAfterCreate = changed();

  // The editor records the review of the new guide by the firm's lawyer; a second new guide stays a draft.
  for (const file of files(SLUG)) {
    const path = join(copy, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(
        /^updated: .*$/m,
        (line) => `${line}\nreviewedBy: "${firm.lawyers[0].name.en}"\nreviewed: 2026-12-01`,
      ),
    );
  }
  run('npm', ['run', '--silent', 'new-guide', '--', DRAFT]);
  for (const file of files(DRAFT)) {
    const path = join(copy, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(/^icon: .*$/m, (line) => `${line}\ndraft: true`),
    );
  }
  // NODE_ENV=development, as some shells have it, must not let a draft into the build.
  build = run('npm', ['run', 'build'], { NODE_ENV: 'development' });
}, 300_000);

afterAll(() => {
  project?.remove();
});

describe('an eleventh guide, added with npm run new-guide', () => {
  it('is two new files and nothing else, and the script says what to do next', () => {
    expect(created.status, created.stderr).toBe(0);
    expect(statusAfterCreate).toEqual(files(SLUG).map((f) => `?? ${f}`));
    expect(created.stdout).toContain(files(SLUG)[0]);
    expect(created.stdout).toContain(files(SLUG)[1]);
    expect(created.stdout).toMatch(/Next:[\s\S]*npm run dev[\s\S]*npm run build[\s\S]*reviewedBy/);
    const frontmatter = readFileSync(join(copy, files(SLUG)[0]!), 'utf8');
    expect(frontmatter).toMatch(new RegExp(`^order: ${guideSlugs.length + 1}$`, 'm'));
  });

  it('builds, and the build touches no file of the project', () => {
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0);
    expect(changed()).toEqual([...files(DRAFT), ...files(SLUG)].sort().map((f) => `?? ${f}`));
  });

  it('is on the articles page and the home page in both languages, after the spec’s ten', () => {
    for (const [list, prefix] of [
      ['articles/index.html', ''],
      ['en/articles/index.html', '/en'],
      ['index.html', ''],
      ['en/index.html', '/en'],
    ] as const) {
      const html = built(list);
      const links = [...html.matchAll(/href="([^"]*\/articles\/[a-z0-9-]+)"/g)].map((m) => m[1]);
      expect(links, list).toContain(`${prefix}/articles/${SLUG}`);
      expect(links.indexOf(`${prefix}/articles/${SLUG}`), list).toBeGreaterThan(links.indexOf(`${prefix}/articles/accident-report`));
    }
    // The page's own description counts the published guides (the draft not among them).
    const count = guideSlugs.length + 1;
    expect(built('articles/index.html')).toContain(`<meta name="description" content="${count} πρακτικοί οδηγοί`);
    expect(built('en/articles/index.html')).toContain(`<meta name="description" content="${count} practical guides`);
  });

  it('has its page in both languages, with its summary and its review by the named lawyer, in the sitemap and in llms.txt', () => {
    const sitemap = built('sitemap.xml');
    const llms = built('llms.txt');
    for (const [lang, prefix, label] of [
      ['el', '', 'Τελευταίος νομικός έλεγχος'],
      ['en', '/en', 'Last legal review'],
    ] as const) {
      const url = `https://www.example.gr${prefix}/articles/${SLUG}`;
      expect(sitemap).toContain(`<loc>${url}</loc>`);
      expect(llms).toContain(`(${url})`);
      const page = built(`${prefix.slice(1)}/articles/${SLUG}/index.html`.replace(/^\//, ''));
      expect(page).toContain('data-component="summary"');
      const date = formatDate(lang, new Date('2026-12-01T00:00:00Z')).replace(/ /g, '\u00a0');
      expect(page).toContain(`${label}: ${date}, ${firm.lawyers[0].name[lang]}`);
      expect(page).toContain('"reviewedBy":{"@type":"Person"');
      // A guide no lawyer has reviewed says when it changed, and no more.
      const old = built(`${prefix.slice(1)}/articles/accident-report/index.html`.replace(/^\//, ''));
      expect(old).toContain(lang === 'en' ? 'Last updated:' : 'Τελευταία ενημέρωση:');
      expect(old).not.toContain(label);
    }
  });

  it('leaves a draft out of the build entirely', () => {
    expect(existsSync(join(copy, 'dist/articles', DRAFT))).toBe(false);
    expect(existsSync(join(copy, 'dist/en/articles', DRAFT))).toBe(false);
    for (const file of ['sitemap.xml', 'llms.txt', 'articles/index.html', 'en/articles/index.html', 'index.html'])
      expect(built(file), file).not.toContain(DRAFT);
  });

  it('shows the draft in npm run dev, where the editor writes it', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const dev = spawn('npx', ['astro', 'dev', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: copy,
      detached: true,
      stdio: 'ignore',
      env: shellEnv(),
    });
    try {
      const url = `http://127.0.0.1:${port}/en/articles/${DRAFT}`;
      // Until the server has started and synced the content it refuses or answers 404; then the page.
      let response: Response | undefined;
      for (const deadline = Date.now() + 60_000; response?.status !== 200 && Date.now() < deadline;) {
        response = await fetch(url).catch(() => undefined);
        if (response?.status !== 200) await new Promise((wait) => setTimeout(wait, 250));
      }
      expect(response?.status).toBe(200);
      expect(await response!.text()).toContain('Title of the guide');
    } finally {
      process.kill(-dev.pid!, 'SIGTERM');
    }
  });

  it('a mistake in it stops the next build with the plain message naming the file, the line, the field and the fix', () => {
    const path = join(copy, files(SLUG)[1]!);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^icon: .*$/m, 'icon: rocket'));
    const line = readFileSync(path, 'utf8').split('\n').indexOf('icon: rocket') + 1;
    const failed = run('npx', ['astro', 'build']);
    expect(failed.status).not.toBe(0);
    expect(failed.stdout + failed.stderr).toContain(
      `${files(SLUG)[1]}, line ${line}, field "icon": has "rocket", which is not one of the choices. Write one of: car, calculator,`,
    );
  });
});
