import { describe, expect, it } from 'vitest';
import { resolveStoredLanguage } from '../../src/i18n/language.ts';
import { localizePath, splitPath } from '../../src/i18n/locales.ts';
import { format, lookup } from '../../src/i18n/lookup.ts';
import { pickStrings, splitBullets, useTranslations } from '../../src/i18n/t.ts';
import { el } from '../../src/i18n/ui/el.ts';
import { en } from '../../src/i18n/ui/en.ts';
import { pageRequirements } from '../support/spec-content.ts';

describe('UI strings', () => {
  it('have the same keys in Greek and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(el).sort());
  });

  it('have no empty value, except the decorative hero image alt text', () => {
    for (const dict of [el, en]) {
      for (const [key, value] of Object.entries(dict)) {
        if (key === 'hero.imageAlt') continue;
        expect(value.trim(), key).not.toBe('');
      }
    }
  });

  // The specification's own words (docs/requirements.md).
  it('keep the spec texts', () => {
    expect(el['form.success']).toBe('Το μήνυμά σας εστάλη επιτυχώς!');
    expect(en['form.success']).toBe('Your message was sent successfully!');
    expect(el['form.error']).toBe('Σφάλμα κατά την αποστολή.');
    expect(en['form.error']).toBe('Error sending message. Please try again.');
    expect(el['form.sending']).toBe('Αποστολή...');
    expect(en['form.sending']).toBe('Sending...');
    expect(en['notFound.title']).toBe('Oops! Page not found');
    expect(en['notFound.home']).toBe('Return to Home');
    expect(en['home.articles.title']).toBe('Useful Articles');
    expect(en['home.articles.subtitle']).toBe('Learn about your rights');
    expect(en['articles.back']).toBe('Back to articles');
    expect(el['contact.phone']).toBe('Επικοινωνία');
    expect(el['footer.rights']).toContain('© 2024');
    expect(en['footer.rights']).toContain('© 2024');
  });

  it('make no statistical claims (no success rates, percentages or case counts)', () => {
    for (const value of [...Object.values(el), ...Object.values(en)]) {
      expect(value).not.toMatch(/success rate|ποσοστό επιτυχίας|εκατοντάδ|hundreds|\d+\s?%/i);
    }
  });
});

describe('lookup', () => {
  it('translates a known key and shows an unknown key as itself', () => {
    const t = useTranslations('en');
    expect(t('nav.home')).toBe('Home');
    expect(useTranslations('el')('nav.home')).toBe('Αρχική');
    expect(lookup(en, 'no.such.key')).toBe('no.such.key');
    expect(lookup({}, 'nav.home')).toBe('nav.home');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Hi {who}, {n} new', { who: 'Ana', n: 3 })).toBe('Hi Ana, 3 new');
    expect(format('Hi {who}')).toBe('Hi {who}');
    expect(useTranslations('en')('footer.rights', { firm: 'X' })).toBe('© 2024 X. All rights reserved.');
  });

  it('picks only the requested strings for an island', () => {
    expect(pickStrings('el', ['nav.home', 'nav.about'])).toEqual({ 'nav.home': 'Αρχική', 'nav.about': 'Σχετικά' });
  });
});

describe('stored language', () => {
  it.each([
    ['el', 'el'],
    ['en', 'en'],
    ['EN', 'el'],
    ['fr', 'el'],
    ['', 'el'],
    [' en', 'el'],
    [null, 'el'],
    [undefined, 'el'],
  ] as const)('%j means %s', (stored, expected) => {
    expect(resolveStoredLanguage(stored)).toBe(expected);
  });
});

describe('paths', () => {
  it('puts Greek at the root and English under /en', () => {
    expect(localizePath('el', '/')).toBe('/');
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('el', '/about')).toBe('/about');
    expect(localizePath('en', '/articles/accident-report')).toBe('/en/articles/accident-report');
  });

  it('splits a URL path into language and neutral path', () => {
    expect(splitPath('/')).toEqual({ lang: 'el', path: '/' });
    expect(splitPath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(splitPath('/en/')).toEqual({ lang: 'en', path: '/' });
    expect(splitPath('/en/about')).toEqual({ lang: 'en', path: '/about' });
    expect(splitPath('/about')).toEqual({ lang: 'el', path: '/about' });
    expect(splitPath('/el/about')).toEqual({ lang: 'el', path: '/el/about' });
    expect(splitPath('/english')).toEqual({ lang: 'el', path: '/english' });
  });
});

describe('splitBullets', () => {
  it('splits on bullets, trims, and drops empty items', () => {
    expect(splitBullets('• a • b •  c  ')).toEqual(['a', 'b', 'c']);
    expect(splitBullets('a•b')).toEqual(['a', 'b']);
    expect(splitBullets('')).toEqual([]);
    expect(splitBullets('• • ')).toEqual([]);
    expect(splitBullets('one item')).toEqual(['one item']);
  });

  it('gives the About lists the same length in both languages', () => {
    for (const key of ['about.handle.list', 'about.method.list', 'about.why.list'] as const) {
      expect(splitBullets(en[key]).length, key).toBe(splitBullets(el[key]).length);
      expect(splitBullets(el[key]).length, key).toBeGreaterThanOrEqual(pageRequirements.aboutListItems);
    }
  });
});
