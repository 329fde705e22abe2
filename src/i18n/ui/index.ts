import { typeset } from '../../lib/typography.ts';
import type { Lang } from '../locales.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import type { UiStrings } from './types.ts';

export type { UiKey, UiStrings } from './types.ts';

const typesetAll = (strings: UiStrings): UiStrings =>
  Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, typeset(text)])) as UiStrings;

/**
 * Greek is checked against the same type so that neither dictionary can drift. Typeset once here, so that
 * every page, island and answer of the contact function keeps a number with its unit (src/lib/typography.ts).
 */
export const dictionaries: Record<Lang, UiStrings> = { el: typesetAll(el satisfies UiStrings), en: typesetAll(en) };
