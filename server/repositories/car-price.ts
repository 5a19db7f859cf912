import { calculateLeasePrice, type LeaseDeviation, type LeasePriceResult, type LeaseSettings } from '../../contract/lease-price';
import type { FuelCode } from '../../contract/fuels';
import type { CarWithLeasePrice } from '../../contract/types/cars';
import { HttpError } from '../plugins/http-errors';

/*
 * Pricing a catalogue version under an arrangement, without the database: the car lists, the analyzer and the bulk run's
 * worker threads (jobs/bulk-pricing-task.ts) share it, so a price never depends on who computed it. car-pricing.ts reads
 * the context from the database.
 */

/**
 * What pricing an arrangement's car list needs, read once per request: the settings, the initial pair per
 * calculator fuel, the first category and the deviations. Then each version of a page is priced with the
 * pure calculation (contract/lease-price).
 */
export interface PricingContext {
  arrangementId: number;
  settings: LeaseSettings;
  /** Initial duration and km per calculator fuel (d, e, l). */
  initialPairs: Map<string, { durationMonths: number; kmPerYear: number }>;
  /** The arrangement's categories by number (each a budget: its norm lease); none: no norm lease. */
  categories: readonly { id: number; displayName: string; normLease: number | null }[];
  deviations: LeaseDeviation[];
}

/** When the calculator setting names no pair for a fuel: the most common business-lease contract. */
export const FALLBACK_PAIR = { durationMonths: 48, kmPerYear: 20_000 } as const;

/** The calculator setting knows three fuels: diesel (d, dh), electric, and petrol for every other fuel, as the deviations count them. */
export const calculatorFuelOf = (fuel: FuelCode): 'd' | 'e' | 'l' => (fuel === 'd' || fuel === 'dh' ? 'd' : fuel === 'e' ? 'e' : 'l');

/** A car list that cannot be priced: 409 so the app says "lease price maintenance is needed" (spec 02 §8), never a 500. */
export const maintenanceNeeded = (why: string) => new HttpError(409, `Lease price maintenance is needed: ${why}`);


/** A catalogue version as the list queries read it. */
export interface VersionRow {
  id: number;
  type_id_hist: number | null;
  brand_id: number;
  brand_name: string;
  model_id: number;
  model_name: string;
  name: string;
  fuel_code: FuelCode;
  body_type: string | null;
  energy_label: string | null;
  co2: number | null;
  consumer_price: number | null;
  fiscal_value: number | null;
  segment_code: string | null;
  date_added: string | null;
  fixed_price: number | null;
}

const euros = (cents: number) => cents / 100;

/** What pricing reads of a version; the names only for the maintenance message. */
export type PriceFacts = Pick<VersionRow, 'id' | 'fuel_code' | 'body_type' | 'energy_label' | 'co2' | 'consumer_price' | 'fiscal_value' | 'segment_code' | 'fixed_price'>
  & Partial<Pick<VersionRow, 'brand_name' | 'model_name' | 'name'>>;

const versionLabel = (v: PriceFacts) => (v.name === undefined ? `version ${v.id}` : `version ${v.id} (${v.brand_name} ${v.model_name} ${v.name})`);

export type Category = PricingContext['categories'][number];

/** The version's figures as the calculation reads them; a version without a consumer price cannot be priced (409). */
function leaseInputOf(ctx: PricingContext, v: PriceFacts) {
  if (v.consumer_price === null) throw maintenanceNeeded(`${versionLabel(v)} has no consumer price`);
  const pair = ctx.initialPairs.get(calculatorFuelOf(v.fuel_code)) ?? FALLBACK_PAIR;
  const version = {
    consumerPrice: v.consumer_price, fiscalValue: v.fiscal_value, fuelCode: v.fuel_code, co2: v.co2,
    energyLabel: v.energy_label as never, bodyType: v.body_type as never, segmentCode: v.segment_code,
  };
  return { pair, version };
}

/**
 * A version's price under one category of the arrangement (null: none), with the context's settings — the one
 * calculation the car lists and the analyzer share, so they never disagree. A RangeError of the calculation (a
 * figure it cannot price) is the 409 of maintenanceNeeded.
 */
export function leaseResultUnder(ctx: PricingContext, v: PriceFacts, category: Category | null): { pair: { durationMonths: number; kmPerYear: number }; result: LeasePriceResult } {
  const { pair, version } = leaseInputOf(ctx, v);
  try {
    const result = calculateLeasePrice({
      version, durationMonths: pair.durationMonths, kmPerYear: pair.kmPerYear, settings: ctx.settings,
      categoryId: category?.id ?? null, normLease: category?.normLease ?? null,
      deviations: ctx.deviations, fixedLeasePrice: v.fixed_price,
    });
    return { pair, result };
  } catch (error) {
    if (error instanceof RangeError) throw maintenanceNeeded(`${versionLabel(v)}: ${error.message}`);
    throw error;
  }
}

/**
 * A version's price under the arrangement: under the first category (by number) whose budget allows it — the
 * category a driver needs at least to choose it — or, when none does, under the last one, the largest budget, whose
 * refusals say why no category offers it. Without categories there is no norm lease.
 */
export function leaseResultOf(ctx: PricingContext, v: PriceFacts): { pair: { durationMonths: number; kmPerYear: number }; result: LeasePriceResult; category: Category | null } {
  // Fields named, not spread: the bulk run prices millions of versions through here (bulk-pricing-task.ts says why).
  if (ctx.categories.length === 0) {
    const { pair, result } = leaseResultUnder(ctx, v, null);
    return { pair, result, category: null };
  }
  let last: { pair: { durationMonths: number; kmPerYear: number }; result: LeasePriceResult; category: Category } | null = null;
  for (const category of ctx.categories) {
    const { pair, result } = leaseResultUnder(ctx, v, category);
    last = { pair, result, category };
    if (result.allowed) break;
  }
  return last!;
}

export function priceVersion(ctx: PricingContext, v: VersionRow): CarWithLeasePrice {
  const { pair, result, category } = leaseResultOf(ctx, v);
  return {
    id: v.id, typeIdHist: v.type_id_hist, brandId: v.brand_id, brandName: v.brand_name, modelId: v.model_id, modelName: v.model_name,
    name: v.name, fuelCode: v.fuel_code, bodyType: v.body_type, energyLabel: v.energy_label, co2: v.co2,
    consumerPrice: v.consumer_price!, fiscalValue: v.fiscal_value, segmentCode: v.segment_code, dateAdded: v.date_added,
    durationMonths: pair.durationMonths, kmPerYear: pair.kmPerYear,
    leasePrice: euros(result.leasePrice), computedLeasePrice: euros(result.computedLeasePrice),
    fixedLeasePrice: v.fixed_price, isFixedPrice: result.isFixedPrice,
    ownContribution: euros(result.ownContribution), allowed: result.allowed, refusals: result.refusals,
    categoryId: category?.id ?? null, categoryName: category?.displayName ?? null,
  };
}
