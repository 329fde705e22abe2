import type { UiKey } from '../i18n/ui/index.ts';

/** Greek emergency numbers quoted in the guides and the offline page; sourced from the legal fact sheet's emergency numbers. */
export const emergencyNumbers: readonly { number: string; label: UiKey }[] = [
  { number: '112', label: 'article.emergency112' },
  { number: '166', label: 'article.emergency166' },
  { number: '100', label: 'article.emergency100' },
  { number: '199', label: 'article.emergency199' },
];
