import { describe, expect, it } from 'vitest';
import { latinForm, withLatinForms } from '../../src/lib/search/latin-forms.ts';

describe('the Latin forms of Greek initialisms, for the search index', () => {
  it('spells an initialism with the keys a Greek keyboard left on Latin types', () => {
    expect(latinForm('ΚΤΕΟ')).toBe('KTEO');
    expect(latinForm('ΕΚΑΒ')).toBe('EKAB');
    expect(latinForm('ΕΟΠΥΥ')).toBe('EOPYY');
    expect(latinForm('ΑΦΜ')).toBe('AFM');
  });

  it('adds the Latin form after each initialism in the text, never in a tag or an attribute', () => {
    expect(withLatinForms('<p title="ΕΚΑΒ">Καλέστε το ΕΚΑΒ στο 166· το ΚΤΕΟ.</p>')).toBe(
      '<p title="ΕΚΑΒ">Καλέστε το ΕΚΑΒ (EKAB) στο 166· το ΚΤΕΟ (KTEO).</p>',
    );
    expect(withLatinForms('<span lang="el">ΕΟΠΥΥ</span>')).toBe('<span lang="el">ΕΟΠΥΥ (EOPYY)</span>');
  });

  it('leaves long words in capitals, two-letter abbreviations and accented capitals alone', () => {
    for (const text of ['ΤΡΟΧΑΊΑ', 'ΑΣΦΑΛΙΣΤΙΚΗ', 'άρθρο 914 ΑΚ', 'ΑΠ 1234/2020', 'Τροχαία'])
      expect(withLatinForms(`<p>${text}</p>`)).toBe(`<p>${text}</p>`);
  });
});
