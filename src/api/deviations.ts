/**
 * Deviations (spec 02 §7): the kit area's calls (GET /deviation ?deviationId, POST, PUT, DELETE
 * ?deviationId, server/areas/deviation.ts) and GET /cararrangement/deviations?carArrangementId={id},
 * one arrangement's deviations as the overview reads them (spec 01 §7), and the arrangement's categories
 * (GET /cararrangement/categories) a deviation may name.
 */
import type { Category } from '../../server/areas/category';
import type { Deviation } from '../../server/areas/deviation';
import type { Envelope } from './types';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';
import { createResourceApi, onePath } from './resource';

export type { Deviation };

export const deviationApi = createResourceApi<Deviation>({ paths: onePath('/deviation'), idParam: 'deviationId', noun: 'Deviation' });

export async function fetchArrangementDeviations(carArrangementId: number, { signal }: CallOptions = {}): Promise<Deviation[]> {
  return allResults(await http<Envelope<Deviation>>('/cararrangement/deviations', { query: { carArrangementId }, signal }));
}

/** The categories a deviation of this arrangement may name (GET /cararrangement/categories, as GET /category shows them). */
export async function fetchArrangementCategories(carArrangementId: number, { signal }: CallOptions = {}): Promise<Category[]> {
  return allResults(await http<Envelope<Category>>('/cararrangement/categories', { query: { carArrangementId }, signal }));
}
