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

const doctorAdvice =
  'Medical advice, not a rule of law: be examined within a day of the accident, so that an injury is recorded and linked to it; no law sets this period.';
const outdatedLimitation =
  'The limitation period against the insurer before ν. 3557/2007 (ΑΠ 117/2004), named only to warn that it is outdated; the periods in force come from the register.';
const workedExample = 'A worked example of loss of use (days × an illustrative daily rate), not a period of the law.';

export const notRules: readonly NotRule[] = [
  {
    phrase: '24 ώρες',
    where: [
      'src/content/articles/el/accident-report.mdx',
      'src/content/articles/el/car-accident-guide.mdx',
      'src/content/articles/el/common-mistakes.mdx',
      'src/content/articles/el/uninsured-hit-run.mdx',
    ],
    reason: doctorAdvice,
  },
  {
    phrase: '24 hours',
    where: [
      'src/content/articles/en/accident-report.mdx',
      'src/content/articles/en/car-accident-guide.mdx',
      'src/content/articles/en/common-mistakes.mdx',
      'src/content/articles/en/uninsured-hit-run.mdx',
    ],
    reason: `${doctorAdvice} In the first-steps guide also 112's hours ("24 hours a day") and the guide's first stage ("The first 24 hours").`,
  },
  {
    phrase: 'δύο χρόνια',
    where: ['src/content/articles/el/insurance-rights.mdx', 'src/content/articles/el/common-mistakes.mdx'],
    reason: outdatedLimitation,
  },
  { phrase: 'διετία', where: ['src/content/articles/el/insurance-rights.mdx'], reason: outdatedLimitation },
  {
    phrase: 'two years',
    where: ['src/content/articles/en/insurance-rights.mdx', 'src/content/articles/en/common-mistakes.mdx'],
    reason: outdatedLimitation,
  },
  { phrase: 'two-year', where: ['src/content/articles/en/insurance-rights.mdx'], reason: outdatedLimitation },
  { phrase: '12 ημέρες', where: ['src/content/articles/el/common-mistakes.mdx'], reason: workedExample },
  { phrase: '12 days', where: ['src/content/articles/en/common-mistakes.mdx'], reason: workedExample },
];
