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
  // The firm's pages and their UI strings (how we work, the notices, the services, the home page's first minutes).
  {
    phrase: '24 ώρες',
    where: ['src/i18n/ui/el.ts'],
    reason:
      'Medical advice, not a rule of law: see a doctor within 24 hours of the accident (home.firstMinute.steps; the same advice in start.urgent.doctor.title). No law sets it; a later visit loses no right.',
  },
  {
    phrase: '24 hours',
    where: ['src/i18n/ui/en.ts'],
    reason:
      'Medical advice, not a rule of law: see a doctor within 24 hours of the accident (home.firstMinute.steps; the same advice in start.urgent.doctor.title). No law sets it; a later visit loses no right.',
  },
];
