import { locales } from '../../i18n/locales.ts';

/**
 * Phrases that look like a period of the law but are not a rule the register should hold, each with its
 * reason. The build's check of the law's one home (./law-check.ts) lets them stand in the files listed;
 * anything else that states a period outside src/content/law/ stops the build. Keep the list short: a rule
 * belongs in the register, not here.
 */
export interface NotRule {
  /** The phrases as written, in every language (case and spacing do not matter). */
  phrases: readonly string[];
  /**
   * Where they may stand: a guide by its address ('guide:common-mistakes', both languages), or a file or a
   * folder ending in '/'.
   */
  where: readonly string[];
  reason: string;
}

/** A guide's files in every language of the registry, as the check names them. */
export const guideFiles = (where: string): string[] =>
  where.startsWith('guide:') ? locales.map((lang) => `src/content/articles/${lang}/${where.slice('guide:'.length)}.mdx`) : [where];

export const notRules: readonly NotRule[] = [
  {
    phrases: ['24 ώρες', '24 hours'],
    where: [
      'guide:accident-report',
      'guide:car-accident-guide',
      'guide:common-mistakes',
      'guide:uninsured-hit-run',
      'guide:vehicle-injury-assessments',
      'guide:documents-checklist',
      'guide:amicable-settlement',
      'src/i18n/ui/',
      'src/config/start-path.ts',
    ],
    reason:
      'Medical advice, not a rule of law: be examined within a day of the accident, so that an injury is recorded and linked to it (the home page and the path say it too, and the path names the guide section "see-a-doctor-within-24-hours"); two guides make it the first stage of their timeline, and the first-steps guide also says 112 answers "24 hours a day".',
  },
  {
    phrases: ['72 ώρες', '72 hours'],
    where: ['guide:vehicle-injury-assessments'],
    reason:
      'Medical advice: a second medical opinion within 24–72 hours if symptoms persist, the guide’s practical timing, not a period of the law.',
  },
  {
    phrases: ['7 ημέρες', '7 days', '30 ημέρες', '30 days'],
    where: ['guide:documents-checklist'],
    reason:
      'The stages of the guide’s practical timeline for gathering papers ("within 3–7 days", "within 30 days and after"), not periods of the law.',
  },
  {
    phrases: ['δύο χρόνια', 'διετία', 'two years', 'two-year'],
    where: ['guide:insurance-rights', 'guide:common-mistakes'],
    reason:
      'The limitation period against the insurer before ν. 3557/2007 (ΑΠ 117/2004), named only to warn that it is outdated; the periods in force come from the register.',
  },
  {
    phrases: ['10 ημέρες', '10 ημερών', '10 days', '12 ημέρες', '12 days', '20 ημέρες', '20 days'],
    where: [
      'guide:amicable-settlement',
      'guide:vehicle-injury-assessments',
      'guide:contributory-negligence',
      'guide:compensation-calculation',
      'guide:documents-checklist',
      'guide:common-mistakes',
    ],
    reason: 'Days of lost use in a worked example (days × an illustrative daily rate), not a period of the law.',
  },
  {
    phrases: ['δύο μήνες', 'δύο μηνών', 'two months'],
    where: ['guide:compensation-calculation'],
    reason: 'The time off work of the invented employee in a worked example (her two months’ lost pay), not a period of the law.',
  },
];
