import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { storeChoice } from '../i18n/language.ts';
import { defaultLang, isLang, type Lang } from '../i18n/locales.ts';

/**
 * The visitor's language as the islands share it (which language a visitor sees, and why, is in
 * src/i18n/language.ts). It starts as the page's own `<html lang>` and follows the choice made in the switcher.
 */
const $language = atom<Lang>(pageLanguage());

function pageLanguage(): Lang {
  if (typeof document === 'undefined') return defaultLang;
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : defaultLang;
}

/** The visitor chose a language here: stored first, so that the page it leads to opens in it. */
export function chooseLanguage(lang: Lang) {
  storeChoice(lang);
  $language.set(lang);
}

/**
 * The visitor's language in an island. On the server, and in the first render in the browser that hydrates the
 * server's HTML, it is the page's language, `pageLang`: one build renders pages of every language.
 */
export function useLanguage(pageLang: Lang): Lang {
  return useStore($language, { ssr: () => pageLang });
}
