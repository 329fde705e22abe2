import type { el } from './el.ts';

/** Every UI string key; the Greek module defines the set. */
export type UiKey = keyof typeof el;
/** A complete dictionary: every key, each a string. `en.ts` ends in `satisfies UiStrings`. */
export type UiStrings = { readonly [K in UiKey]: string };
