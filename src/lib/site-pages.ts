/** Language-neutral paths of every indexable page, for the sitemap: the spec's routes, each guide, the notices. */
export function sitePaths(guideSlugs: readonly string[]): string[] {
  return ['/', '/about', '/services', '/articles', ...guideSlugs.map((slug) => `/articles/${slug}`), '/contact', '/privacy', '/legal'];
}
