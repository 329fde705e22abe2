import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../i18n/locales.ts';
import { lookup } from '../i18n/lookup.ts';
import type { UiKey, UiStrings } from '../i18n/ui/index.ts';
import { useLanguage } from './language-store.ts';

interface I18nValue {
  /** The language of the page, and so of `strings`. */
  lang: Lang;
  strings: Partial<Record<UiKey, string>>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Gives an island the page's language and the few strings the page picked for it (`pickStrings`). */
export function I18nProvider({ lang, strings, children }: I18nValue & { children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, strings }}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() must be used inside <I18nProvider>: wrap the island in it.');
  return value;
}

export type Vars = Record<string, string | number>;
/** A translator that accepts only the keys `K`. */
export type Translate<K extends UiKey> = (key: K, vars?: Vars) => string;

/** The strings an island (or a part of one) declared, exactly those: what its page must pass. */
export type StringsOf<D extends { keys: readonly UiKey[] }> = Pick<UiStrings, D['keys'][number]>;

/**
 * Declares the UI strings a part of an island uses. Its `useT()` translates only these keys, and the
 * island's `strings` prop is typed `StringsOf<typeof declaration>`, so a key used but not passed by
 * the page fails the type check instead of showing the bare key on the site.
 */
export function islandStrings<const K extends readonly UiKey[]>(keys: K) {
  return {
    keys,
    /** The translator for these keys, and the visitor's language (from the language store). */
    useT(): { lang: Lang; t: Translate<K[number]> } {
      const { lang: pageLang, strings } = useI18n();
      const lang = useLanguage(pageLang);
      return { lang, t: (key, vars) => lookup(strings, key, vars) };
    },
  };
}
