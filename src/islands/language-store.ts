import { atom } from 'nanostores';
import { LANGUAGE_KEY, resolveStoredLanguage } from '../i18n/language.ts';
import type { Lang } from '../i18n/locales.ts';

/**
 * The visitor's language, shared by every island on a page and kept in localStorage under 'language'.
 * The page's own language is the starting value; the stored value is the visitor's explicit choice.
 */
export const $language = atom<Lang>(readStoredLanguage());

function readStoredLanguage(): Lang {
  try {
    return resolveStoredLanguage(typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return resolveStoredLanguage(null);
  }
}

/** Records the visitor's choice; the caller then navigates to that language's page. */
export function chooseLanguage(lang: Lang) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private modes); the choice then lasts for this page only.
  }
  $language.set(lang);
}
