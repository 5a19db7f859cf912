import { HttpError } from '../plugins/http-errors';
import { calculatorFuelOf, FALLBACK_PAIR, leaseResultOf, type PriceFacts, type PricingContext } from '../repositories/car-price';
import { offerTest, type OfferFacts, type OfferRule } from './offer-rule';

/**
 * The bulk run's calculation, without the database, as a worker thread runs it (pricing-pool.ts): a window of the
 * catalogue priced for every arrangement of the run at once. Each arrangement gets the versions its list offers after
 * its own cursor, priced exactly as the list prices them (car-price.ts), in columns — what the batch's upsert takes
 * as arrays (bulk-price-write.ts) and what crosses the thread boundary cheaply.
 */
export type WindowVersion = OfferFacts & Omit<PriceFacts, 'fixed_price'>;

export interface PartPricing {
  /** Only versions after this id: the part's cursor, when it resumes ahead of the run's other parts. */
  after: number;
  rule: OfferRule;
  pricing: PricingContext;
  /** [version id, fixed lease price] */
  fixedPrices: [number, number][];
}

export interface PricedColumns {
  versionId: number[];
  categoryId: (number | null)[];
  durationMonths: number[];
  kmPerYear: number[];
  leasePrice: (number | null)[];
  ownContribution: (number | null)[];
  allowed: boolean[];
  error: (string | null)[];
}

export interface WindowTask {
  parts: PartPricing[];
  versions: WindowVersion[];
}

/** The list's maintenance message without its prefix: the summary's error samples say what is wrong with which version. */
const MAINTENANCE = /^Lease price maintenance is needed: /;

export const emptyColumns = (): PricedColumns =>
  ({ versionId: [], categoryId: [], durationMonths: [], kmPerYear: [], leasePrice: [], ownContribution: [], allowed: [], error: [] });

/** Appends `more`'s rows to `to`, column by column. */
export function appendColumns(to: PricedColumns, more: PricedColumns): void {
  for (const key of Object.keys(more) as (keyof PricedColumns)[]) (to[key] as unknown[]).push(...more[key]);
}

/**
 * One object the part's versions are priced through in turn. A copy per version (`{ ...v, fixed_price }`) cost a
 * fresh hidden class each in the pricing threads, whose versions come from a structured clone: ~9,000 page faults a
 * second of new maps (bench/README.md "Issue 40, sixth pass"). Nothing keeps it past the call.
 */
const factsHolder = (): PriceFacts => ({
  id: 0, fuel_code: 'l', body_type: null, energy_label: null, co2: null, consumer_price: null, fiscal_value: null, segment_code: null, fixed_price: null,
});

function factsOf(into: PriceFacts, v: WindowVersion, fixedPrice: number | null): PriceFacts {
  into.id = v.id;
  into.fuel_code = v.fuel_code;
  into.body_type = v.body_type;
  into.energy_label = v.energy_label;
  into.co2 = v.co2;
  into.consumer_price = v.consumer_price;
  into.fiscal_value = v.fiscal_value;
  into.segment_code = v.segment_code;
  into.fixed_price = fixedPrice;
  return into;
}

function pricePart(part: PartPricing, versions: readonly WindowVersion[]): PricedColumns {
  const offered = offerTest(part.rule);
  const fixed = new Map(part.fixedPrices);
  const facts = factsHolder();
  const out = emptyColumns();
  for (const v of versions) {
    if (v.id <= part.after || !offered(v)) continue;
    out.versionId.push(v.id);
    try {
      const { pair, result, category } = leaseResultOf(part.pricing, factsOf(facts, v, fixed.get(v.id) ?? null));
      out.categoryId.push(category?.id ?? null);
      out.durationMonths.push(pair.durationMonths);
      out.kmPerYear.push(pair.kmPerYear);
      out.leasePrice.push(result.leasePrice / 100);
      out.ownContribution.push(result.ownContribution / 100);
      out.allowed.push(result.allowed);
      out.error.push(null);
    } catch (error) {
      const message = error instanceof HttpError ? error.message.replace(MAINTENANCE, '') : `version ${v.id}: ${(error as Error).message}`;
      // The pair the version would have been priced for, so the row still says under what it was tried.
      const pair = part.pricing.initialPairs.get(calculatorFuelOf(v.fuel_code)) ?? FALLBACK_PAIR;
      out.categoryId.push(null);
      out.durationMonths.push(pair.durationMonths);
      out.kmPerYear.push(pair.kmPerYear);
      out.leasePrice.push(null);
      out.ownContribution.push(null);
      out.allowed.push(false);
      out.error.push(message.slice(0, 500));
    }
  }
  return out;
}

/** One window priced for each part, in the parts' order. */
export const priceWindow = ({ parts, versions }: WindowTask): PricedColumns[] => parts.map((part) => pricePart(part, versions));
