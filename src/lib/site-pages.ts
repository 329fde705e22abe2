import { guideSlugs } from '../config/guides.ts';

/** Language-neutral paths of every indexable page, for the sitemap (spec routes plus the notices). */
export const sitePaths: readonly string[] = [
  '/',
  '/about',
  '/services',
  '/articles',
  ...guideSlugs.map((slug) => `/articles/${slug}`),
  '/contact',
  '/privacy',
  '/legal',
];
