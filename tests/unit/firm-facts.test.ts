import { describe, expect, it } from 'vitest';
import { firm } from '../../src/config/firm.ts';
import { useTranslations } from '../../src/i18n/t.ts';
import { dictionaries } from '../../src/i18n/ui/index.ts';
import { experienceYears, languageList } from '../../src/lib/firm-facts.ts';
import { articleLd, siteUrl } from '../../src/lib/structured-data.ts';

describe('the firm’s facts in the texts', () => {
  it('claims only whole years certainly past since the founding year, by decades from ten on', () => {
    const on = (day: string) => new Date(`${day}T00:00:00Z`);
    expect(experienceYears(1994, on('2026-11-27'))).toBe(30);
    // Founded on 31 December 1994 at the latest: on 1 January 2025 the office has 30 years and a day.
    expect(experienceYears(1994, on('2025-01-01'))).toBe(30);
    expect(experienceYears(1994, on('2024-12-31'))).toBe(20);
    expect(experienceYears(2019, on('2026-06-01'))).toBe(6);
  });

  it('refuses a founding year it cannot count from, naming the setting', () => {
    const today = new Date('2026-11-27T00:00:00Z');
    expect(() => experienceYears(2030, today)).toThrow(/src\/config\/firm\.ts: foundedYear is 2030/);
    expect(() => experienceYears(1994.5, today)).toThrow(/foundedYear is 1994.5/);
    expect(() => experienceYears(2026, today)).toThrow(/no whole year of experience/);
  });

  it('names languages as each reader writes them', () => {
    expect(languageList(['el', 'en'], 'en')).toBe('Greek and English');
    expect(languageList(['el', 'en'], 'el')).toBe('Ελληνικά και Αγγλικά');
    expect(languageList(['el', 'en'], 'el', 'unit')).toBe('Ελληνικά, Αγγλικά');
  });

  it('fills every text that states a fact of the firm from src/config/firm.ts, in both languages', () => {
    const years = experienceYears(firm.foundedYear, new Date());
    for (const lang of ['el', 'en'] as const) {
      const t = useTranslations(lang);
      expect(t('hero.tagline')).toContain(String(years));
      expect(t('why.experience.title')).toContain(`${years}+`);
      expect(t('home.about.text')).toContain(firm.practice[lang]);
      expect(t('home.about.text')).toContain(String(firm.foundedYear));
      expect(t('about.intro')).toContain(String(firm.foundedYear));
      expect(t('meta.contact.description')).toContain(firm.address.postalCode);
      expect(t('contact.noObligation')).toContain(firm.firstMeeting[lang]);
      // No text states the facts by itself any more: none is left in the dictionaries.
      for (const value of Object.values(dictionaries[lang])) {
        expect(value).not.toMatch(/\b(30|thirty|τριάντα)\b|1994|10564|αποκλειστικ|\bonly on (road|compensation)\b|Αθηνών|Athens Bar/i);
      }
    }
  });
});

describe('who a guide’s structured data names', () => {
  const guide = { lang: 'el' as const, path: '/articles/x', title: 'Τίτλος', description: 'Περιγραφή', updated: new Date('2026-11-01') };

  it('the firm, as an Organization, when the frontmatter names no author', () => {
    expect(articleLd(guide).author).toEqual({ '@type': 'Organization', '@id': `${siteUrl}/#firm`, name: firm.name.el });
  });

  it('the lawyer the frontmatter names, as a Person working for the firm', () => {
    const name = firm.lawyers[0].name.el;
    expect(articleLd({ ...guide, author: name }).author).toEqual({ '@type': 'Person', name, worksFor: { '@id': `${siteUrl}/#firm` } });
  });
});
