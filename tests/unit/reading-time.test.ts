import { describe, expect, it } from 'vitest';
import { readingMinutes, visibleText, visibleWords } from '../../src/lib/reading-time.ts';
import { readGuide } from '../support/guide-source.ts';

const words = (n: number, word = 'λέξη') => Array.from({ length: n }, () => word).join(' ');

describe('reading time', () => {
  it('counts the text of attributes the page shows: a trap’s title, why and how, an answer, a step, a label', () => {
    const body = `Intro.\n\n<Trap title="${words(5)}" why="${words(300)}" how="${words(300)}" />\n\n<Faq q="${words(10)}" a="${words(180)}" />\n`;
    expect(visibleWords(body)).toBe(1 + 5 + 300 + 300 + 10 + 180);
    expect(readingMinutes(body)).toBe(4);
    expect(visibleWords('<Step when="Within 24 hours">\n\nSee a doctor.\n\n</Step>')).toBe(6);
    expect(
      visibleWords(
        '<CompensationExample heads={[{ label: "Car repair", amount: 3000 }, { label: "Loss of use", amount: 25 * 10 }]} share={0.2} />',
      ),
    ).toBe(5);
  });

  it('leaves out what the reader never sees: attribute names, ids, kinds, languages, link targets, markup', () => {
    const body =
      '<Checklist id="at-the-scene" title="At the scene">\n\n- [Call us](/en/contact) now\n\n</Checklist>\n\n| A | B |\n|---|---|\n| <span lang="el">Τροχαία</span> | **ok** |\n\n## Title';
    expect(visibleText(body)).not.toMatch(/at-the-scene|\/en\/contact|lang|el"|Checklist|span/);
    expect(visibleWords(body)).toBe(3 + 3 + 2 + 2 + 1);
  });

  it('counts shown attributes however they are quoted, and not list numbers or a code fence’s language', () => {
    expect(visibleWords(`<Trap\n  how='Say "nothing" yet'\n  title={"The “first” call"}\n  why={\`It «sticks»\`}\n/>`)).toBe(3 + 3 + 2);
    expect(visibleWords("<CompensationExample heads={[{ label: 'Car repair' }, { 'label': \"Loss of use\" }]} />")).toBe(5);
    expect(visibleWords('1. Call 100\n2. Take photos\n\n```text\nTo the insurer\n```')).toBe(2 + 2 + 3);
  });

  it.each(['el', 'en'] as const)('common-mistakes (%s), fourteen traps written as attributes, takes more than ten minutes', (lang) => {
    // The traps' text is in attributes: counted as markup, the guide read in about 4 minutes.
    expect(readingMinutes(readGuide(lang, 'common-mistakes').body)).toBeGreaterThanOrEqual(10);
  });
});
