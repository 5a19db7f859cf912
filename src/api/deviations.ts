/**
 * Deviations (spec 02 §7) beyond the kit area's calls (contract/areas/deviation.ts, src/areas/deviation.ts):
 * GET /cararrangement/deviations?carArrangementId={id}, one arrangement's deviations as the overview reads them
 * (spec 01 §7), and the arrangement's categories (GET /cararrangement/categories) a deviation may name.
 */
import type { Category } from '../../contract/areas/category';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import type { Deviation } from '../../contract/areas/deviation';
import type { Envelope } from '../../contract/types/core';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';

export type { Deviation };

export async function fetchArrangementDeviations(carArrangementId: number, { signal }: CallOptions = {}): Promise<Deviation[]> {
  return allResults(await http<Envelope<Deviation>>('/cararrangement/deviations', { query: { carArrangementId }, signal }));
}

/** The categories a deviation of this arrangement may name (GET /cararrangement/categories, as GET /category shows them). */
export async function fetchArrangementCategories(carArrangementId: number, { signal }: CallOptions = {}): Promise<Category[]> {
  return allResults(await http<Envelope<Category>>(ARRANGEMENT_PATHS.categories, { query: { carArrangementId }, signal }));
}
