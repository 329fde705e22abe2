import type { IconName } from '../components/Icon.astro';
import type { UiKey } from '../i18n/ui/index.ts';

/** One service of the firm: its texts are UI strings (src/i18n/ui/), its guides are the guides' file names. */
export interface Service {
  id: 'car' | 'claims' | 'insurance' | 'support';
  icon: IconName;
  title: UiKey;
  /** One sentence, for the home page's card. */
  text: UiKey;
  who: UiKey;
  does: UiKey;
  /** Bullet list (items separated by •). */
  bring: UiKey;
  /** Guides a visitor of this service reads next, by file name; a guide that does not exist fails the build. */
  guides: readonly string[];
}

/** The firm's four services, in the order the specification gives them. */
export const services: readonly Service[] = [
  {
    id: 'car',
    icon: 'car',
    title: 'services.car.title',
    text: 'services.car.text',
    who: 'services.car.who',
    does: 'services.car.does',
    bring: 'services.car.bring',
    guides: ['car-accident-guide', 'accident-report', 'documents-checklist'],
  },
  {
    id: 'claims',
    icon: 'briefcase',
    title: 'services.claims.title',
    text: 'services.claims.text',
    who: 'services.claims.who',
    does: 'services.claims.does',
    bring: 'services.claims.bring',
    guides: ['compensation-calculation', 'vehicle-injury-assessments', 'contributory-negligence'],
  },
  {
    id: 'insurance',
    icon: 'shield',
    title: 'services.insurance.title',
    text: 'services.insurance.text',
    who: 'services.insurance.who',
    does: 'services.insurance.does',
    bring: 'services.insurance.bring',
    guides: ['insurance-rights', 'amicable-settlement', 'uninsured-hit-run'],
  },
  {
    id: 'support',
    icon: 'handshake',
    title: 'services.support.title',
    text: 'services.support.text',
    who: 'services.support.who',
    does: 'services.support.does',
    bring: 'services.support.bring',
    guides: ['common-mistakes', 'insurance-rights'],
  },
];
