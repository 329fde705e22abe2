import { describe, expect, it } from 'vitest';
import { afterAccident } from '../../src/config/navigation.ts';
import { roadsidePaths } from '../../src/config/offline.ts';
import { publicServiceSchema, publicServices, publicServicesPath, shownAddress } from '../../src/config/public-services.ts';
import { locales } from '../../src/i18n/locales.ts';
import { greekParts } from '../../src/lib/greek-parts.ts';
import { periodPhrases } from '../../src/lib/law/period-phrases.ts';
import { readRegister } from '../../src/lib/law/register-files.ts';
import { sitePaths } from '../../src/lib/site-pages.ts';

/**
 * The public services a victim meets (src/config/public-services.ts): each says, in every language, what it does
 * and what it does not do, links over https, carries the day it was last checked and, until someone opens it
 * live, what is unsure of it; the rules of law it states are the register's; and its page is kept offline.
 */
const texts = ['question', 'name', 'does', 'doesNot'] as const;
const greek = /[\u0370-\u03FF\u1F00-\u1FFF]/;

describe('the public services', () => {
  it('are the six the research names, each once, in the order a victim meets them', () => {
    expect(publicServices.map((s) => s.id)).toEqual(['insured', 'insurer', 'foreign-plates', 'police-report', 'fund', 'court-case']);
    expect(publicServices.map((s) => shownAddress(s.url))).toEqual([
      'gov.gr',
      'hic.gr',
      'mib-hellas.gr',
      'gov.gr',
      'epikef.gr',
      'solon.gov.gr',
    ]);
  });

  for (const service of publicServices) {
    it(`${service.id}: both languages, what it does not do, an https address, a checked day, and what is unsure until it is opened live`, () => {
      for (const field of texts)
        for (const lang of locales) expect(service[field][lang].trim().length, `${field}.${lang}`).toBeGreaterThan(4);
      // Greek is Greek and English is English (a Greek name may stand in brackets beside its English one).
      for (const field of texts) {
        expect(service[field].el, field).toMatch(greek);
        expect(
          greekParts(service[field].en)
            .filter((p) => !p.greek)
            .map((p) => p.text)
            .join(''),
          field,
        ).not.toMatch(greek);
      }
      // What it does not do is said, and is not what it does said again.
      expect(service.doesNot.en).not.toBe(service.does.en);
      expect(service.doesNot.el).not.toBe(service.does.el);
      expect(new URL(service.url).protocol).toBe('https:');
      expect(service.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${service.checked}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
      // Until someone opens the address live, what is unsure of it is written for the firm; then who checked it.
      if (service.status === 'verify') expect(service.unsure!.length).toBeGreaterThan(40);
      else expect(service.checkedBy).toBeTruthy();
    });
  }

  it('state no period of their own: the law has one home (src/content/law/), and its rules are the register’s', () => {
    const register = new Set(readRegister().map((r) => r.id));
    for (const service of publicServices) {
      for (const field of texts)
        for (const lang of locales) expect(periodPhrases(service[field][lang]), `${service.id} ${field}.${lang}`).toEqual([]);
      for (const id of service.rules ?? []) expect(register.has(id), `${service.id}: rule ${id}`).toBe(true);
    }
    // Who pays, when there is no insurer or the vehicle is foreign, is the register's to say.
    expect(publicServices.find((s) => s.id === 'fund')!.rules).toEqual(['fund-pays-uninsured', 'fund-pays-unknown']);
    expect(publicServices.find((s) => s.id === 'foreign-plates')!.rules).toEqual(['foreign-plates-bureau']);
  });

  it('say what the sources support: the gov.gr check names no insurer; the police copy is for damage to property only', () => {
    const byId = (id: string) => publicServices.find((s) => s.id === id)!;
    expect(byId('insured').doesNot.en).toMatch(/does not say which company insures it/);
    expect(byId('insured').doesNot.el).toMatch(/Δεν λέει ποια εταιρεία το ασφαλίζει/);
    expect(byId('police-report').does.en).toMatch(/damage to property only/);
    expect(byId('police-report').doesNot.en).toMatch(/someone was hurt/);
    expect(byId('insurer').does.en).toMatch(/free of charge/);
    expect(byId('court-case').doesNot.en).toMatch(/not find a case by your name/);
  });

  it('the schema refuses an http address, a missing language, a service to verify that says nothing unsure, and a check by nobody', () => {
    const [first] = publicServices;
    const parse = (changes: Record<string, unknown>) => publicServiceSchema.safeParse({ ...first, ...changes }).success;
    expect(parse({})).toBe(true);
    expect(parse({ url: 'http://www.hic.gr' })).toBe(false);
    expect(parse({ doesNot: { el: first!.doesNot.el } })).toBe(false);
    expect(parse({ unsure: undefined })).toBe(false);
    expect(parse({ status: 'checked', unsure: undefined })).toBe(false);
    expect(parse({ status: 'checked', unsure: undefined, checkedBy: 'Maria Ioannou' })).toBe(true);
    expect(parse({ checked: '2 December 2026' })).toBe(false);
  });

  it('have one page, in the sitemap, in the footer’s days after, and kept for offline use', () => {
    expect(sitePaths([])).toContain(publicServicesPath);
    expect(afterAccident.map((item) => item.path)).toContain(publicServicesPath);
    expect(roadsidePaths).toContain(publicServicesPath);
  });
});

describe('Greek phrases in another language', () => {
  it('are cut out whole, with the spaces inside them, for lang="el"', () => {
    expect(greekParts('ask the Information Centre (Κέντρο Πληροφοριών, hic.gr) for the ΑΦΜ.')).toEqual([
      { text: 'ask the Information Centre (', greek: false },
      { text: 'Κέντρο Πληροφοριών', greek: true },
      { text: ', hic.gr) for the ', greek: false },
      { text: 'ΑΦΜ', greek: true },
      { text: '.', greek: false },
    ]);
    expect(greekParts('no Greek here')).toEqual([{ text: 'no Greek here', greek: false }]);
    expect(greekParts('Γραφείο Διεθνούς Ασφαλίσεως')).toEqual([{ text: 'Γραφείο Διεθνούς Ασφαλίσεως', greek: true }]);
  });
});
