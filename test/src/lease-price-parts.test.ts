import { describe, expect, it } from 'vitest';
import { calculateLeasePrice, type CostPart, type LeasePriceResult } from '../../contract/lease-price';
import { describeResult } from '../../src/lib/lease-price-explain';
import { PETROL_40K, PETROL_40K_CENTS, leaseInput } from '../support/lease-price';

const partsOf = (result: LeasePriceResult) => Object.fromEntries(result.parts.map((p) => [p.what, p.cents])) as Record<CostPart, number>;

describe('lease price: the monthly cost parts, worked by hand', () => {
  it('prices the petrol example at € 844.94', () => {
    // Capital excl. VAT: 4,000,000 × 10,000 / 12,100 = 3,305,785.12 → 3,305,785 cents.
    // Residual share: 9,200 − 75 × 48 − 120 × 20,000 × 48 / 120,000 = 9,200 − 3,600 − 960 = 4,640 bp.
    // Residual: 3,305,785 × 0.4640 = 1,533,884.24 → 1,533,884.
    // Depreciation: (3,305,785 − 1,533,884) / 48 = 36,914.6 → 36,915.
    // Interest: (3,305,785 + 1,533,884) × 550 / 240,000 = 11,090.9 → 11,091.
    // Maintenance: 20,000 × 3,500 / 12,000 = 5,833.3 → 5,833. Tyres: 20,000 × 1,200 / 12,000 = 2,000.
    // Insurance: 2,000 + 3,305,785 × 20 / 10,000 = 2,000 + 6,611.6 → 8,612. Road tax petrol: 4,500.
    // Energy: (20,000 − 500) × 120 × 160 / (2,392 × 12) = 374,400,000 / 28,704 = 13,043.5 → 13,043. Fee 2,500.
    // Sum: 36,915 + 11,091 + 5,833 + 2,000 + 8,612 + 4,500 + 13,043 + 2,500 = 84,494.
    const result = calculateLeasePrice(leaseInput());
    expect(partsOf(result)).toEqual({
      depreciation: 36_915, interest: 11_091, maintenance: 5_833, tyres: 2_000, insurance: 8_612, roadTax: 4_500, energy: 13_043, managementFee: 2_500,
    });
    expect(result.computedLeasePrice).toBe(PETROL_40K_CENTS);
    expect(result.leasePrice).toBe(84_494);
    expect(result.isFixedPrice).toBe(false);
    expect(result.allowed).toBe(true);
  });

  it('prices an electric estate at € 795.26, charging at a fixed use instead of CO2', () => {
    // Capital: 4,500,000 / 1.21 = 3,719,008.26 → 3,719,008. Residual: 9,200 − 2,700 − 120 × 15,000 × 36 / 120,000 (540) = 5,960 bp.
    // Residual: 3,719,008 × 0.5960 = 2,216,528.77 → 2,216,529. Depreciation: 1,502,479 / 36 = 41,735.5 → 41,736.
    // Interest: 5,935,537 × 550 / 240,000 = 13,602.3 → 13,602. Maintenance electric: 15,000 × 2,500 / 12,000 = 3,125.
    // Tyres 1,500. Insurance: 2,000 + 7,438.0 → 9,438. Road tax electric 1,100.
    // Charging: 14,500 km × 0.180 kWh × 30 cents / 12 = 6,525. Fee 2,500. Sum: 79,526.
    const result = calculateLeasePrice(leaseInput({
      version: { ...PETROL_40K, consumerPrice: 45_000, fuelCode: 'e', co2: 0, bodyType: 'sw' }, durationMonths: 36, kmPerYear: 15_000,
    }));
    expect(partsOf(result)).toEqual({
      depreciation: 41_736, interest: 13_602, maintenance: 3_125, tyres: 1_500, insurance: 9_438, roadTax: 1_100, energy: 6_525, managementFee: 2_500,
    });
    expect(result.computedLeasePrice).toBe(79_526);
  });

  it('adds options and accessories to the capital', () => {
    // € 1,210 of extras incl. VAT is € 1,000 more capital: depreciation (100,000 − 46,400) / 48 = 1,116.7 more, give or take a cent.
    const plain = partsOf(calculateLeasePrice(leaseInput()));
    const withExtras = partsOf(calculateLeasePrice(leaseInput({
      options: [{ description: 'Metallic paint', price: 910 }], accessories: [{ description: 'Tow bar', price: 300 }],
    })));
    expect(withExtras.depreciation - plain.depreciation).toBeGreaterThanOrEqual(1_116);
    expect(withExtras.depreciation - plain.depreciation).toBeLessThanOrEqual(1_118);
    expect(withExtras.maintenance).toBe(plain.maintenance);
  });

  it('assumes a CO2 figure per fuel when the catalogue has none, and says so', () => {
    // Petrol's assumed 140 g/km: 19,500 × 140 × 160 / 28,704 = 15,217.4 → 15,217.
    const result = calculateLeasePrice(leaseInput({ version: { ...PETROL_40K, co2: null } }));
    const energy = result.parts.find((p) => p.what === 'energy')!;
    expect(energy.cents).toBe(15_217);
    expect(energy.why.co2Known).toBe(false);
    expect(describeResult(result).join('\n')).toContain('140 g CO2/km (assumed)');
  });

  it('charges vans and pick-ups the commercial road tax, except electric ones', () => {
    const roadTax = (fuelCode: 'd' | 'e', bodyType: 'bulw' | 'hb') =>
      partsOf(calculateLeasePrice(leaseInput({ version: { ...PETROL_40K, fuelCode, bodyType } }))).roadTax;
    expect(roadTax('d', 'hb')).toBe(9_500);
    expect(roadTax('d', 'bulw')).toBe(3_000);
    expect(roadTax('e', 'bulw')).toBe(1_100);
  });

  it('handles the shortest and longest contracts: residual 87.2 % at 6 months / 5,000 km, the 5 % floor at 72 months / 80,000 km', () => {
    // 9,200 − 75 × 6 − 120 × 5,000 × 6 / 120,000 (30) = 8,720 bp.
    const short = calculateLeasePrice(leaseInput({ durationMonths: 6, kmPerYear: 5_000 }));
    expect(short.parts[0]!.why.residualBp).toBe(8_720);
    // 9,200 − 5,400 − 120 × 80,000 × 72 / 120,000 (5,760) is negative, so the floor: 500 bp.
    const long = calculateLeasePrice(leaseInput({ durationMonths: 72, kmPerYear: 80_000 }));
    expect(long.parts[0]!.why.residualBp).toBe(500);
    // Energy for 79,500 km: 79,500 × 120 × 160 / 28,704 = 53,177.3 → 53,177.
    expect(long.parts.find((p) => p.what === 'energy')!.cents).toBe(53_177);
  });

  it('refuses durations, kilometres and prices off the spec lists as a caller mistake', () => {
    for (const [durationMonths, kmPerYear] of [[0, 20_000], [78, 20_000], [45, 20_000], [48, 0], [48, 85_000], [48, 12_500]] as const) {
      expect(() => calculateLeasePrice(leaseInput({ durationMonths, kmPerYear }))).toThrow(RangeError);
    }
    expect(() => calculateLeasePrice(leaseInput({ version: { ...PETROL_40K, consumerPrice: -1 } }))).toThrow(RangeError);
    expect(() => calculateLeasePrice(leaseInput({ version: { ...PETROL_40K, consumerPrice: Number.NaN } }))).toThrow(RangeError);
    expect(() => calculateLeasePrice(leaseInput({ options: [{ description: 'Gold wheels', price: 20_000_000 }] }))).toThrow(/Gold wheels/);
  });

  it('writes every line as what, amount and why', () => {
    const text = describeResult(calculateLeasePrice(leaseInput({ normLease: 750 })));
    expect(text[0]).toBe('depreciation: € 369,15 — capital € 33.057,85 excl. VAT less residual value € 15.338,84 (46,4%), over 48 months');
    expect(text).toContain('computed lease price: € 844,94');
    expect(text).toContain('overshoot: € 94,94 — lease price € 844,94 above the norm lease € 750,00');
    expect(text.at(-1)).toBe('allowed');
  });
});
