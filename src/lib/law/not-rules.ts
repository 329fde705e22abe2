/**
 * Phrases that look like a period of the law but are not a rule the register should hold, each with its
 * reason. The build's check of the law's one home (./law-check.ts) lets them stand where listed; anything
 * else that states a period outside src/content/law/ stops the build. Keep the list short: a rule belongs in
 * the register, not here.
 */
export interface NotRule {
  /** The phrase as written (case and spacing do not matter). */
  phrase: string;
  /** The files, or folders ending in '/', where it may stand. */
  where: readonly string[];
  reason: string;
}

export const notRules: readonly NotRule[] = [
  // The guides vehicle-injury-assessments, documents-checklist, compensation-calculation, amicable-settlement, contributory-negligence
  {
    phrase: '24 ώρες',
    where: [
      'src/content/articles/el/vehicle-injury-assessments.mdx',
      'src/content/articles/el/documents-checklist.mdx',
      'src/content/articles/el/amicable-settlement.mdx',
    ],
    reason:
      'Medical advice (see a doctor within 24 hours of the accident, even if you feel fine), which two of these guides also make the first stage of their practical timeline; not a period of the law.',
  },
  {
    phrase: '24 hours',
    where: [
      'src/content/articles/en/vehicle-injury-assessments.mdx',
      'src/content/articles/en/documents-checklist.mdx',
      'src/content/articles/en/amicable-settlement.mdx',
    ],
    reason:
      'Medical advice (see a doctor within 24 hours of the accident, even if you feel fine), which two of these guides also make the first stage of their practical timeline; not a period of the law.',
  },
  {
    phrase: '72 ώρες',
    where: ['src/content/articles/el/vehicle-injury-assessments.mdx'],
    reason:
      "Medical advice: a second medical opinion within 24-72 hours if symptoms persist, the guide's practical timing (as the site's specification words it), not a period of the law.",
  },
  {
    phrase: '72 hours',
    where: ['src/content/articles/en/vehicle-injury-assessments.mdx'],
    reason:
      "Medical advice: a second medical opinion within 24-72 hours if symptoms persist, the guide's practical timing (as the site's specification words it), not a period of the law.",
  },
  {
    phrase: '7 ημέρες',
    where: ['src/content/articles/el/documents-checklist.mdx'],
    reason:
      "A stage of the guide's practical timeline for gathering documents ('within 3-7 days', 'within 30 days and after', as the site's specification names them), not a period of the law.",
  },
  {
    phrase: '7 days',
    where: ['src/content/articles/en/documents-checklist.mdx'],
    reason:
      "A stage of the guide's practical timeline for gathering documents ('within 3-7 days', 'within 30 days and after', as the site's specification names them), not a period of the law.",
  },
  {
    phrase: '30 ημέρες',
    where: ['src/content/articles/el/documents-checklist.mdx'],
    reason:
      "A stage of the guide's practical timeline for gathering documents ('within 3-7 days', 'within 30 days and after', as the site's specification names them), not a period of the law.",
  },
  {
    phrase: '30 days',
    where: ['src/content/articles/en/documents-checklist.mdx'],
    reason:
      "A stage of the guide's practical timeline for gathering documents ('within 3-7 days', 'within 30 days and after', as the site's specification names them), not a period of the law.",
  },
  {
    phrase: '10 ημέρες',
    where: [
      'src/content/articles/el/amicable-settlement.mdx',
      'src/content/articles/el/vehicle-injury-assessments.mdx',
      'src/content/articles/el/contributory-negligence.mdx',
    ],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: '10 ημερών',
    where: ['src/content/articles/el/amicable-settlement.mdx'],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: '10 days',
    where: [
      'src/content/articles/en/amicable-settlement.mdx',
      'src/content/articles/en/vehicle-injury-assessments.mdx',
      'src/content/articles/en/contributory-negligence.mdx',
    ],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: '12 ημέρες',
    where: ['src/content/articles/el/compensation-calculation.mdx', 'src/content/articles/el/documents-checklist.mdx'],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: '12 days',
    where: ['src/content/articles/en/compensation-calculation.mdx', 'src/content/articles/en/documents-checklist.mdx'],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: '20 ημέρες',
    where: ['src/content/articles/el/compensation-calculation.mdx'],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: '20 days',
    where: ['src/content/articles/en/compensation-calculation.mdx'],
    reason: 'Days of lost use in a worked example (days × an illustrative €25 a day), not a period of the law.',
  },
  {
    phrase: 'δύο μήνες',
    where: ['src/content/articles/el/compensation-calculation.mdx'],
    reason: "The time off work of the invented employee in a worked example (her two months' lost pay), not a period of the law.",
  },
  {
    phrase: 'δύο μηνών',
    where: ['src/content/articles/el/compensation-calculation.mdx'],
    reason: "The time off work of the invented employee in a worked example (her two months' lost pay), not a period of the law.",
  },
  {
    phrase: 'two months',
    where: ['src/content/articles/en/compensation-calculation.mdx'],
    reason: "The time off work of the invented employee in a worked example (her two months' lost pay), not a period of the law.",
  },
];
