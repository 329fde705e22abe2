import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { allPages } from '../../tests/support/pages.ts';
import { locales, localizePath } from '../../src/i18n/locales.ts';

/** Pages outside the spec's fifteen that the benchmark includes when the build has them. */
const OPTIONAL_PATHS = ['/privacy', '/legal'];

/** URL paths of every page to audit, both languages: the 30 spec pages plus privacy/legal if built. */
export function benchPagePaths(distDir: string): string[] {
  const optional = locales.flatMap((lang) => OPTIONAL_PATHS.map((path) => localizePath(lang, path)));
  const built = optional.filter((url) => existsSync(join(distDir, url, 'index.html')));
  return [...allPages.map((page) => page.url), ...built];
}

/** The home pages get the larger transfer budget (200 KB instead of 150 KB). */
export function isHomePage(urlPath: string): boolean {
  return locales.some((lang) => localizePath(lang, '/') === urlPath);
}
