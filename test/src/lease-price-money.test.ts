import { describe, expect, it } from 'vitest';
import { calculateLeasePrice } from '../../contract/lease-price';
import { describeResult } from '../../src/lib/lease-price-explain';
import { mulDiv, perFourWeeks, toBasisPoints, toCents } from '../../contract/lease-price/money';
import { deviation, leaseInput } from '../support/lease-price';

describe('lease price: money in cents', () => {
  it('turns every two-decimal euro amount into its exact cents', () => {
    // 0.29 × 100 is 28.999999999999996 in floating point; the conversion must still give 29.
    for (let cents = 0; cents <= 200_000; cents += 1) expect(toCents(cents / 100)).toBe(cents);
    expect(toCents(99_999_999.99)).toBe(9_999_999_999);
    expect(toBasisPoints(12.34)).toBe(1_234);
    expect(toBasisPoints(0.07)).toBe(7);
  });

  it('rounds a rate once, half away from zero', () => {
    expect(mulDiv(5, 1, 2)).toBe(3);
    expect(mulDiv(-5, 1, 2)).toBe(-3);
    expect(mulDiv(7, 1, 3)).toBe(2);
    expect(mulDiv(-7, 1, 3)).toBe(-2);
    expect(Object.is(mulDiv(-1, 1, 3), 0)).toBe(true);
    // Four weeks: 1,300 cents a month is 1,200 per four weeks exactly; 1 cent is 0.92 → 1.
    expect(perFourWeeks(1_300)).toBe(1_200);
    expect(perFourWeeks(1)).toBe(1);
  });
});

describe('lease price: the breakdown in words', () => {
  it('names the deviation that changed an amount, and the fixed price that won', () => {
    const result = calculateLeasePrice(leaseInput({
      normLease: 750, fixedLeasePrice: 700,
      deviations: [deviation({ id: 12, deviationLGS: 'larger', co2Value: 100, perGrCo2: true, deviationValue: 1.5, additionOrDeduction: 'deduction' })],
    }));
    const text = describeResult(result);
    expect(text).toContain('fixed lease price € 700,00 overrides the computed price');
    expect(text).toContain('deviation (deviation 12): € -30,00 — CO2 larger than 100: deduction of € 1,50 per gram CO2 × 20');
    expect(text).toContain('norm lease: € 720,00');
  });

  it('gives each reason a car is refused with the figures compared', () => {
    const text = describeResult(calculateLeasePrice(leaseInput({}, { maxCo2: 100, maxLease: 800 })));
    expect(text.slice(-2)).toEqual(['not allowed: co2AboveMax (120 against 100)', 'not allowed: leaseAboveMax (84494 against 80000)']);
  });
});
