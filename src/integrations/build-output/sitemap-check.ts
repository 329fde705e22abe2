import { join, relative, sep } from 'node:path';

/** A built page and the route file it came from (src/pages/…), where Astro says. */
export interface BuiltPage {
  source: string | undefined;
  file: string;
}

/** The site path a built page answers: dist/index.html => '/', dist/en.html => '/en', dist/en/about.html => '/en/about'. */
export function urlOfBuiltFile(dist: string, file: string): string {
  const path = relative(dist, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return path === 'index' ? '/' : `/${path.replace(/\/index$/, '')}`;
}

const NOINDEX = /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b/i;

/**
 * The built pages that search engines may index (no `noindex`) and that dist/sitemap.xml does not list: a
 * page added under src/pages/ without its path in sitePaths() (src/lib/site-pages.ts), which the sitemap,
 * the tests and the bench read.
 */
export async function pagesMissingFromSitemap(
  dist: string,
  built: readonly BuiltPage[],
  read: (file: string) => Promise<string>,
): Promise<{ source: string | undefined; url: string }[]> {
  const sitemap = await read(join(dist, 'sitemap.xml'));
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname));
  const missing: { source: string | undefined; url: string }[] = [];
  for (const { source, file } of built) {
    if (!file.endsWith('.html')) continue;
    const url = urlOfBuiltFile(dist, file);
    if (listed.has(url) || NOINDEX.test(await read(file))) continue;
    missing.push({ source, url });
  }
  return missing;
}
