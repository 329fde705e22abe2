import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import type { Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';
import { withWholePage } from '../../support/whole-page.ts';

/** What both notices say of the firm, all from src/config/firm.ts. */
async function noticeText(page: Page, lang: Lang): Promise<string> {
  const text = await withWholePage(page, () => page.locator('main').innerText());
  for (const fact of [firm.name[lang], firm.email, firm.address.postalCode]) expect(text).toContain(fact);
  // The lawyers' line is labelled in the singular or the plural, by how many the config lists.
  const label = dictionaries[lang][firm.lawyers.length === 1 ? 'notice.lawyers.one' : 'notice.lawyers.other'];
  expect(text).toContain(`${label}: ${firm.lawyers[0].name[lang]}`);
  return text;
}

/** The legal notice: registration, VAT number and tax office, and each lawyer's bar association, never typed into the notice. */
export async function checkLegal(page: Page, lang: Lang) {
  const legal = await noticeText(page, lang);
  for (const fact of [firm.lawyers[0].barRegistration, firm.vatNumber, firm.taxOffice[lang]]) expect(legal).toContain(fact);
  for (const lawyer of firm.lawyers) expect(legal).toContain(lawyer.barAssociation[lang]);
  expect(legal.split(firm.lawyers[0].barAssociation[lang]).length - 1).toBe(firm.lawyers.length);
  expect(legal).not.toContain('ΔΣΑ');
}

/** The privacy notice: retention, the authority, the processors and their transfers, the legal basis, the hosts' request logs. */
export async function checkPrivacy(page: Page, lang: Lang) {
  const privacy = await noticeText(page, lang);
  expect(privacy).toContain('365');
  expect(privacy).toMatch(lang === 'en' ? /Hellenic Data Protection Authority/ : /Αρχή Προστασίας Δεδομένων/);
  for (const p of firm.processors) {
    expect(privacy).toContain(p.name);
    expect(privacy).toContain(p.location[lang]);
  }
  expect(privacy).toContain(
    dictionaries[lang][firm.processors.every((p) => p.transfer.inEea) ? 'notice.transfers.none' : 'notice.transfers.some'],
  );
  // Health data rest on the establishment of legal claims, never on consent implied by sending the form.
  expect(privacy).toMatch(lang === 'el' ? /Άρθρο\s9\sπαρ\.\s2\sστοιχ\.\sστ΄/ : /Article 9\(2\)\(f\)/);
  // Whether the office has a Data Protection Officer, said under its details (the words may be joined by no-break spaces).
  const dpo = firm.dataProtectionOfficer
    ? dictionaries[lang]['notice.dpo.named'].replace('{name}', firm.dataProtectionOfficer.name[lang])
    : dictionaries[lang]['notice.dpo.none'];
  expect(privacy).toMatch(
    new RegExp(
      dpo
        .split(/\s+/)
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\s+'),
    ),
  );
  expect(privacy).not.toMatch(lang === 'el' ? /9\sπαρ\.\s2\sστοιχ\.\sα΄|συγκατάθεσή σας/ : /9\(2\)\(a\)|your (explicit )?consent/);
  for (const host of firm.processors.filter((p) => p.role === 'hosting' || p.role === 'cdn')) {
    const line = privacy.split('\n').find((l) => l.startsWith(`${host.name}:`));
    expect(line, host.name).toBeDefined();
    if (typeof host.requestLogDays === 'number' && host.requestLogDays > 0) expect(line).toContain(String(host.requestLogDays));
  }
}
