import { guideSlugs } from './guide-source.ts';
import { localizePath, locales, type Lang } from '../../src/i18n/locales.ts';

/** The language-neutral paths of every page of the spec, in the spec's order, with every guide published. */
export const pagePaths = ['/', '/about', '/services', '/articles', ...guideSlugs.map((s) => `/articles/${s}`), '/contact'] as const;

/** Every page in every language. */
export const allPages: { lang: Lang; path: string; url: string }[] = locales.flatMap((lang) =>
  pagePaths.map((path) => ({ lang, path, url: localizePath(lang, path) })),
);
