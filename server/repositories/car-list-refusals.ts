import { MAX_PRICE_EUROS, type LeaseSettings } from '../../contract/lease-price';
import type { NotAddedReason } from '../../contract/types/cars';
import { leaseResultOf, leaseResultUnder, type PriceFacts, type PricingContext } from './car-price';

/**
 * The calculation's refusals of a version for the not-added list (car-list-not-added.ts), as
 * `leaseResultOf(ctx, v).result.refusals` gives them, at a quarter of the work for most of a catalogue (issue 40
 * point 4: pricing 100k versions was 1.3–2.6 s of "not added" after a settings or catalogue write).
 *
 * leaseResultOf tries the categories in turn until one allows the version, else answers the last one's result. A
 * refusal that no category can lift — the catalogue limits and the min lease, which read the version, its price and
 * the settings but no category — refuses the version under every category, so then the answer is the last
 * category's: priced first, under that category alone, it settles most not-added versions in one calculation
 * instead of one per category. Otherwise the full loop answers. test/server/car-list-refusals.test.ts holds it to
 * leaseResultOf's answers.
 */

/** The reasons no category changes: they read the version, its price (fixed or computed) and the settings only. */
const CATEGORY_FREE = new Set<NotAddedReason>([
  'co2AboveMax', 'fuelLabelAboveMax', 'fiscalValueAboveMax', 'consumerPriceAboveMax', 'optionsAboveMax', 'segmentNotIncluded', 'segmentExcluded',
  'leaseBelowMin',
]);

/** A norm lease the calculation accepts (calculate.ts checkPrice); another one throws at its category, so the loop must run. */
const acceptedNormLease = (euros: number | null) => euros === null || (Number.isFinite(euros) && euros >= 0 && euros <= MAX_PRICE_EUROS);

const shortcutOk = new WeakMap<PricingContext, boolean>();

/** Whether the last category may be priced first: more than one category, and every norm lease one the calculation accepts. */
function lastFirst(ctx: PricingContext): boolean {
  let ok = shortcutOk.get(ctx);
  if (ok === undefined) shortcutOk.set(ctx, (ok = ctx.categories.length > 1 && ctx.categories.every((c) => acceptedNormLease(c.normLease))));
  return ok;
}

/** Each distinct list of reasons once: 100k versions share a few dozen lists (read only: callers copy what they hand out). */
export type ReasonsInterner = (reasons: NotAddedReason[]) => readonly NotAddedReason[];

export function reasonsInterner(): ReasonsInterner {
  const known = new Map<string, readonly NotAddedReason[]>();
  return (reasons) => {
    const key = reasons.join(',');
    let shared = known.get(key);
    if (!shared) known.set(key, (shared = reasons));
    return shared;
  };
}

/** The reasons of `leaseResultOf(ctx, v).result.refusals`; throws what it throws (a version that cannot be priced). */
export function refusalReasons(ctx: PricingContext, v: PriceFacts): NotAddedReason[] {
  if (lastFirst(ctx)) {
    const { refusals } = leaseResultUnder(ctx, v, ctx.categories[ctx.categories.length - 1]!).result;
    if (refusals.some((r) => CATEGORY_FREE.has(r.reason))) return refusals.map((r) => r.reason);
  }
  return leaseResultOf(ctx, v).result.refusals.map((r) => r.reason);
}

/**
 * What of the settings the calculation reads (LeaseSettings): the compiler holds this list to that type, so a
 * setting only the app shows (a logo, a flag) is not part of a context's identity and a write to it prices nothing again.
 */
const LEASE_SETTINGS: { [K in keyof Required<LeaseSettings>]: true } = {
  ownContributionStandard: true, ownContributionExtra: true, ownContributionFixed: true, ownContributionMax: true, lowerLimitOwnContribution: true,
  maxLease: true, minLease: true, maxLeaseDeviation: true, maxCo2: true, maxFuelLabel: true, maxFiscalValue: true, maxConsumerPrice: true,
  maxOptionsDeviation: true, maxOptionsDeviationUnit: true, minBudgetUsePercentage: true, maxBudgetOverrunPercentage: true,
  maxPaidToDriverPercentage: true, ownContributionPercentage: true, ownContributionPercentageMin: true, ownContributionPercentageMax: true,
  ownContributionDeductionPercentage: true, ownContributionDeductionLowerLimit: true, overshootOwnContributionInclVat: true, contributionPeriod: true,
  segmentsIncluded: true, segmentsExcluded: true,
};
const LEASE_SETTING_NAMES = Object.keys(LEASE_SETTINGS) as (keyof LeaseSettings)[];

/**
 * A context's identity for the refusals kept with it: everything of it the calculation reads — the settings it
 * reads, the initial pairs, the categories (their ids and norm leases: a name prices nothing) and the deviations.
 */
export const contextKey = (ctx: PricingContext) => JSON.stringify([
  // An object, not an array: a setting left out (undefined) stays apart from one set to null, as the calculation tells them.
  Object.fromEntries(LEASE_SETTING_NAMES.map((name) => [name, ctx.settings[name]])), [...ctx.initialPairs],
  ctx.categories.map((c) => [c.id, c.normLease]), ctx.deviations,
], notFinite);

/** JSON writes NaN and ±Infinity as null, and the calculation tells them from null (it refuses them): a key must too. */
const notFinite = (_: string, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? `#${value}` : value);
