import type { FuelCode } from '../fuels';
import { mulDiv } from './money';
import { COMMERCIAL_BODY_TYPES, COMMERCIAL_ROAD_TAX_CENTS, ENERGY_RATES, INSURANCE_BASE_CENTS, INSURANCE_BP_PER_MONTH, INTEREST_BP_PER_YEAR, MAINTENANCE_CENTS_PER_1000_KM, MANAGEMENT_FEE_CENTS, PRIVATE_USE_THRESHOLD_KM, RESIDUAL_FLOOR_BP, RESIDUAL_LOSS_BP_PER_10000_KM, RESIDUAL_LOSS_BP_PER_MONTH, RESIDUAL_START_BP, ROAD_TAX_CENTS, TYRES_CENTS_PER_1000_KM, VAT_BASIS_POINTS } from './rates';
import type { BodyType, CostPart, PriceLine } from './types';

/** What the cost parts need: the car's capital incl. VAT in cents, and its use. */
export interface CostBasis {
  /** Consumer price + options + accessories, incl. VAT, cents. */
  grossCapital: number;
  fuelCode: FuelCode;
  co2: number | null;
  bodyType: BodyType | null;
  durationMonths: number;
  kmPerYear: number;
}

/** The residual value's share of the capital after the contract, in basis points (rates.ts). */
export function residualBasisPoints(durationMonths: number, kmPerYear: number): number {
  // kmPerYear × months / 12 kilometres in all, at 1.2 % per 10,000 of them.
  const kmLoss = mulDiv(RESIDUAL_LOSS_BP_PER_10000_KM * kmPerYear, durationMonths, 12 * 10_000);
  return Math.max(RESIDUAL_FLOOR_BP, RESIDUAL_START_BP - RESIDUAL_LOSS_BP_PER_MONTH * durationMonths - kmLoss);
}

/** Energy a month for the kilometres above the private-use threshold. */
function energyLine(basis: CostBasis): PriceLine<CostPart> {
  const km = Math.max(0, basis.kmPerYear - PRIVATE_USE_THRESHOLD_KM);
  const rate = ENERGY_RATES[basis.fuelCode];
  if (rate.kind === 'fixed') {
    const cents = mulDiv(km * rate.milliUnitsPerKm, rate.centsPerUnit, 1_000 * 12);
    return { what: 'energy', cents, why: { km, milliUnitsPerKm: rate.milliUnitsPerKm, unit: rate.unit, centsPerUnit: rate.centsPerUnit } };
  }
  const co2 = basis.co2 ?? rate.fallbackCo2;
  const cents = mulDiv(km * co2, rate.centsPerUnit, rate.gramsCo2PerUnit * 12);
  return {
    what: 'energy', cents,
    why: { km, co2, co2Known: basis.co2 !== null, gramsCo2PerUnit: rate.gramsCo2PerUnit, unit: rate.unit, centsPerUnit: rate.centsPerUnit },
  };
}

/**
 * The monthly cost parts of a car's lease, each rounded to the cent once; their sum is the computed
 * lease price (excl. VAT). The capital is the gross capital without VAT.
 */
export function costParts(basis: CostBasis): PriceLine<CostPart>[] {
  const { durationMonths: months, kmPerYear: km, fuelCode } = basis;
  const capital = mulDiv(basis.grossCapital, 10_000, 10_000 + VAT_BASIS_POINTS);
  const residualBp = residualBasisPoints(months, km);
  const residual = mulDiv(capital, residualBp, 10_000);
  const commercial = basis.bodyType !== null && COMMERCIAL_BODY_TYPES.includes(basis.bodyType);
  const roadTax = commercial && fuelCode !== 'e' ? COMMERCIAL_ROAD_TAX_CENTS : ROAD_TAX_CENTS[fuelCode];
  return [
    { what: 'depreciation', cents: mulDiv(capital - residual, 1, months), why: { capital, residual, residualBp, months } },
    // Average capital (capital + residual) / 2 at the yearly rate, a twelfth of it a month.
    { what: 'interest', cents: mulDiv(capital + residual, INTEREST_BP_PER_YEAR, 2 * 10_000 * 12), why: { capital, residual, bpPerYear: INTEREST_BP_PER_YEAR } },
    { what: 'maintenance', cents: mulDiv(km, MAINTENANCE_CENTS_PER_1000_KM[fuelCode], 1_000 * 12), why: { kmPerYear: km, centsPer1000Km: MAINTENANCE_CENTS_PER_1000_KM[fuelCode] } },
    { what: 'tyres', cents: mulDiv(km, TYRES_CENTS_PER_1000_KM, 1_000 * 12), why: { kmPerYear: km, centsPer1000Km: TYRES_CENTS_PER_1000_KM } },
    {
      what: 'insurance', cents: INSURANCE_BASE_CENTS + mulDiv(capital, INSURANCE_BP_PER_MONTH, 10_000),
      why: { capital, baseCents: INSURANCE_BASE_CENTS, bpPerMonth: INSURANCE_BP_PER_MONTH },
    },
    { what: 'roadTax', cents: roadTax, why: { fuelCode, commercial } },
    energyLine(basis),
    { what: 'managementFee', cents: MANAGEMENT_FEE_CENTS, why: {} },
  ];
}
