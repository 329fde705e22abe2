import { localizePath, locales, type Lang } from '../i18n/locales.ts';

/** Language-neutral paths of every indexable page: the main routes, each guide, how the firm works, the what-happened path and the pages of the days after (the public services and the written claim among them), the two notices. */
export function sitePaths(guideSlugs: readonly string[]): string[] {
  return [
    '/',
    '/about',
    '/services',
    '/articles',
    ...guideSlugs.map((slug) => `/articles/${slug}`),
    '/contact',
    '/how-we-work',
    '/start',
    '/deadlines',
    '/journal',
    '/public-services',
    '/letter',
    '/law',
    '/privacy',
    '/legal',
  ];
}

export interface SitePage {
  lang: Lang;
  /** Language-neutral path, e.g. '/about'. */
  path: string;
  /** Site-relative URL, e.g. '/en/about'. */
  url: string;
}

/**
 * Every indexable page in every language: what the sitemap lists, and what the tests and the benchmark
 * visit. Pages that are not indexed (not-found, error, offline, the contact result pages) are not in it.
 */
export function sitePages(guideSlugs: readonly string[]): SitePage[] {
  return locales.flatMap((lang) => sitePaths(guideSlugs).map((path) => ({ lang, path, url: localizePath(lang, path) })));
}
