import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import type { Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';
import { firmLanguages, languageList, lawyersPlural } from '../../../src/lib/firm-facts.ts';
import { pageRequirements } from '../../support/spec-content.ts';

/** About: the lists the spec counts, the founding year and languages, and every lawyer with title, registration, languages and biography. */
export async function checkAbout(page: Page, lang: Lang) {
  for (const list of ['handle', 'method', 'why'])
    expect(await page.locator(`section[aria-labelledby="${list}"] li`).count(), list).toBeGreaterThanOrEqual(
      pageRequirements.aboutListItems,
    );
  const about = await page.locator('main').innerText();
  expect(about).toContain(String(firm.foundedYear));
  expect(about).toContain(languageList(firmLanguages(), lang));

  // One lawyer is "our lawyer", never "our lawyers".
  const title = dictionaries[lang][`about.lawyers.title.${lawyersPlural(lang)}`];
  expect(firm.lawyers.length === 1).toBe(lawyersPlural(lang) === 'one');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  for (const lawyer of firm.lawyers) {
    const profile = section.locator('article').filter({ has: page.getByRole('heading', { name: lawyer.name[lang] }) });
    const text = await profile.innerText();
    for (const fact of [
      lawyer.role[lang],
      lawyer.barAssociation[lang],
      lawyer.barRegistration,
      languageList(lawyer.languages, lang, 'unit'),
      lawyer.bio[lang],
    ])
      expect(text).toContain(fact);
    // Without a photograph, the initials stand in, hidden from screen readers, which read the name itself.
    if (lawyer.portrait === null) {
      const monogram = profile.locator('[aria-hidden="true"]').first();
      expect((await monogram.innerText()).trim()).toMatch(/^\p{Lu}{2,3}$/u);
      expect((await monogram.boundingBox())!.width).toBeGreaterThan(100);
    } else await expect(profile.getByRole('img', { name: lawyer.name[lang] })).toHaveCount(1);
  }
}
