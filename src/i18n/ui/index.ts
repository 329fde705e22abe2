import type { Lang } from '../locales.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import type { UiStrings } from './types.ts';

export type { UiKey, UiStrings } from './types.ts';

/** Greek is checked against the same type so that neither dictionary can drift. */
export const dictionaries: Record<Lang, UiStrings> = { el: el satisfies UiStrings, en };
