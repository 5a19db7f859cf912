/**
 * The car catalogue's calls (spec 02 §7 "Brands, models and types", "Fuel" and the object catalogue), as the contract
 * spells them below /api-admin. The object catalogue's paths keep fastify's `:param` form; `pathWith` fills them in.
 */
export const CATALOGUE_PATHS = {
  brand: '/brand',
  model: '/model',
  modelBrands: '/model/brands',
  modelTypes: '/model/types',
  fuel: '/fuel',
  objectBrands: '/api-object/:type/brands',
  objectModels: '/api-object/:type/models/:brandId',
  objectTypes: '/api-object/:type/types/:modelId',
  segmentsWorkbook: '/segments/activemodelssegmentcode',
} as const;

/** `path` with each `:name` replaced by its value, URI-encoded: pathWith('/api-object/:type/brands', { type: 'car' }). */
export function pathWith(path: string, values: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathWith: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
