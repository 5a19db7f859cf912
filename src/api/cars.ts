/**
 * The car lists of an arrangement (spec 02 §7 "Cars"; issue 15 point 3), one body for all three:
 *
 *   POST /car/extended/new { carArrangementId, filterText, pageIndex, pageSize } → { results: CarWithLeasePrice[], resultCount }
 *   POST /car/new      (the same body)  versions added in the last 30 days (Dutch car data only)
 *   POST /car/notadded (the same body)  → NotAddedCar[]: the versions not offered, with the reasons
 *   GET  /car/extended/breakdown?carArrangementId&carTypeId → results[0] CarBreakdown: one version with every part of its price
 *   GET  /car/overview?carTypeId → CarOverviewRow[]: one version under every car arrangement in reach
 *   GET  /car/extended/fixedleaseprice?carArrangementId → FixedLeasePrice[]: the arrangement's fixed prices
 *   POST /car/extended/savefixedleaseprice { carArrangementId, searchQuery, prices: [{ carTypeId, price | null }] }
 *
 * The list's search is sent as the contract's filterText; a new search aborts the one in flight (the caller's signal).
 */
import { http } from './client';
import { CAR_PATHS } from '../../contract/paths/car';
import { allResults, firstResult, type CallOptions } from './envelope';
import type { Envelope } from '../../contract/types/core';
import type { CarBreakdown, CarOverviewRow, CarSegmentCount, CarWithLeasePrice, FixedLeasePrice, NotAddedCar, NotAddedReason } from '../../contract/types/cars';

export type { CarBreakdown, CarOverviewRow, CarWithLeasePrice, FixedLeasePrice, NotAddedCar };

export type CarListKind = 'extended' | 'newAdded' | 'notAdded';
export type CarListRow = CarWithLeasePrice | NotAddedCar;

const PATHS: Record<CarListKind, string> = { extended: CAR_PATHS.extendedNew, newAdded: CAR_PATHS.new, notAdded: CAR_PATHS.notAdded };

/** Why a row is not offered: the not-added list's reasons, or an offered list's refusals (none when allowed). */
export const reasonsOf = (row: CarListRow): NotAddedReason[] =>
  ('reasons' in row ? row.reasons : row.allowed ? [] : row.refusals.map((refusal) => refusal.reason));

export const CAR_PAGE_SIZE = 50;

export interface CarPage {
  rows: CarListRow[];
  resultCount: number;
}

/** One brand, fuel or segment the list is narrowed to; null: all (the lists' synthetic first entry, spec 01 §3). */
export interface CarFilters {
  brandId: number | null;
  /** One model of the chosen brand; cleared with the brand. */
  modelId: number | null;
  fuelCode: string | null;
  segmentCode: string | null;
}

export const NO_CAR_FILTERS: CarFilters = { brandId: null, modelId: null, fuelCode: null, segmentCode: null };

export async function fetchCarPage(kind: CarListKind, query: { carArrangementId: number; filterText: string; pageIndex: number } & CarFilters, { signal }: CallOptions = {}): Promise<CarPage> {
  const envelope = await http<Envelope<CarListRow>>(PATHS[kind], {
    method: 'POST', body: { ...query, filterText: query.filterText.trim(), pageSize: CAR_PAGE_SIZE }, signal,
  });
  const rows = allResults(envelope);
  return { rows, resultCount: envelope.resultCount ?? rows.length };
}

/** Sets (a price) or clears (null) one version's fixed lease price; it then wins over the computed one. */
export async function saveFixedLeasePrice(
  body: { carArrangementId: number; searchQuery: string; carTypeId: number; price: number | null }, { signal }: CallOptions = {},
): Promise<void> {
  const { carTypeId, price, ...rest } = body;
  await http(CAR_PATHS.saveFixedLeasePrice, { method: 'POST', body: { ...rest, prices: [{ carTypeId, price }] }, signal });
}

export async function fetchCarBreakdown(carArrangementId: number, carTypeId: number, { signal }: CallOptions = {}): Promise<CarBreakdown> {
  return firstResult(await http<Envelope<CarBreakdown>>(CAR_PATHS.breakdown, { query: { carArrangementId, carTypeId }, signal }), 'Car');
}

export async function fetchCarOverview(carTypeId: number, { signal }: CallOptions = {}): Promise<CarOverviewRow[]> {
  return allResults(await http<Envelope<CarOverviewRow>>(CAR_PATHS.overview, { query: { carTypeId }, signal }));
}

export async function fetchFixedLeasePrices(carArrangementId: number, { signal }: CallOptions = {}): Promise<FixedLeasePrice[]> {
  return allResults(await http<Envelope<FixedLeasePrice>>(CAR_PATHS.fixedLeasePrice, { query: { carArrangementId }, signal }));
}

/** GET /car/segments: the segments of the arrangement's offered cars, with how many versions each. */
export async function fetchCarSegments(carArrangementId: number, { signal }: CallOptions = {}): Promise<CarSegmentCount[]> {
  return allResults(await http<Envelope<CarSegmentCount>>(CAR_PATHS.segments, { query: { carArrangementId }, signal }));
}
