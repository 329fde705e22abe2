/**
 * The guides' arithmetic, as the fact sheet sets it out:
 *   final amount = gross total × (1 − contributory-negligence share) − deductibles ± interest and expenses.
 * Every amount shown in a guide's examples and tables comes from here, never typed by hand.
 */
export interface CompensationInput {
  /** Gross total of all heads of damage, in euros. */
  gross: number;
  /** Contributory-negligence share of the victim, 0..1 (0.2 = 20 %). */
  share: number;
  /** Amounts deducted (already paid, deductibles), in euros. */
  deductibles?: number;
  /** Interest and expenses: positive adds, negative subtracts. */
  extras?: number;
}

export interface CompensationResult {
  gross: number;
  reduction: number;
  deductibles: number;
  extras: number;
  final: number;
}

/** Rounds to whole cents, away from binary-float noise (0.1 + 0.2 style). */
const cents = (value: number) => Math.round(value * 100) / 100;

export function computeCompensation({ gross, share, deductibles = 0, extras = 0 }: CompensationInput): CompensationResult {
  if (!Number.isFinite(gross) || gross < 0) throw new RangeError(`gross must be a non-negative amount, got ${gross}`);
  if (!(share >= 0 && share <= 1)) throw new RangeError(`share must be between 0 and 1, got ${share}`);
  if (!Number.isFinite(deductibles) || deductibles < 0) throw new RangeError(`deductibles must be non-negative, got ${deductibles}`);
  if (!Number.isFinite(extras)) throw new RangeError(`extras must be a finite amount, got ${extras}`);
  const reduction = cents(gross * share);
  return {
    gross: cents(gross),
    reduction,
    deductibles: cents(deductibles),
    extras: cents(extras),
    final: cents(gross - reduction - deductibles + extras),
  };
}

/** Sum of heads of damage, in euros. */
export function grossTotal(heads: readonly { amount: number }[]): number {
  return cents(heads.reduce((sum, head) => sum + head.amount, 0));
}

/** Final amount after a reduction only: the quick tables (gross × (1 − share)). */
export function reducedAmount(gross: number, share: number): number {
  return computeCompensation({ gross, share }).final;
}
