/**
 * Preferred dealers of a car arrangement (spec 02 §7 "Preferred dealers"); the dealers themselves are a kit area
 * (src/areas/dealer.ts, GET/POST/PUT/DELETE /dealer).
 *
 *   GET  /preferreddealer/groupedbybrand?carArrangementId=   → [{ brandId, brandName, dealers: PreferredDealer[] }]
 *   POST /preferreddealer/dealers { carArrangementId, brandId, dealerIds }  → the brand's preferred dealers
 *   POST /preferreddealer { …row, isCentralPurchasing } If-Match           → results[0] the row
 *   DELETE /preferreddealer?preferredDealerId= If-Match
 *   GET  /preferreddealer/setcentralpurchasingforallbrands | removecentralpurchasingforallbrands ?carArrangementId=
 */
import { http } from './client';
import { PREFERRED_DEALER_PATHS } from '../../contract/paths/preferred-dealer';
import { allResults, firstResult, type CallOptions } from './envelope';
import { ifMatch } from './resource';
import type { Envelope } from '../../contract/types/core';
import type { BrandDealers, PreferredDealer } from '../../contract/types/dealers';

export type { BrandDealers, PreferredDealer };

export async function fetchPreferredDealersByBrand(carArrangementId: number, { signal }: CallOptions = {}): Promise<BrandDealers[]> {
  return allResults(await http<Envelope<BrandDealers>>(PREFERRED_DEALER_PATHS.groupedByBrand, { query: { carArrangementId }, signal }));
}

export async function addPreferredDealers(body: { carArrangementId: number; brandId: number; dealerIds: number[] }, { signal }: CallOptions = {}): Promise<PreferredDealer[]> {
  return allResults(await http<Envelope<PreferredDealer>>(PREFERRED_DEALER_PATHS.dealers, { method: 'POST', body, signal }));
}

/** Changes one preferred dealer's central purchasing, based on the version it read (a stale one is a 412). */
export async function setCentralPurchasing(row: PreferredDealer, isCentralPurchasing: boolean, { signal }: CallOptions = {}): Promise<PreferredDealer> {
  return firstResult(await http<Envelope<PreferredDealer>>(PREFERRED_DEALER_PATHS.preferredDealer, {
    method: 'POST', body: { ...row, isCentralPurchasing }, headers: ifMatch(row.version), signal,
  }), 'Preferred dealer');
}

export async function removePreferredDealer(row: PreferredDealer, { signal }: CallOptions = {}): Promise<void> {
  await http(PREFERRED_DEALER_PATHS.preferredDealer, { method: 'DELETE', query: { preferredDealerId: row.id }, headers: ifMatch(row.version), signal });
}

/** Central purchasing on (or off) for every brand's preferred dealers of the arrangement at once. */
export async function setCentralPurchasingForAll(carArrangementId: number, on: boolean, { signal }: CallOptions = {}): Promise<void> {
  const path = on ? PREFERRED_DEALER_PATHS.setCentralPurchasingForAll : PREFERRED_DEALER_PATHS.removeCentralPurchasingForAll;
  await http(path, { query: { carArrangementId }, signal });
}
