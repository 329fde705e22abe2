import { spawn, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { formatDate } from '../../src/i18n/t.ts';
import { fillInMarks } from '../../src/lib/guide-skeleton.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { copyProject, shellEnv, type ProjectCopy } from '../support/project-copy.ts';
import { runTestsInCopy } from '../support/tests-in-copy.ts';
import { typeset } from '../../src/lib/typography.ts';
import { CHECKLIST_GUIDES, GROWN_GUIDES, growGuides, guidePath, parts, point, STEP_GUIDE, step } from './support/guide-growth.ts';

/**
 * The editors' work, tried as they would do it, in one copy of the project (its files as they are now,
 * committed to a throwaway git repository): a lawyer adds to the spec's guides (./support/guide-growth.ts),
 * then an editor writes an eleventh guide with `npm run new-guide`, filling in the text and the reviewer.
 * One build, then the guide is found everywhere a guide appears, with no file but the new ones touched, and
 * the tests every guide is held to run there over the new guide and the grown ones alike. One copy and one
 * build for both keep it cheap.
 */
let project: ProjectCopy;
let copy: string;

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> => project.run(command, args, env);
const changed = () => project.changed();
const built = (path: string) => readFileSync(join(copy, 'dist', path), 'utf8');
const SLUG = 'whiplash-claims';
const DRAFT = 'parking-damage';
const files = (slug: string) => [`src/content/articles/el/${slug}.mdx`, `src/content/articles/en/${slug}.mdx`];

/**
 * What the editor writes in place of each "[to fill in]": the frontmatter's fields by name, the summary's
 * points, then the body's marked lines in order (the intro, each section's heading and text, "in short"),
 * with a checklist and a question added as editors do.
 */
interface Filling {
  fields: Record<string, string>;
  summary: string[];
  body: string[];
}

/** In each language this test knows; a language being added (another editor test) gets the English. */
const filling: Partial<Record<Lang, Filling>> & Record<'el' | 'en', Filling> = {
  el: {
    fields: {
      title: 'Τραυματισμοί στον αυχένα μετά από τροχαίο',
      subtitle: 'Τι κάνετε όταν ο πόνος στον αυχένα εμφανίζεται ώρες ή ημέρες μετά τη σύγκρουση',
      description:
        'Πώς καταγράφετε έναν τραυματισμό στον αυχένα μετά από τροχαίο: γιατρός, εξετάσεις, φάκελος εξόδων και τι λέτε στην ασφαλιστική.',
    },
    summary: [
      'Δείτε γιατρό μέσα σε 24 ώρες, ακόμη κι αν ο πόνος μοιάζει ελαφρύς.',
      'Κρατήστε κάθε γνωμάτευση, εξέταση και απόδειξη σε έναν φάκελο.',
      'Μην υπογράφετε τίποτα για ασφαλιστική πριν το διαβάσετε ολόκληρο.',
    ],
    body: [
      'Ο πόνος στον αυχένα μετά από μια σύγκρουση, ακόμη και σε χαμηλή ταχύτητα, συχνά δεν φαίνεται αμέσως. Ο οδηγός αυτός εξηγεί τι κάνετε τις πρώτες ημέρες ώστε ο τραυματισμός να καταγραφεί σωστά, ποια έγγραφα κρατάτε και πώς μιλάτε με την ασφαλιστική χωρίς να δεσμευτείτε για όσα δεν γνωρίζετε ακόμη.',
      '## Τα πρώτα συμπτώματα',
      'Δυσκαμψία, πονοκέφαλος ή πόνος στους ώμους μπορεί να αρχίσουν το επόμενο πρωί. Πείτε στον γιατρό πότε έγινε το ατύχημα και περιγράψτε κάθε σύμπτωμα, όσο μικρό κι αν είναι.\n\n<Checklist id="first-days" title="Τις πρώτες ημέρες">\n\n- Είδα γιατρό και είπα πότε έγινε το ατύχημα.\n- Σημείωσα κάθε σύμπτωμα και την ημέρα που άρχισε.\n- Κράτησα το παραπεμπτικό για κάθε εξέταση που ζήτησε ο γιατρός.\n\n</Checklist>',
      '## Ο φάκελος με τα έγγραφα',
      'Κρατήστε τις ιατρικές γνωματεύσεις, τα αποτελέσματα των εξετάσεων, τις αποδείξεις για φάρμακα και φυσικοθεραπείες και μια σημείωση για τις ημέρες που δεν μπορέσατε να εργαστείτε. Ένας φάκελος, με σειρά ημερομηνιών, αρκεί.',
      '## Η επικοινωνία με την ασφαλιστική',
      'Λέτε μόνο όσα γνωρίζετε. Μην εικάζετε με τι ταχύτητα κινούνταν τα οχήματα και μη χαρακτηρίζετε τον τραυματισμό ελαφρύ πριν τον εκτιμήσει γιατρός.\n\n<Faq q="Ο πόνος άρχισε δύο ημέρες αργότερα. Είναι αργά για γιατρό;" a="Όχι. Δείτε γιατρό μόλις αρχίσει ο πόνος και πείτε πότε έγινε το ατύχημα· η γνωμάτευση καταγράφει και τις δύο ημερομηνίες." />',
      'Δείτε γιατρό νωρίς, κρατήστε κάθε έγγραφο και λέτε μόνο όσα γνωρίζετε.',
    ],
  },
  en: {
    fields: {
      title: 'Neck injuries after a road accident',
      subtitle: 'What to do when neck pain appears hours or days after the crash',
      description:
        'How to record a neck injury after a road accident: the doctor, the tests, a file of expenses and what to say to the insurer.',
    },
    summary: [
      'See a doctor within 24 hours, even if the pain seems mild.',
      'Keep every medical report, test and receipt in one file.',
      'Sign nothing for an insurer before you have read all of it.',
    ],
    body: [
      'Neck pain after a collision, even at low speed, often does not show at once. This guide explains what to do in the first days so that the injury is properly recorded, which papers to keep, and how to speak to the insurer without committing yourself to anything you do not yet know.',
      '## The first symptoms',
      'Stiffness, headache or pain in the shoulders may start the next morning. Tell the doctor when the accident happened and describe every symptom, however small.\n\n<Checklist id="first-days" title="In the first days">\n\n- I saw a doctor and said when the accident happened.\n- I wrote down every symptom and the day it started.\n- I kept the referral for any test the doctor asked for.\n\n</Checklist>',
      '## The file of papers',
      'Keep the medical reports, the test results, the receipts for medicines and physiotherapy, and a note of the days you could not work. One folder, in date order, is enough.',
      '## Speaking to the insurer',
      'State only what you know. Do not guess how fast the cars were moving, and do not call the injury minor before a doctor has assessed it.\n\n<Faq q="The pain started two days later. Is it too late to see a doctor?" a="No. See a doctor as soon as the pain starts and say when the accident happened; the report records both dates." />',
      'See a doctor early, keep every paper, and say only what you know.',
    ],
  },
};

/** The skeleton with every "[to fill in]" replaced as `filling` says; throws on a marked line it has no text for. */
function fillIn(lang: Lang, skeleton: string): string {
  const mark = fillInMarks[lang];
  const { fields, summary, body } = filling[lang] ?? filling.en;
  const [, head, text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(skeleton)!;
  const [points, paragraphs] = [[...summary], [...body]];
  const missing = (line: string) => new Error(`The skeleton asks for text this test does not write: ${line}`);
  let list = '';
  const frontmatter = head!.split('\n').map((line) => {
    list = /^(\w+):\s*$/.exec(line)?.[1] ?? (line.startsWith(' ') ? list : '');
    if (!line.includes(mark)) return line;
    const field = /^(\w+): /.exec(line)?.[1];
    const value = field ? fields[field] : list === 'summary' ? points.shift() : undefined;
    if (value === undefined) throw missing(line);
    return field ? `${field}: ${JSON.stringify(value)}` : `  - ${JSON.stringify(value)}`;
  });
  const prose = text!.split('\n').map((line) => {
    if (!line.includes(mark)) return line;
    const value = paragraphs.shift();
    if (value === undefined) throw missing(line);
    return value;
  });
  if (points.length || paragraphs.length) throw new Error(`The skeleton has fewer places to fill in than this test writes (${lang})`);
  return `---\n${frontmatter.join('\n')}\n---\n${prose.join('\n')}`;
}

let created: SpawnSyncReturns<string>;
let statusAfterCreate: string[];
let build: SpawnSyncReturns<string>;
let grown: Map<string, string>;

beforeAll(() => {
  project = copyProject('editors-work-');
  copy = project.dir;
  grown = growGuides(project);

  created = run('npm', ['run', '--silent', 'new-guide', '--', SLUG]);
  statusAfterCreate = changed();

  // The editor writes the text and records the review of the new guide by the firm's lawyer, who the firm
  // says also wrote it; a second new guide stays a draft.
  for (const lang of locales) {
    const path = join(copy, `src/content/articles/${lang}/${SLUG}.mdx`);
    writeFileSync(
      path,
      fillIn(lang, readFileSync(path, 'utf8')).replace(
        /^updated: .*$/m,
        (line) => `${line}\nauthor: "${firm.lawyers[0].name.en}"\nreviewedBy: "${firm.lawyers[0].name.en}"\nreviewed: 2026-12-01`,
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

describe('a point and a step added to the spec’s guides', () => {
  it('are there, in both languages, and the build takes them', () => {
    for (const lang of locales) {
      for (const slug of CHECKLIST_GUIDES) {
        const [was, is] = [parts(grown.get(guidePath(lang, slug))!), parts(project.read(guidePath(lang, slug)))];
        expect(is.points, guidePath(lang, slug)).toEqual([was.points[0]! + 1, ...was.points.slice(1)]);
      }
      const [was, is] = [parts(grown.get(guidePath(lang, STEP_GUIDE))!), parts(project.read(guidePath(lang, STEP_GUIDE)))];
      expect(is.steps, guidePath(lang, STEP_GUIDE)).toBe(was.steps + 1);
    }
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0);
    // The page typesets its text (src/lib/typography.ts): "I kept a photograph" keeps "I" and "a" with the next word.
    expect(built('en/articles/amicable-settlement.html')).toContain(typeset(point.en));
    expect(built(`articles/${STEP_GUIDE}.html`)).toContain(step.el.when);
  });
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
      ['articles.html', ''],
      ['en/articles.html', '/en'],
      ['index.html', ''],
      ['en.html', '/en'],
    ] as const) {
      const html = built(list);
      const links = [...html.matchAll(/href="([^"]*\/articles\/[a-z0-9-]+)"/g)].map((m) => m[1]);
      expect(links, list).toContain(`${prefix}/articles/${SLUG}`);
      expect(links.indexOf(`${prefix}/articles/${SLUG}`), list).toBeGreaterThan(links.indexOf(`${prefix}/articles/accident-report`));
    }
    // The page's own description counts the published guides (the draft not among them).
    const count = guideSlugs.length + 1;
    expect(built('articles.html')).toContain(`<meta name="description" content="${typeset(`${count} πρακτικοί οδηγοί`)}`);
    expect(built('en/articles.html')).toContain(`<meta name="description" content="${typeset(`${count} practical guides`)}`);
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
      const page = built(`${prefix.slice(1)}/articles/${SLUG}.html`.replace(/^\//, ''));
      expect(page).toContain('data-component="summary"');
      const date = formatDate(lang, new Date('2026-12-01T00:00:00Z')).replace(/ /g, '\u00a0');
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

  it('is written in full: nothing left to fill in', () => {
    for (const lang of locales) expect(project.read(`src/content/articles/${lang}/${SLUG}.mdx`)).not.toContain(fillInMarks[lang]);
  });

  it('passes the unit tests every guide is held to: its parts, its language, both files alike', { timeout: 600_000 }, () => {
    const run = runTestsInCopy(project, 'unit', ['tests/unit/guides.test.ts', 'tests/unit/guide-check.test.ts']);
    expect(run.failed, run.output).toEqual([]);
    for (const lang of locales) expect(run.passed.filter((name) => name.includes(`${lang}/${SLUG}`)).length, lang).toBeGreaterThan(2);
    for (const slug of GROWN_GUIDES)
      for (const lang of locales)
        expect(
          run.passed.some((name) => name.includes(`${lang}/${slug}`)),
          `${lang}/${slug}`,
        ).toBe(true);
  });

  it(
    'passes the page tests every guide is held to, in a browser: the guide page, search tags, links, valid HTML',
    { timeout: 600_000 },
    () => {
      const run = runTestsInCopy(project, 'e2e', [
        'tests/e2e/guides.test.ts',
        'tests/e2e/seo.test.ts',
        'tests/e2e/links.test.ts',
        'tests/e2e/html-valid.test.ts',
      ]);
      expect(run.failed, run.output).toEqual([]);
      for (const url of [`/articles/${SLUG}`, `/en/articles/${SLUG}`, ...GROWN_GUIDES.map((slug) => `/en/articles/${slug}`)])
        expect(run.passed.filter((name) => name.includes(`${url}:`)).length, url).toBeGreaterThan(0);
      expect(run.passed.filter((name) => name.includes('valid HTML')).length).toBe(1);
      expect(run.passed.filter((name) => name.includes('keeps ticks across a reload')).length).toBe(1);
    },
  );

  it('passes axe and the checks every page has, in both languages', { timeout: 600_000 }, () => {
    const run = runTestsInCopy(project, 'e2e', ['tests/e2e/a11y.test.ts', 'tests/e2e/site.test.ts'], { only: `articles/${SLUG}$` });
    expect(run.failed, run.output).toEqual([]);
    // Each of its two pages through axe at 1280 px and through the checks of every page.
    expect(run.passed.length, run.output).toBe(4);
  });

  it('leaves a draft out of the build entirely', () => {
    expect(existsSync(join(copy, 'dist/articles', DRAFT))).toBe(false);
    expect(existsSync(join(copy, 'dist/en/articles', DRAFT))).toBe(false);
    for (const file of ['sitemap.xml', 'llms.txt', 'articles.html', 'en/articles.html', 'index.html'])
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
