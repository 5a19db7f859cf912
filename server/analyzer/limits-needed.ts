import { MAX_PRICE_EUROS, type RefusalReason } from '../../contract/lease-price';
import { leaseResultUnder, type Category, type PriceFacts, type PricingContext } from '../repositories/car-pricing';

/*
 * The setting a lease-price refusal asks for. Deviations may adjust the max lease and the norm lease by amounts or
 * percentages (some per gram CO2), so the value that lets the car through is not simply the price: it is found by
 * asking the same calculation again with the setting changed, the smallest amount in cents that passes.
 */

const MAX_CENTS = MAX_PRICE_EUROS * 100;

/** The least cents in [0, MAX_CENTS] for which `passes` holds (passes must be monotone), or null when none does. */
export function leastPassing(passes: (cents: number) => boolean, from: number): number | null {
  if (passes(0)) return 0;
  let high = Math.max(1, Math.min(from, MAX_CENTS));
  while (!passes(high)) {
    if (high >= MAX_CENTS) return null;
    high = Math.min(high * 2, MAX_CENTS);
  }
  let low = 0;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (passes(middle)) high = middle;
    else low = middle;
  }
  return high;
}

const refuses = (ctx: PricingContext, v: PriceFacts, category: Category, reason: RefusalReason) =>
  leaseResultUnder(ctx, v, category).result.refusals.some((r) => r.reason === reason);

/** The arrangement's max lease (before its deviations, as the settings hold it) that no longer refuses the price. */
export const maxLeaseNeeded = (ctx: PricingContext, v: PriceFacts, category: Category, price: number) =>
  leastPassing((cents) => !refuses({ ...ctx, settings: { ...ctx.settings, maxLease: cents / 100 } }, v, category, 'leaseAboveMax'), price);

/** The category's norm lease that no longer refuses the price for overrunning the budget. */
export const normLeaseNeeded = (ctx: PricingContext, v: PriceFacts, category: Category, price: number) =>
  leastPassing((cents) => !refuses(ctx, v, { ...category, normLease: cents / 100 }, 'budgetOverrunAboveMax'), price);

/** The highest min budget use (percent, two decimals) the price meets under the (deviated) norm lease. */
export const budgetUseAllowed = (price: number, normLease: number) => (normLease <= 0 ? 0 : Math.floor((price * 10_000) / normLease) / 100);
