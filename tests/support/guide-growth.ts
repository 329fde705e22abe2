import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Lang } from '../../src/i18n/locales.ts';
import { componentUses } from '../../src/lib/guides/guide-structure.ts';

/**
 * A lawyer adds to the spec's guides: one more point to two checklists whose length the spec gives (the
 * amicable settlement's six, the common mistakes' seven) and one more step to the ten of the uninsured and
 * hit-and-run guide, in both languages. The spec's counts are minimums (tests/support/spec-content.ts), so
 * the build takes it and the tests every guide is held to still pass.
 */

/** Words in each language this test knows; a language being added (another editor test) gets the English. */
type InEach<T> = Partial<Record<Lang, T>> & Record<'el' | 'en', T>;
const inLang = <T>(texts: InEach<T>, lang: Lang): T => texts[lang] ?? texts.en;

export const point: InEach<string> = {
  el: 'Κράτησα φωτογραφία από κάθε σελίδα που υπέγραψα.',
  en: 'I kept a photograph of every page I signed.',
};
export const step: InEach<{ when: string; text: string }> = {
  el: {
    when: 'Σε κάθε αποστολή',
    text: '**Αντίγραφα.** Κρατήστε αντίγραφο από κάθε έγγραφο που στέλνετε και σημειώστε την ημερομηνία αποστολής.',
  },
  en: { when: 'With everything you send', text: '**Copies.** Keep a copy of every document you send, and note the date you sent it.' },
};
export const CHECKLIST_GUIDES = ['amicable-settlement', 'common-mistakes'];
export const STEP_GUIDE = 'uninsured-hit-run';
export const GROWN_GUIDES = [...CHECKLIST_GUIDES, STEP_GUIDE];
export const guidePath = (lang: Lang, slug: string) => `src/content/articles/${lang}/${slug}.mdx`;

/** The checklists' points and the steps of a guide, as the structure check counts them. */
export const parts = (text: string) => {
  const uses = componentUses(text);
  return { points: uses.filter((u) => u.name === 'Checklist').map((c) => c.items), steps: uses.filter((u) => u.name === 'Step').length };
};

/** Makes the additions in the project at `root` (or a folder holding its src/content); returns each changed file's text as it was. */
export function growGuides(root: string, langs: readonly Lang[] = locales): Map<string, string> {
  const project = {
    read: (path: string) => readFileSync(join(root, path), 'utf8'),
    write: (path: string, text: string) => writeFileSync(join(root, path), text),
  };
  const before = new Map<string, string>();
  for (const lang of langs) {
    for (const slug of CHECKLIST_GUIDES) {
      const text = project.read(guidePath(lang, slug));
      before.set(guidePath(lang, slug), text);
      // The last point of the guide's first checklist, then the new one.
      project.write(guidePath(lang, slug), text.replace('\n\n</Checklist>', `\n- ${inLang(point, lang)}\n\n</Checklist>`));
    }
    const text = project.read(guidePath(lang, STEP_GUIDE));
    before.set(guidePath(lang, STEP_GUIDE), text);
    project.write(
      guidePath(lang, STEP_GUIDE),
      text.replace('</Timeline>', `<Step when="${inLang(step, lang).when}">\n\n${inLang(step, lang).text}\n\n</Step>\n\n</Timeline>`),
    );
  }
  return before;
}
