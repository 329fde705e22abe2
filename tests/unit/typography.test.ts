import { describe, expect, it } from 'vitest';
import { typeset } from '../../src/lib/typography.ts';

const shown = (text: string) => text.replaceAll('\u00a0', '⍽').replaceAll('\u2011', '‑');

describe('typeset', () => {
  it.each([
    ['Πηγαίνετε στον γιατρό μέσα σε 24 ώρες.', 'Πηγαίνετε στον γιατρό μέσα σε 24⍽ώρες.'],
    ['άρθρο 914 ΑΚ και άρθρο 10 ν. 489/1976', 'άρθρο 914⍽ΑΚ και άρθρο 10⍽ν.⍽489/1976'],
    ['έως 5.000 € ή € 20.000', 'έως 5.000⍽€ ή⍽€⍽20.000'],
    ['κατά 30 % μικρότερη', 'κατά 30⍽% μικρότερη'],
    ['ο οδηγός ή η ασφαλιστική', 'ο⍽οδηγός ή⍽η⍽ασφαλιστική'],
    ['π.δ. 237/1986, παρ. 2', 'π.δ.⍽237/1986, παρ.⍽2'],
    ['A hit-and-run driver and a road-accident claim', 'A⍽hit‑and‑run driver and a⍽road‑accident claim'],
    ['Art. 10(2) of Law 489/1976', 'Art.⍽10(2) of Law 489/1976'],
    ['Uninsured driver or hit-and-run: how', 'Uninsured driver or hit‑and‑run: how'],
    ['Please try again in {minutes} minutes.', 'Please try again in {minutes}⍽minutes.'],
  ])('%s', (input, expected) => {
    expect(shown(typeset(input))).toBe(expected);
  });

  it('leaves addresses, e-mails and file names as they are', () => {
    const text = 'Write to info@example-law.gr or see www.road-safety.gr and src/content/my-guide.mdx';
    expect(typeset(text)).toBe(text);
  });

  it('changes no visible character and is idempotent', () => {
    const text = 'Μέσα σε 3 μήνες η ασφαλιστική οφείλει αιτιολογημένη απάντηση (άρθρο 6 παρ. 6 π.δ. 237/1986).';
    const once = typeset(text);
    expect(once.replaceAll('\u00a0', ' ')).toBe(text);
    expect(typeset(once)).toBe(once);
  });
});
