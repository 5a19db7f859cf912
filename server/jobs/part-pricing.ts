import type { Queryable } from '../db/db';
import { pricingContextOf } from '../repositories/car-pricing';
import type { PartPricing, WindowVersion } from './bulk-pricing-task';
import { catalogueWindow } from './catalogue-window';
import { fixedPricesOf, offerRuleOf } from './offer-rule';

/**
 * What pricing a run's part needs, for a part priced from the catalogue's start, and the whole catalogue in windows:
 * the bench's pure calculation and the pool's tests price with these what a run prices (bulk-run-part.ts).
 */
export async function partPricingFromStart(db: Queryable, clientId: number, arrangementId: number): Promise<PartPricing> {
  return {
    after: 0, rule: await offerRuleOf(db, clientId, arrangementId), fixedPrices: await fixedPricesOf(db, clientId, arrangementId),
    pricing: await pricingContextOf(db, { clientId, arrangementIds: null, operatingCompanyIds: null }, arrangementId, 'carArrangementId'),
  };
}

export async function catalogueInWindows(db: Queryable, size: number): Promise<WindowVersion[][]> {
  const windows: WindowVersion[][] = [];
  for (let after = 0; ;) {
    const versions = await catalogueWindow(db, after, size);
    if (versions.length === 0) return windows;
    windows.push(versions);
    after = versions.at(-1)!.id;
  }
}
