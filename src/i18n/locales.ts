import { trimTrailingSlashes } from '../lib/trailing-slashes.ts';

export interface LocaleTags {
  /** BCP 47 tag for hreflang, `<html lang>` and JSON-LD. */
  hreflang: string;
  /** Open Graph locale. */
  og: string;
  /** Tag for Intl (numbers, dates, language names). */
  intl: string;
  /** What the language switcher shows. */
  label: string;
}

/**
 * The one locale registry: every language of the site is one entry here, and nothing else lists them.
 * Astro's i18n config, the content collections, page generation, hreflang tags, the sitemap, the
 * switcher, the head script, the structured data, the contact function and the databases' language
 * tables all read it; whatever a language needs besides (its UI strings, its firm facts, its guides) is
 * typed `Record<Lang, …>` or checked by the build, so a new entry makes each missing piece an error.
 * Greek, the first entry, is the default and lives at the root; every other language under `/<lang>`.
 */
const registry = {
  el: { hreflang: 'el', og: 'el_GR', intl: 'el-GR', label: 'EL' },
  en: { hreflang: 'en', og: 'en_GB', intl: 'en-GB', label: 'EN' },
} as const satisfies Record<string, LocaleTags>;

export type Lang = keyof typeof registry;
export const locales = Object.keys(registry) as [Lang, ...Lang[]];
export const defaultLang: Lang = locales[0];
export const localeTags: Readonly<Record<Lang, LocaleTags>> = registry;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * A language's name in another language (the platform's CLDR data), e.g. ('en', 'el') => 'Αγγλικά',
 * ('el', 'en') => 'Greek': messages to editors and to the firm name languages without a list of names.
 */
export function languageName(lang: string, inLanguage: Lang): string {
  return (
    new Intl.DisplayNames([localeTags[inLanguage].intl], { type: 'language' }).of(isLang(lang) ? localeTags[lang].hreflang : lang) ?? lang
  );
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
