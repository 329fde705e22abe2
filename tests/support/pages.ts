import { guideSlugs } from '../../src/config/guides.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';

/** The language-neutral paths of every page of the spec (15), in the spec's order. */
export const pagePaths = ['/', '/about', '/services', '/articles', ...guideSlugs.map((s) => `/articles/${s}`), '/contact'] as const;

/** Every page in every language: 30 URLs. */
export const allPages: { lang: Lang; path: string; url: string }[] = locales.flatMap((lang) =>
  pagePaths.map((path) => ({ lang, path, url: localizePath(lang, path) })),
);
