/**
 * The car catalogue (spec 02 §7 "Brands, models"):
 *
 *   GET /api-admin/brand                → { results: Brand[] } by name
 *   GET /api-admin/model?brandId={id}   → { results: Model[] } by name; an unknown brand → []
 *
 * Readable by the screens that pick a brand or model (supervisor and master). The lists' "all" entry
 * (id 0, spec 02 §3) is for a screen to prepend where it filters; these answer the catalogue only.
 */
import type { Brand, Envelope, Model } from './types';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';

export async function fetchBrands({ signal }: CallOptions = {}): Promise<Brand[]> {
  return allResults(await http<Envelope<Brand>>('/brand', { signal }));
}

export async function fetchModels(brandId: number, { signal }: CallOptions = {}): Promise<Model[]> {
  return allResults(await http<Envelope<Model>>('/model', { query: { brandId }, signal }));
}
