import type { UiKey } from '../i18n/ui/index.ts';

/** Greek emergency numbers quoted in the guides (spec §9; domain facts §11). */
export const emergencyNumbers: readonly { number: string; label: UiKey }[] = [
  { number: '112', label: 'article.emergency112' },
  { number: '166', label: 'article.emergency166' },
  { number: '100', label: 'article.emergency100' },
  { number: '199', label: 'article.emergency199' },
];
