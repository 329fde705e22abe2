import { defaultLang, isLang, type Lang } from './locales.ts';

/** localStorage key under which the visitor's language choice is kept (spec §9). */
export const LANGUAGE_KEY = 'language';

/** The language a stored value means: exactly 'el' or 'en', anything else (or nothing) is Greek. */
export function resolveStoredLanguage(stored: string | null | undefined): Lang {
  return isLang(stored) ? stored : defaultLang;
}
