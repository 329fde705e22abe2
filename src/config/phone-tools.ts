import type { IconName } from '../components/Icon.astro';
import type { UiKey } from '../i18n/ui/index.ts';

/**
 * The two pages that serve the days after a crash, worked on the phone and kept there: where the home
 * page's first-minute block, the phone drawer and the guides link to them, and which guides do (by slug:
 * where a reader meets the deadlines, or the receipts and visits a claim is made of).
 */
export const phoneTools: readonly { path: string; label: UiKey; homeLabel: UiKey; icon: IconName; guides: readonly string[] }[] = [
  {
    path: '/deadlines',
    label: 'nav.deadlines',
    homeLabel: 'home.firstMinute.deadlines',
    icon: 'calendar',
    guides: ['car-accident-guide', 'accident-report', 'insurance-rights', 'common-mistakes', 'uninsured-hit-run', 'amicable-settlement'],
  },
  {
    path: '/journal',
    label: 'nav.journal',
    homeLabel: 'home.firstMinute.journal',
    icon: 'clipboard',
    guides: ['car-accident-guide', 'documents-checklist', 'compensation-calculation', 'vehicle-injury-assessments'],
  },
];

/** The tools a guide links to. */
export const toolsOfGuide = (slug: string) => phoneTools.filter((tool) => tool.guides.includes(slug));
