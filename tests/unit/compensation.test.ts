import { describe, expect, it } from 'vitest';
import { computeCompensation, grossTotal, reducedAmount } from '../../src/lib/compensation.ts';

describe('compensation formula', () => {
  it('gives the contributory-negligence quick table (gross 5,000/10,000/15,000 × 10/20/30 %)', () => {
    const table = [5000, 10000, 15000].map((gross) => [0.1, 0.2, 0.3].map((share) => reducedAmount(gross, share)));
    expect(table).toEqual([
      [4500, 4000, 3500],
      [9000, 8000, 7000],
      [13500, 12000, 10500],
    ]);
  });

  it('applies final = gross × (1 − share) − deductibles ± interest and expenses', () => {
    expect(computeCompensation({ gross: 10000, share: 0.2, deductibles: 500, extras: 300 })).toEqual({
      gross: 10000,
      reduction: 2000,
      deductibles: 500,
      extras: 300,
      final: 7800,
    });
    expect(computeCompensation({ gross: 8000, share: 0.25, extras: -100 }).final).toBe(5900);
    expect(computeCompensation({ gross: 8000, share: 0 }).final).toBe(8000);
  });

  it('sums heads of damage, loss of use at 25 € a day included, without float noise', () => {
    const heads = [{ amount: 0.1 }, { amount: 0.2 }, { amount: 25 * 12 }];
    expect(grossTotal(heads)).toBe(300.3);
    expect(reducedAmount(333.33, 0.1)).toBe(300);
  });

  it('rejects impossible inputs', () => {
    expect(() => computeCompensation({ gross: -1, share: 0.1 })).toThrow(RangeError);
    expect(() => computeCompensation({ gross: 100, share: 1.5 })).toThrow(RangeError);
    expect(() => computeCompensation({ gross: 100, share: Number.NaN })).toThrow(RangeError);
    expect(() => computeCompensation({ gross: 100, share: 0.1, deductibles: -5 })).toThrow(RangeError);
  });
});
