import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { guideSchema } from '../../src/lib/guides/guide-schema.ts';
import { citation, isDecision } from '../../src/lib/guides/guide-sources.ts';
import { attr, elements, parseHtml, readBuilt, textOf } from '../support/built-site.ts';
import { guideSlugs, readGuide } from '../support/guide-source.ts';

const guidePages = locales.flatMap((lang) => guideSlugs.map((slug) => ({ lang, slug, url: localizePath(lang, `/articles/${slug}`) })));

describe('the sources at the end of every guide', () => {
  it.each(guidePages)(
    '$url lists its laws, then its decisions, under "Sources", last in the text and in the contents',
    ({ lang, slug, url }) => {
      const data = guideSchema.parse(readGuide(lang, slug).frontmatter);
      const doc = parseHtml(readBuilt(url));
      const [section, ...more] = elements(doc, 'section').filter((s) => attr(s, 'data-component') === 'sources');
      expect(more).toEqual([]);
      expect(section, 'a sources section').toBeDefined();

      // The last part of the guide's text, after the closing note.
      const body = doc.querySelector('.guide-body')!;
      expect(body.lastElementChild).toBe(section);
      expect(attr(section!.previousElementSibling!, 'data-component')).toBe('disclaimer');

      const heading = section!.querySelector('h2')!;
      expect(textOf(heading)).toBe(lang === 'en' ? 'Sources' : 'Πηγές');
      expect(attr(section!, 'aria-labelledby')).toBe(heading.id);
      const toc = elements(doc.querySelector('.guide-toc')!, 'a');
      expect(attr(toc.at(-1)!, 'href')).toBe(`#${heading.id}`);

      // Laws first, then decisions, each as the page's language cites it; an English page adds the Greek citation.
      const expected = [...data.sources.filter((s) => !isDecision(s)), ...data.sources.filter(isDecision)].map((s) => {
        const { text, greek } = citation(s, lang);
        return greek ? `${text} — ${greek}` : text;
      });
      expect(elements(section!, 'li').map(textOf)).toEqual(expected);
      expect(elements(section!, 'h3').map(textOf)).toEqual(lang === 'en' ? ['Legislation', 'Case law'] : ['Νομοθεσία', 'Νομολογία']);
      if (lang === 'en') {
        for (const li of elements(section!, 'li')) expect(attr(li.querySelector('span')!, 'lang')).toBe('el');
      }

      // The notes to the firm stay in the frontmatter.
      const page = textOf(doc);
      for (const note of data.verify) expect(page).not.toContain(note.slice(0, 40));
      expect(page).not.toMatch(/tvxs|dimokratiki/);
    },
  );
});

describe('a reader who is no longer at the scene', () => {
  const firstPoint = (lang: (typeof locales)[number], slug: string) => guideSchema.parse(readGuide(lang, slug).frontmatter).summary[0]!;

  it('is told first to see a doctor within 24 hours (common mistakes), and what to do if the police never came (accident report)', () => {
    expect(firstPoint('el', 'common-mistakes')).toMatch(/^Εξεταστείτε από γιατρό μέσα σε 24\sώρες/);
    expect(firstPoint('en', 'common-mistakes')).toMatch(/^See a doctor within 24 hours/);
    expect(firstPoint('el', 'accident-report')).toMatch(
      /^Επικοινωνήστε σήμερα με το αστυνομικό τμήμα της περιοχής, αν δεν ήρθε η Αστυνομία/,
    );
    expect(firstPoint('en', 'accident-report')).toMatch(/^Contact the local police station today if the police did not come/);
  });
});
