import { useStore } from '@nanostores/react';
import { atom, onMount } from 'nanostores';
import { LANGUAGE_KEY, resolveStoredLanguage } from '../i18n/language.ts';
import { defaultLang, isLang, type Lang } from '../i18n/locales.ts';

/**
 * The visitor's language, the one place through which the islands read and change it. It starts as the
 * page's own `<html lang>` (the head script has already sent a visitor who chose English to the English
 * page), follows every choice made in this tab (`chooseLanguage`) and in the visitor's other tabs (the
 * `storage` event), and every choice is written to localStorage under 'language', where the head script of
 * the next page reads it.
 */
const $language = atom<Lang>(pageLanguage());

/**
 * True while a form on the page holds text the visitor has not sent yet. A language chosen in another tab
 * then does not take this page away from under the visitor's words.
 */
export const $unsentDraft = atom(false);

function pageLanguage(): Lang {
  if (typeof document === 'undefined') return defaultLang;
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : defaultLang;
}

function readStored(): Lang {
  try {
    return resolveStoredLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return defaultLang;
  }
}

/** The visitor chose a language here: stored first, so that the page it leads to opens in it. */
export function chooseLanguage(lang: Lang) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private modes); the choice then lasts for this page only.
  }
  $language.set(lang);
}

// While any island listens: a choice made in another tab reaches this one. `key === null` is a cleared
// storage, which means Greek like any value that is not a language of ours.
onMount($language, () => {
  // Rendering on the server reads the store too (and so mounts it); there is no other tab there.
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LANGUAGE_KEY && event.key !== null) return;
    const chosen = readStored();
    if (chosen === $language.get()) return;
    $language.set(chosen);
    followChoice(chosen);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/**
 * Shows this page in the language chosen in another tab, as the head script would on the next page,
 * unless the visitor has unsent words in a form here. The page names its version in each language
 * in its hreflang alternates.
 */
function followChoice(lang: Lang) {
  if (lang === pageLanguage() || $unsentDraft.get()) return;
  const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${lang}"]`);
  if (!alternate) return;
  const url = new URL(alternate.href);
  location.replace(url.pathname + location.search + location.hash);
}

/**
 * The visitor's language in an island. On the server (and while hydrating) it is the page's language,
 * `pageLang`: the store lives in the browser, and one build renders pages of every language.
 */
export function useLanguage(pageLang: Lang): Lang {
  return useStore($language, { ssr: () => pageLang });
}
