import { describe, expect, it } from 'vitest';
import type { Deviation } from '../../contract/areas/deviation';
import { calculateLeasePrice, type LeaseCarVersion, type LeaseDeviation, type LeasePriceInput } from '../../contract/lease-price';
import { PETROL_40K, deviation, leaseInput } from '../support/lease-price';

// The example car: petrol, 120 g/km, label C, category 1, price 84,494 cents; norm lease € 750 unless said.
const run = (deviations: LeaseDeviation[], over: Partial<LeasePriceInput> = {}) =>
  calculateLeasePrice(leaseInput({ normLease: 750, deviations, ...over }));
const normWith = (over: Partial<LeaseDeviation>, version: LeaseCarVersion = PETROL_40K) =>
  run([deviation(over)], { version }).normLease!.value;

describe('lease price: deviations by CO2', () => {
  it('compares the car\'s CO2 smaller, larger or equal', () => {
    // +€ 50 on the norm lease of 75,000 when the condition holds.
    expect(normWith({ deviationLGS: 'smaller', co2Value: 130 })).toBe(80_000);
    expect(normWith({ deviationLGS: 'smaller', co2Value: 120 })).toBe(75_000);
    expect(normWith({ deviationLGS: 'larger', co2Value: 110 })).toBe(80_000);
    expect(normWith({ deviationLGS: 'larger', co2Value: 120 })).toBe(75_000);
    expect(normWith({ deviationLGS: 'equal', co2Value: 120 })).toBe(80_000);
    expect(normWith({ deviationLGS: 'equal', co2Value: 121 })).toBe(75_000);
    expect(normWith({ deviationLGS: 'larger', co2Value: 0 }, { ...PETROL_40K, co2: null })).toBe(75_000);
  });

  it('counts per gram CO2 the grams beyond the compared value, by amount or percentage; equal has none', () => {
    // Larger than 100 at 120 g/km: 20 grams × € 1.50 = 3,000 off the norm lease: 72,000, so the overshoot is 84,494 − 72,000.
    const perGram = run([deviation({ deviationLGS: 'larger', co2Value: 100, perGrCo2: true, deviationValue: 1.5, additionOrDeduction: 'deduction' })]);
    expect(perGram.normLease!.value).toBe(72_000);
    expect(perGram.deviations).toEqual([{ deviationId: 1, target: 'normLease', cents: -3_000, multiplier: 20 }]);
    expect(perGram.ownContribution).toBe(12_494);
    // Smaller than 150 at 120 g/km: 30 grams × 1 % of max lease 80,000 = 30 % = 24,000.
    const percent = run([deviation({
      co2Value: 150, perGrCo2: true, deviationValue: 1, deviationPB: 'percentage', ownContributionOrMaxLeaseOrLeasePrice: 'maxLease',
    })], { settings: { ...leaseInput().settings, maxLease: 800 } });
    expect(percent.maxLease).toMatchObject({ base: 80_000, value: 104_000 });
    expect(normWith({ deviationLGS: 'equal', co2Value: 120, perGrCo2: true })).toBe(75_000);
  });
});

describe('lease price: deviations by fuel label', () => {
  const byLabel = (deviationLGS: LeaseDeviation['deviationLGS'], fuelLabelValue: string, energyLabel: LeaseCarVersion['energyLabel'] = 'C') =>
    normWith({ co2FuelLabel1: 'fuelLabel', co2Value: null, deviationLGS, fuelLabelValue }, { ...PETROL_40K, energyLabel });

  it('compares labels by letter, A smallest', () => {
    expect(byLabel('smaller', 'D')).toBe(80_000);
    expect(byLabel('smaller', 'C')).toBe(75_000);
    expect(byLabel('larger', 'B')).toBe(80_000);
    expect(byLabel('larger', 'C')).toBe(75_000);
    expect(byLabel('equal', 'C')).toBe(80_000);
    expect(byLabel('equal', 'A')).toBe(75_000);
  });

  it('never matches a car labelled n.v.t. or without a label', () => {
    expect(byLabel('larger', 'A', '-')).toBe(75_000);
    expect(byLabel('smaller', 'G', null)).toBe(75_000);
  });
});

describe('lease price: what a deviation applies to', () => {
  it('adjusts the norm lease ("lease price"), which moves the overshoot the driver pays', () => {
    const result = run([deviation()]);
    expect(result.normLease!.lines).toEqual([expect.objectContaining({ what: 'deviation', cents: 5_000, deviationId: 1 })]);
    expect(result.ownContribution).toBe(4_494);
  });

  it('adjusts the max lease, which decides whether the car is allowed', () => {
    const settings = { ...leaseInput().settings, maxLease: 800 };
    expect(run([], { settings }).allowed).toBe(false);
    // 80,000 + 10 % = 88,000 ≥ 84,494.
    const raised = run([deviation({ deviationValue: 10, deviationPB: 'percentage', ownContributionOrMaxLeaseOrLeasePrice: 'maxLease' })], { settings });
    expect(raised.maxLease!.value).toBe(88_000);
    expect(raised.allowed).toBe(true);
  });

  it('adjusts the own contribution after its own steps, and before its limits', () => {
    // Overshoot 9,494 − € 20 = 7,494.
    const lowered = run([deviation({ additionOrDeduction: 'deduction', deviationValue: 20, ownContributionOrMaxLeaseOrLeasePrice: 'ownContribution' })]);
    expect(lowered.ownContributionLines.map((l) => [l.what, l.cents])).toEqual([['overshoot', 9_494], ['deviation', -2_000]]);
    expect(lowered.ownContribution).toBe(7_494);
    const capped = run([deviation({ deviationValue: 100, ownContributionOrMaxLeaseOrLeasePrice: 'ownContribution' })], {
      settings: { ...leaseInput().settings, ownContributionMax: 150 },
    });
    expect(capped.ownContribution).toBe(15_000);
  });

  it('never takes an amount below zero, and says so in a line', () => {
    const result = run([deviation({ additionOrDeduction: 'deduction', deviationValue: 1_000 })]);
    expect(result.normLease).toMatchObject({ base: 75_000, value: 0 });
    expect(result.normLease!.lines.map((l) => [l.what, l.cents])).toEqual([['deviation', -100_000], ['deviationFloor', 25_000]]);
  });

  it('lists a deviation on a norm or max lease the arrangement does not set as skipped', () => {
    const result = run([deviation(), deviation({ id: 2, ownContributionOrMaxLeaseOrLeasePrice: 'maxLease' })], { normLease: null });
    expect(result.normLease).toBeNull();
    expect(result.maxLease).toBeNull();
    expect(result.deviations).toEqual([
      { deviationId: 1, target: 'normLease', cents: 0, multiplier: 1, skipped: 'noNormLease' },
      { deviationId: 2, target: 'maxLease', cents: 0, multiplier: 1, skipped: 'noMaxLease' },
    ]);
  });

  it('takes percentages of the amount before any deviation, so their order does not matter', () => {
    const tenPercent = (id: number) => deviation({ id, deviationValue: 10, deviationPB: 'percentage' });
    // 75,000 + 7,500 + 7,500, not 75,000 × 1.1 × 1.1.
    expect(run([tenPercent(1), tenPercent(2), deviation({ id: 3 })]).normLease!.value).toBe(95_000);
    expect(run([deviation({ id: 3 }), tenPercent(2), tenPercent(1)]).normLease!.value).toBe(95_000);
  });
});

describe('lease price: which cars a deviation meets', () => {
  it('meets its own category or, without one, every category', () => {
    expect(normWith({ categoryId: 1 })).toBe(80_000);
    expect(normWith({ categoryId: 2 })).toBe(75_000);
    expect(run([deviation()], { categoryId: null }).normLease!.value).toBe(80_000);
  });

  it('meets cars by fuel family: diesel and diesel hybrid for d, every other fuel for petrol', () => {
    const diesel = deviation({ fuel: 'd' });
    expect(normWith({ fuel: 'd' })).toBe(75_000);
    expect(run([diesel], { version: { ...PETROL_40K, fuelCode: 'dh' } }).normLease!.value).toBe(80_000);
    expect(run([deviation()], { version: { ...PETROL_40K, fuelCode: 'e', co2: 0 } }).normLease!.value).toBe(80_000);
    expect(run([deviation()], { version: { ...PETROL_40K, fuelCode: 'd' } }).normLease!.value).toBe(75_000);
  });

  it('takes the deviation rows the server answers as they are', () => {
    // Typed as the server's row, so a renamed or retyped field fails the type check here.
    const row: Deviation = {
      version: 3, id: 7, carArrangementId: 1, carArrangementName: 'Leaseregeling 2026', categoryId: null, categoryName: null, fuel: 'l', co2FuelLabel1: 'co2', co2FuelLabel2: 2,
      deviationLGS: 'smaller', co2Value: 130, fuelLabelValue: null, deviationValue: 50, deviationPB: 'amount', additionOrDeduction: 'addition',
      ownContributionOrMaxLeaseOrLeasePrice: 'leasePrice', perGrCo2: false,
    };
    expect(run([row]).deviations).toEqual([{ deviationId: 7, target: 'normLease', cents: 5_000, multiplier: 1 }]);
  });
});
