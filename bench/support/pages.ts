import { localizePath, locales } from '../../src/i18n/locales.ts';
import { sitePages } from '../../tests/support/pages.ts';

/** URL paths of every indexable page in both languages (a page missing from the build then fails its audit, loudly). */
export function benchPagePaths(): string[] {
  return sitePages.map((page) => page.url);
}

/** The home pages get the larger transfer budget (200 KB instead of 150 KB). */
export function isHomePage(urlPath: string): boolean {
  return locales.some((lang) => localizePath(lang, '/') === urlPath);
}
