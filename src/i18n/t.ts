import type { Lang } from './locales.ts';
import { localeTags } from './locales.ts';
import { lookup } from './lookup.ts';
import { dictionaries, type UiKey, type UiStrings } from './ui/index.ts';
import { firmVars } from '../lib/firm-facts.ts';

/**
 * The translator of a language, for Astro components: t('nav.home'). Every string may name the firm's
 * facts ({firm}, {founded}, {years}, {practice}, {postalCode}, {languages}, {year}; src/lib/firm-facts.ts),
 * so that a text says what src/config/firm.ts says and changes with it.
 */
export function useTranslations(lang: Lang) {
  const dict = dictionaries[lang];
  const facts = firmVars(lang);
  return (key: UiKey, vars?: Record<string, string | number>) => lookup(dict, key, { ...facts, ...vars });
}

/**
 * The subset of a language's strings an island needs, exactly `Pick<UiStrings, K>`: islands never ship a
 * whole dictionary, and a page passes `pickStrings(lang, island.keys)` (src/islands/i18n.tsx).
 */
export function pickStrings<K extends UiKey>(lang: Lang, keys: readonly K[]): Pick<UiStrings, K> {
  const dict = dictionaries[lang];
  return Object.fromEntries(keys.map((k) => [k, dict[k]])) as Pick<UiStrings, K>;
}

/** Splits a translated list on its bullets: '• a • b' => ['a', 'b']. */
export function splitBullets(text: string): string[] {
  return text
    .split('•')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function formatMoney(lang: Lang, value: number): string {
  return new Intl.NumberFormat(localeTags[lang].intl, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

export function formatPercent(lang: Lang, share: number): string {
  return new Intl.NumberFormat(localeTags[lang].intl, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

export function formatDate(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(localeTags[lang].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
