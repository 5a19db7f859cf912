/**
 * The car lists of an arrangement (spec 02 §7 "Cars"; issue 15 point 3):
 *
 *   POST /car/extended/new { carArrangementId, filterText, pageIndex, pageSize } → { results: CarWithLeasePrice[], resultCount }
 *   POST /car/extended/savefixedleaseprice { carArrangementId, searchQuery, prices: [{ carTypeId, price | null }] }
 *
 * The list's search is sent as the contract's filterText; a new search aborts the one in flight (the caller's signal).
 */
import { http } from './client';
import { allResults, type CallOptions } from './envelope';
import type { Envelope } from './types';
import type { CarWithLeasePrice } from './types-cars';

export type { CarWithLeasePrice };

export const CAR_PAGE_SIZE = 50;

export interface CarPage {
  rows: CarWithLeasePrice[];
  resultCount: number;
}

export async function fetchExtendedCars(query: { carArrangementId: number; filterText: string; pageIndex: number }, { signal }: CallOptions = {}): Promise<CarPage> {
  const envelope = await http<Envelope<CarWithLeasePrice>>('/car/extended/new', {
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
  await http('/car/extended/savefixedleaseprice', { method: 'POST', body: { ...rest, prices: [{ carTypeId, price }] }, signal });
}
