import type { FuelCode } from '../fuels';
import type { BodyType } from './types';

/*
 * Every rate of the calculation, in one place (spec: "fees or rates: not shown", so these are a design:
 * plausible Dutch business-lease figures of 2026, excl. VAT). Money in cents, shares in basis points
 * (1/100 %), so the arithmetic stays in integers (money.ts). README.md beside this file explains them.
 */

/** Dutch VAT: consumer prices include it, lease prices do not. */
export const VAT_BASIS_POINTS = 2_100;

/**
 * Residual value as a share of the capital: it starts at 92 %, loses 0.75 % a month and 1.2 % per
 * 10,000 km driven over the contract, and never falls below 5 %.
 */
export const RESIDUAL_START_BP = 9_200;
export const RESIDUAL_LOSS_BP_PER_MONTH = 75;
export const RESIDUAL_LOSS_BP_PER_10000_KM = 120;
export const RESIDUAL_FLOOR_BP = 500;

/** Yearly interest on the average capital (halfway between the capital and the residual value). */
export const INTEREST_BP_PER_YEAR = 550;

/** Maintenance per 1,000 km: an electric drive train needs less, a hybrid has two. */
export const MAINTENANCE_CENTS_PER_1000_KM: Readonly<Record<FuelCode, number>> = {
  ag: 3_600, d: 3_800, dh: 4_000, e: 2_500, g: 3_600, l: 3_500, lh: 3_700, w: 3_000, o: 3_500,
};
export const TYRES_CENTS_PER_1000_KM = 1_200;

/** Insurance a month: a fixed part and a share of the capital (all-risk). */
export const INSURANCE_BASE_CENTS = 2_000;
export const INSURANCE_BP_PER_MONTH = 20;

/**
 * Road tax a month by fuel, for a car of average weight (the catalogue has no weights); electric and
 * hydrogen cars pay a quarter of the petrol rate (the 2026 discount), diesel the fuel surcharge.
 */
export const ROAD_TAX_CENTS: Readonly<Record<FuelCode, number>> = {
  ag: 6_000, d: 9_500, dh: 8_000, e: 1_100, g: 7_000, l: 4_500, lh: 3_800, w: 1_100, o: 4_500,
};
/** Vans and pick-ups (bu*, pu*) pay the commercial rate instead, whatever the fuel. */
export const COMMERCIAL_BODY_TYPES: readonly BodyType[] = ['bu', 'bulw', 'buhd', 'budc', 'pu', 'pudc', 'pulw'];
export const COMMERCIAL_ROAD_TAX_CENTS = 3_000;

/** The lessor's fee a month for running the contract. */
export const MANAGEMENT_FEE_CENTS = 2_500;

/** Kilometres a year a driver may drive privately without the fuel being in the lease (spec 01 §9, 02 §9: 500 km). */
export const PRIVATE_USE_THRESHOLD_KM = 500;

/**
 * Energy a kilometre. Burning fuels from the version's CO2 (g/km ÷ grams CO2 per litre or kg gives the
 * consumption; the fallback when the catalogue has no CO2); electric and hydrogen at a fixed use.
 */
export type EnergyRate =
  | { kind: 'co2'; gramsCo2PerUnit: number; centsPerUnit: number; fallbackCo2: number; unit: 'l' | 'kg' }
  | { kind: 'fixed'; milliUnitsPerKm: number; centsPerUnit: number; unit: 'kWh' | 'kg' };

const PETROL: EnergyRate = { kind: 'co2', gramsCo2PerUnit: 2_392, centsPerUnit: 160, fallbackCo2: 140, unit: 'l' };
const DIESEL: EnergyRate = { kind: 'co2', gramsCo2PerUnit: 2_640, centsPerUnit: 145, fallbackCo2: 150, unit: 'l' };

export const ENERGY_RATES: Readonly<Record<FuelCode, EnergyRate>> = {
  l: PETROL,
  lh: { ...PETROL, fallbackCo2: 100 },
  o: PETROL,
  d: DIESEL,
  dh: { ...DIESEL, fallbackCo2: 110 },
  g: { kind: 'co2', gramsCo2PerUnit: 1_665, centsPerUnit: 85, fallbackCo2: 130, unit: 'l' },
  ag: { kind: 'co2', gramsCo2PerUnit: 2_720, centsPerUnit: 140, fallbackCo2: 120, unit: 'kg' },
  e: { kind: 'fixed', milliUnitsPerKm: 180, centsPerUnit: 30, unit: 'kWh' },
  w: { kind: 'fixed', milliUnitsPerKm: 9, centsPerUnit: 1_500, unit: 'kg' },
};
