import type { UiKey } from '../i18n/ui/index.ts';

/**
 * Greek emergency numbers quoted in the guides and the offline page; sourced from the legal fact sheet's emergency
 * numbers. `short` is the label where four must fit a phone drawer's width, two a row.
 */
export const emergencyNumbers: readonly { number: string; label: UiKey; short: UiKey }[] = [
  { number: '112', label: 'article.emergency112', short: 'emergency.short.112' },
  { number: '166', label: 'article.emergency166', short: 'emergency.short.166' },
  { number: '100', label: 'article.emergency100', short: 'emergency.short.100' },
  { number: '199', label: 'article.emergency199', short: 'emergency.short.199' },
];
