import { defaultLang, isLang, type Lang } from './locales.ts';

/** localStorage key under which the visitor's language choice is kept; the switcher writes it, the head script reads it. */
export const LANGUAGE_KEY = 'language';

/** localStorage key set once the visitor dismissed the offer of the English page. */
export const HINT_DISMISSED_KEY = 'englishHintDismissed';

/** Set on <html> before the first paint when a Greek page should offer its English version (the hint shows by CSS). */
export const HINT_ATTRIBUTE = 'data-language-hint';

/** The language a stored value means: exactly one of the registry's codes; anything else (or nothing) is the default. */
export function resolveStoredLanguage(stored: string | null | undefined): Lang {
  return isLang(stored) ? stored : defaultLang;
}
