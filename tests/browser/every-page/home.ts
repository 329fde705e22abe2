import { expect, type Page } from '@playwright/test';
import { firm } from '../../../src/config/firm.ts';
import type { Lang } from '../../../src/i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/ui/index.ts';
import { experienceYears, lawyersPlural } from '../../../src/lib/firm-facts.ts';
import { pageRequirements } from '../../support/spec-content.ts';
import { brokenCompounds, titleSelectors } from '../visit/broken-compounds.ts';
import { checkHeaderFit } from './header-fit.ts';

const cards = (page: Page, section: string) => page.locator(`section[aria-labelledby="${section}"] li.card`).count();

/**
 * Home on a desk: the cards the spec counts, no title or guide card breaking a compound at its hyphen at this
 * width, the years counted from the founding year, and the phone number only on request.
 */
export async function checkHome(page: Page, lang: Lang) {
  expect(await cards(page, 'services-title'), 'service cards').toBeGreaterThanOrEqual(pageRequirements.serviceCards);
  expect(await cards(page, 'why-title'), 'why-choose-us cards').toBeGreaterThanOrEqual(pageRequirements.whyCards);
  expect(await brokenCompounds(page, titleSelectors.articles)).toEqual([]);
  const main = await page.locator('main').innerText();
  expect(main).toContain(`${experienceYears(firm.foundedYear, new Date())}+`);
  expect(main).toContain(String(firm.foundedYear));
  expect(main).toContain(firm.practice[lang]);
  await checkHeaderFit(page, lang, firm.name[lang]);
  // The title counts the firm's lawyers: one lawyer is "a lawyer", never "lawyers".
  const bare = (text: string) =>
    text
      .replace(/\u00ad/g, '')
      .replace(/\u2011/g, '-')
      .replace(/\s+/g, ' ');
  expect(bare(await page.locator('#hero-title').innerText())).toBe(bare(dictionaries[lang][`hero.title.${lawyersPlural(lang)}`]));

  // Besides the call link phones get first (hidden at this width), no number is shown until asked for.
  const label = lang === 'en' ? 'Call the office' : 'Κλήση στο γραφείο';
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  const button = hero.getByRole('button', { name: label });
  await expect(button).toHaveText(label);
  const shownNumber = hero.locator('a[href^="tel:"]:visible');
  await expect(shownNumber).toHaveCount(0);
  await button.click();
  await expect(shownNumber).toHaveCount(1);
  await expect(shownNumber).toHaveAttribute('href', /^tel:\+30\d{10}$/);
  await expect(shownNumber).toHaveText(/^\d{3} \d{3} \d{4}$/);
}

/** Home on a phone: the call link phones get first, and no reveal button, which does not hydrate at this width. */
export async function checkPhoneHero(page: Page, lang: Lang) {
  const hero = page.locator('section[aria-labelledby="hero-title"]');
  await expect(hero.getByRole('button', { name: lang === 'en' ? 'Call the office' : 'Κλήση στο γραφείο' })).toBeHidden();
  await expect(hero.getByTestId('hero-call')).toBeVisible();
}
