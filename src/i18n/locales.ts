import { trimTrailingSlashes } from '../lib/trailing-slashes.ts';

/**
 * The one locale registry. Astro's i18n config, page generation, hreflang tags, the sitemap and the
 * switcher all read it. Greek is the default and lives at the root; every other language under `/<lang>`.
 */
export const locales = ['el', 'en'] as const;
export type Lang = (typeof locales)[number];
export const defaultLang: Lang = 'el';

/** BCP 47 tags for hreflang, Open Graph and Intl. */
export const localeTags: Record<Lang, { hreflang: string; og: string; intl: string; label: string }> = {
  el: { hreflang: 'el', og: 'el_GR', intl: 'el-GR', label: 'EL' },
  en: { hreflang: 'en', og: 'en_GB', intl: 'en-GB', label: 'EN' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Path of a page in a language, from its language-neutral path, e.g. ('en', '/about') => '/en/about'. */
export function localizePath(lang: Lang, path: string): string {
  const clean = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLang) return clean || '/';
  return `/${lang}${clean}`;
}

/** Language and language-neutral path of a URL path, e.g. '/en/about' => { lang: 'en', path: '/about' }. */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  const trimmed = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
  const [, first, ...rest] = trimmed.split('/');
  if (first && first !== defaultLang && isLang(first)) {
    return { lang: first, path: rest.length ? `/${rest.join('/')}` : '/' };
  }
  return { lang: defaultLang, path: trimmed || '/' };
}
