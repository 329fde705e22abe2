import { describe, expect, it } from 'vitest';
import { defaultLang, languageName, locales } from '../../src/i18n/locales.ts';
import { composeContactMail } from '../../src/lib/contact/compose-mail.ts';
import { visitorLanguage } from '../../src/lib/contact/language.ts';

describe('the locale registry', () => {
  it('has the default language first and Greek as the default', () => {
    expect(locales[0]).toBe(defaultLang);
    expect(defaultLang).toBe('el');
  });

  it('names languages from the platform’s data, in the language asked for', () => {
    expect(languageName('el', 'en')).toBe('Greek');
    expect(languageName('en', 'el')).toBe('Αγγλικά');
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('de', 'el')).toBe('Γερμανικά');
  });
});

describe('the language of the answer to a visitor', () => {
  it.each([
    [{ language: 'en' }, 'el', 'en'],
    [{ language: 'xx' }, 'en-GB,en;q=0.9', 'en'],
    [{}, 'EN-us', 'en'],
    [{}, 'el-GR,en;q=0.8', 'el'],
    [{}, 'de-DE,en;q=0.8', 'el'],
    [{}, 'english', 'el'],
    [{}, '*', 'el'],
    [{}, undefined, 'el'],
  ] as const)('%j with Accept-Language %s is %s', (body, header, expected) => {
    expect(visitorLanguage(body, header)).toBe(expected);
  });
});

describe('the e-mail to the firm', () => {
  const mail = (language: 'el' | 'en') =>
    composeContactMail(
      { name: 'A', email: 'a@example.org', phone: '2100000000', message: 'Hi', language, createdAt: Date.UTC(2026, 0, 1) },
      '<1@example.org>',
      { from: 'site@example.org', to: 'firm@example.org' },
    );

  it('states the visitor’s language in Greek, and a foreign one also by its own name', () => {
    expect(mail('el').text).toMatch(/Γλώσσα: Ελληνικά\n/);
    expect(mail('en').text).toMatch(/Γλώσσα: Αγγλικά \(English\)\n/);
  });
});
