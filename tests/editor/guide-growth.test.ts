import type { SpawnSyncReturns } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { componentUses } from '../../src/lib/guide-structure.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { runTestsInCopy } from '../support/tests-in-copy.ts';
import { typeset } from '../../src/lib/typography.ts';

/**
 * A lawyer adds to the spec's guides, in a copy of the project: one more point to two checklists whose
 * length the spec gives (the amicable settlement's six, the common mistakes' seven) and one more step to
 * the ten of the uninsured and hit-and-run guide, in both languages. The build takes it, and the tests every
 * guide is held to still pass there: the spec's counts are minimums (tests/support/spec-content.ts).
 */
/** Words in each language this test knows; a language being added (another editor test) gets the English. */
type InEach<T> = Partial<Record<Lang, T>> & Record<'el' | 'en', T>;
const inLang = <T>(texts: InEach<T>, lang: Lang): T => texts[lang] ?? texts.en;

const point: InEach<string> = {
  el: 'Κράτησα φωτογραφία από κάθε σελίδα που υπέγραψα.',
  en: 'I kept a photograph of every page I signed.',
};
const step: InEach<{ when: string; text: string }> = {
  el: {
    when: 'Σε κάθε αποστολή',
    text: '**Αντίγραφα.** Κρατήστε αντίγραφο από κάθε έγγραφο που στέλνετε και σημειώστε την ημερομηνία αποστολής.',
  },
  en: { when: 'With everything you send', text: '**Copies.** Keep a copy of every document you send, and note the date you sent it.' },
};
const CHECKLIST_GUIDES = ['amicable-settlement', 'common-mistakes'];
const STEP_GUIDE = 'uninsured-hit-run';
const path = (lang: Lang, slug: string) => `src/content/articles/${lang}/${slug}.mdx`;

let project: ProjectCopy;
let build: SpawnSyncReturns<string>;
const before = new Map<string, string>();

/** The checklists' points and the steps of a guide, as the structure check counts them. */
const parts = (text: string) => {
  const uses = componentUses(text);
  return { points: uses.filter((u) => u.name === 'Checklist').map((c) => c.items), steps: uses.filter((u) => u.name === 'Step').length };
};

beforeAll(() => {
  project = copyProject('guide-growth-');
  for (const lang of locales) {
    for (const slug of CHECKLIST_GUIDES) {
      const text = project.read(path(lang, slug));
      before.set(path(lang, slug), text);
      // The last point of the guide's first checklist, then the new one.
      project.write(path(lang, slug), text.replace('\n\n</Checklist>', `\n- ${inLang(point, lang)}\n\n</Checklist>`));
    }
    const text = project.read(path(lang, STEP_GUIDE));
    before.set(path(lang, STEP_GUIDE), text);
    project.write(
      path(lang, STEP_GUIDE),
      text.replace('</Timeline>', `<Step when="${inLang(step, lang).when}">\n\n${inLang(step, lang).text}\n\n</Step>\n\n</Timeline>`),
    );
  }
  build = project.run('npm', ['run', 'build']);
}, 300_000);

afterAll(() => {
  project?.remove();
});

describe('a point and a step added to the spec’s guides', () => {
  it('are there, in both languages, and the build takes them', () => {
    for (const lang of locales) {
      for (const slug of CHECKLIST_GUIDES) {
        const [was, is] = [parts(before.get(path(lang, slug))!), parts(project.read(path(lang, slug)))];
        expect(is.points, path(lang, slug)).toEqual([was.points[0]! + 1, ...was.points.slice(1)]);
      }
      const [was, is] = [parts(before.get(path(lang, STEP_GUIDE))!), parts(project.read(path(lang, STEP_GUIDE)))];
      expect(is.steps, path(lang, STEP_GUIDE)).toBe(was.steps + 1);
    }
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0);
    // The page typesets its text (src/lib/typography.ts): "I kept a photograph" keeps "I" and "a" with the next word.
    expect(project.read('dist/en/articles/amicable-settlement.html')).toContain(typeset(point.en));
    expect(project.read(`dist/articles/${STEP_GUIDE}.html`)).toContain(step.el.when);
  });

  it('break none of the guides’ unit tests', { timeout: 600_000 }, () => {
    const run = runTestsInCopy(project, 'unit', ['tests/unit/guides.test.ts', 'tests/unit/guide-check.test.ts']);
    expect(run.failed, run.output).toEqual([]);
    for (const slug of [...CHECKLIST_GUIDES, STEP_GUIDE])
      for (const lang of locales)
        expect(
          run.passed.some((name) => name.includes(`${lang}/${slug}`)),
          `${lang}/${slug}`,
        ).toBe(true);
  });

  it('break none of the guide pages’ tests in a browser, nor valid HTML', { timeout: 600_000 }, () => {
    const run = runTestsInCopy(project, 'e2e', ['tests/e2e/guides.test.ts', 'tests/e2e/html-valid.test.ts']);
    expect(run.failed, run.output).toEqual([]);
    expect(run.passed.filter((name) => name.includes('keeps ticks across a reload')).length).toBe(1);
    for (const slug of [...CHECKLIST_GUIDES, STEP_GUIDE])
      expect(
        run.passed.some((name) => name.includes(`/en/articles/${slug}:`)),
        slug,
      ).toBe(true);
  });
});
