/**
 * The car catalogue (spec 02 §7 "Brands, models"):
 *
 *   GET /api-admin/brand                → { results: Brand[] } by name
 *   GET /api-admin/model?brandId={id}   → { results: Model[] } by name; an unknown brand → []
 *   GET /api-admin/model                → { results: CatalogueModel[] } every model, by brand and name
 *   GET /api-admin/model/brands         → { results: Brand[] } the brands still selling a model
 *   GET /api-admin/model/types?modelId= → { results: CarType[] } a model's versions; an unknown model → 404
 *   GET /api-admin/fuel                 → { results: Fuel[] } the fixed codes (also for bulk users)
 *   GET /api-admin/api-object/{type}/brands, /models/{brandId}, /types/{modelId} → the non-car catalogue
 *
 * Readable by the screens that pick a brand or model (supervisor and master). The lists' "all" entry
 * (id 0, spec 02 §3) is for a screen to prepend where it filters; these answer the catalogue only.
 */
import type { Brand, CarType, CatalogueModel, Fuel, Model, ObjectBrand, ObjectModel, ObjectType } from '../../contract/types/catalogue';
import { CATALOGUE_PATHS, pathWith } from '../../contract/paths/catalogue';
import type { Envelope } from '../../contract/types/core';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';

export async function fetchBrands({ signal }: CallOptions = {}): Promise<Brand[]> {
  return allResults(await http<Envelope<Brand>>(CATALOGUE_PATHS.brand, { signal }));
}

export async function fetchModels(brandId: number, { signal }: CallOptions = {}): Promise<Model[]> {
  return allResults(await http<Envelope<Model>>(CATALOGUE_PATHS.model, { query: { brandId }, signal }));
}

export async function fetchAllModels({ signal }: CallOptions = {}): Promise<CatalogueModel[]> {
  return allResults(await http<Envelope<CatalogueModel>>(CATALOGUE_PATHS.model, { signal }));
}

export async function fetchModelBrands({ signal }: CallOptions = {}): Promise<Brand[]> {
  return allResults(await http<Envelope<Brand>>(CATALOGUE_PATHS.modelBrands, { signal }));
}

export async function fetchCarTypes(modelId: number, { signal }: CallOptions = {}): Promise<CarType[]> {
  return allResults(await http<Envelope<CarType>>(CATALOGUE_PATHS.modelTypes, { query: { modelId }, signal }));
}

let fuels: Promise<Fuel[]> | null = null;

/**
 * GET /fuel, asked once per page load and shared by every screen after (spec 01 §7: "cached once loaded"): the fixed
 * codes do not change while the app runs. A failed load is forgotten, so the next caller asks again; one caller
 * leaving does not cancel the shared request.
 */
export function fetchFuels(): Promise<Fuel[]> {
  fuels ??= http<Envelope<Fuel>>(CATALOGUE_PATHS.fuel).then(allResults, (error: unknown) => {
    fuels = null;
    throw error;
  });
  return fuels;
}

/** The non-car catalogue of an arrangement type (bike, truck, …; not car). */
export const objectCatalogue = {
  async brands(type: string, { signal }: CallOptions = {}): Promise<ObjectBrand[]> {
    return allResults(await http<Envelope<ObjectBrand>>(pathWith(CATALOGUE_PATHS.objectBrands, { type }), { signal }));
  },
  async models(type: string, brandId: number, { signal }: CallOptions = {}): Promise<ObjectModel[]> {
    return allResults(await http<Envelope<ObjectModel>>(pathWith(CATALOGUE_PATHS.objectModels, { type, brandId }), { signal }));
  },
  async types(type: string, modelId: number, { signal }: CallOptions = {}): Promise<ObjectType[]> {
    return allResults(await http<Envelope<ObjectType>>(pathWith(CATALOGUE_PATHS.objectTypes, { type, modelId }), { signal }));
  },
};
