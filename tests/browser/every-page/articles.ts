import { expect, type Page } from '@playwright/test';
import { localizePath, type Lang } from '../../../src/i18n/locales.ts';
import { guideSlugs } from '../../support/guide-source.ts';
import { pageRequirements } from '../../support/spec-content.ts';
import { brokenCompounds, titleSelectors } from '../visit/broken-compounds.ts';

/** The list of guides: a card for every guide, in order, and no title breaking a compound at its hyphen. */
export async function checkArticles(page: Page, lang: Lang) {
  const cards = await page
    .getByTestId('article-grid')
    .locator(':scope > li a[href]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(cards).toEqual(guideSlugs.map((slug) => localizePath(lang, `/articles/${slug}`)));
  expect(cards.length).toBeGreaterThanOrEqual(pageRequirements.articleCards);
  expect(await brokenCompounds(page, titleSelectors.articles)).toEqual([]);
}
