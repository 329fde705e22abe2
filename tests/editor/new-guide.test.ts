import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideIcons } from '../../src/config/guides.ts';
import { locales } from '../../src/i18n/locales.ts';
import { checkGuides, formatGuideProblems } from '../../src/lib/guides/guide-check.ts';
import { publishedGuides, readGuideFiles } from '../../src/lib/guides/guide-files.ts';
import { fillInMarks } from '../../src/lib/guides/guide-skeleton.ts';
import { headingLevels } from '../../src/lib/guides/guide-structure.ts';
import { asDraft, fillIn, withReview } from '../support/guide-filling.ts';
import { CHECKLIST_GUIDES, growGuides, guidePath, parts, STEP_GUIDE } from '../support/guide-growth.ts';
import { guideSlugs } from '../support/guide-source.ts';
import { everyGuide } from '../support/spec-content.ts';

/**
 * `npm run new-guide` and the guide checks, as an editor meets them, in a folder holding a copy of the
 * guides: the script writes the new guide's files and nothing else, the skeleton filled in passes every
 * check a guide is held to, a lawyer's additions to the spec's guides pass, and a slip gets its message.
 * The built site with these guides is tested once, in tests/editor/editors-work.test.ts.
 */
const SLUG = 'whiplash-claims';
const DRAFT = 'parking-damage';
let root: string;
let created: SpawnSyncReturns<string>;
let filesBefore: string[];
let filesAfter: string[];

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const write = (path: string, change: (text: string) => string) => writeFileSync(join(root, path), change(read(path)));
const newGuide = (slug: string) => spawnSync(process.execPath, [resolve('scripts/new-guide.ts'), slug], { cwd: root, encoding: 'utf8' });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'new-guide-'));
  cpSync('src/content/articles', join(root, 'src/content/articles'), { recursive: true });
  filesBefore = allFiles(root);
  created = newGuide(SLUG);
  filesAfter = allFiles(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new-guide', () => {
  it('writes one file per language and nothing else, after the last guide, and says what to do next', () => {
    expect(created.status, created.stderr).toBe(0);
    const paths = locales.map((lang) => guidePath(lang, SLUG));
    expect(filesAfter).toEqual([...filesBefore, ...paths.map((p) => join(root, p))].sort());
    for (const path of paths) expect(created.stdout).toContain(path);
    expect(created.stdout).toMatch(/Next:[\s\S]*npm run dev[\s\S]*npm run build[\s\S]*reviewedBy/);
    expect(read(paths[0]!)).toMatch(new RegExp(`^order: ${guideSlugs.length + 1}$`, 'm'));
  });
});

describe('the new guide, filled in by the editor', () => {
  beforeAll(() => {
    for (const lang of locales) write(guidePath(lang, SLUG), (text) => withReview(fillIn(lang, text)));
  });

  it('passes the checks, with nothing left to fill in', () => {
    expect(checkGuides(readGuideFiles(root)).problems).toEqual([]);
    for (const lang of locales) expect(read(guidePath(lang, SLUG))).not.toContain(fillInMarks[lang]);
    expect(publishedGuides('en', root).at(-1)?.file.slug).toBe(SLUG);
  });

  it.each(locales)('has what every guide has (%s): a summary, an intro, sections, the disclaimer, no promise of results', (lang) => {
    const guide = checkGuides(readGuideFiles(root)).guides.find((g) => g.file.lang === lang && g.file.slug === SLUG)!;
    const { data, body } = guide;
    expect(data.summary.length).toBeGreaterThanOrEqual(everyGuide.summaryPoints);
    expect(data.related).not.toContain(SLUG);
    expect(body.trim().split(/\n## /)[0]!.trim().length).toBeGreaterThanOrEqual(everyGuide.introCharacters);
    expect(headingLevels(body).filter((l) => l === 2).length).toBeGreaterThanOrEqual(everyGuide.sections);
    expect(body.trim().endsWith('<Disclaimer />')).toBe(true);
    expect(body).not.toMatch(/success rate|ποσοστό επιτυχίας|we guarantee|εγγυόμαστε|hundreds of cases|εκατοντάδες υποθέσεις/i);
  });

  it('stops the build, when an icon is mistyped, with the message naming the file, the line, the field and the fix', () => {
    const path = guidePath('en', SLUG);
    const text = read(path);
    try {
      write(path, (t) => t.replace(/^icon: .*$/m, 'icon: rocket'));
      const line = read(path).split('\n').indexOf('icon: rocket') + 1;
      const { problems } = checkGuides(readGuideFiles(root));
      expect(formatGuideProblems(problems)).toContain(
        `One problem stops the build in the guides (src/content/articles/):\n\n- ${path}, line ${line}, field "icon": has "rocket", which is not one of the choices. Write one of: ${guideIcons.join(', ')}`,
      );
    } finally {
      writeFileSync(join(root, path), text);
    }
  });

  it('leaves a second new guide, marked a draft, out of what a build publishes', () => {
    expect(newGuide(DRAFT).status).toBe(0);
    for (const lang of locales) write(guidePath(lang, DRAFT), asDraft);
    expect(checkGuides(readGuideFiles(root)).problems).toEqual([]);
    for (const lang of locales) expect(publishedGuides(lang, root).map((g) => g.file.slug)).not.toContain(DRAFT);
  });
});

describe('a point and a step added to the spec’s guides', () => {
  it('pass the checks in both languages, counted as the lawyer added them', () => {
    const was = growGuides(root);
    expect(checkGuides(readGuideFiles(root)).problems).toEqual([]);
    for (const lang of locales) {
      for (const slug of CHECKLIST_GUIDES) {
        const [before, after] = [parts(was.get(guidePath(lang, slug))!), parts(read(guidePath(lang, slug)))];
        expect(after.points, guidePath(lang, slug)).toEqual([before.points[0]! + 1, ...before.points.slice(1)]);
      }
      const [before, after] = [parts(was.get(guidePath(lang, STEP_GUIDE))!), parts(read(guidePath(lang, STEP_GUIDE)))];
      expect(after.steps, guidePath(lang, STEP_GUIDE)).toBe(before.steps + 1);
    }
  });
});
