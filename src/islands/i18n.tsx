import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../i18n/locales.ts';
import { lookup } from '../i18n/t.ts';

interface I18nValue {
  lang: Lang;
  strings: Partial<Record<string, string>>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Gives an island its language and the few strings the page picked for it (`pickStrings`). */
export function I18nProvider({ lang, strings, children }: I18nValue & { children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, strings }}>{children}</I18nContext.Provider>;
}

/** The island's translator. Outside an <I18nProvider> it throws, so a wiring mistake cannot go unnoticed. */
export function useT() {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT() must be used inside <I18nProvider>: wrap the island in it.');
  const { lang, strings } = value;
  return { lang, t: (key: string, vars?: Record<string, string | number>) => lookup(strings, key, vars) };
}
