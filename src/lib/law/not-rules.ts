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

export const notRules: readonly NotRule[] = [];
