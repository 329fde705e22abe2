import { localizePath, locales } from '../../src/i18n/locales.ts';
import { sitePages } from '../../tests/support/pages.ts';

/** URL paths of every indexable page in both languages (a page missing from the build then fails its audit, loudly). */
export function benchPagePaths(): string[] {
  return sitePages.map((page) => page.url);
}

/** The home pages carry one island more (the hero's phone reveal), so a larger JavaScript budget. */
export function isHomePage(urlPath: string): boolean {
  return locales.some((lang) => localizePath(lang, '/') === urlPath);
}
