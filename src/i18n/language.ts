import { defaultLang, isLang, type Lang } from './locales.ts';

/** localStorage key under which the visitor's language choice is kept; the switcher writes it, the head script reads it. */
export const LANGUAGE_KEY = 'language';

/** The language a stored value means: exactly one of the registry's codes; anything else (or nothing) is the default. */
export function resolveStoredLanguage(stored: string | null | undefined): Lang {
  return isLang(stored) ? stored : defaultLang;
}
