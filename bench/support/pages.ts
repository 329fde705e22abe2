import { sitePages } from '../../tests/support/pages.ts';

/** URL paths of every indexable page in both languages (a page missing from the build then fails its audit, loudly). */
export function benchPagePaths(): string[] {
  return sitePages.map((page) => page.url);
}
