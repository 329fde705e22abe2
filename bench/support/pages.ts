import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localizePath, locales } from '../../src/i18n/locales.ts';
import { sitePages } from '../../tests/support/pages.ts';

/** URL paths of every indexable page in both languages that the build in `distDir` holds. */
export function benchPagePaths(distDir: string): string[] {
  return sitePages.map((page) => page.url).filter((url) => existsSync(join(distDir, url, 'index.html')));
}

/** The home pages get the larger transfer budget (200 KB instead of 150 KB). */
export function isHomePage(urlPath: string): boolean {
  return locales.some((lang) => localizePath(lang, '/') === urlPath);
}
