/* The provider-wide car catalogue (spec 02 §3, §7 "Brands, models"; spec 01 §3 adds label). */

/** GET /api-admin/brand rows, by name. The list's synthetic first entry "all" (id 0) is the app's, never the server's. */
export interface Brand {
  id: number;
  name: string;
  /** A display label beside the name; often empty. */
  label: string;
}

/**
 * GET /api-admin/model?brandId= rows, by name. `modelId` is the catalogue's model id and equals `id` here
 * (the original keeps both; brand-model texts store `id`). The "all" entry (id 0) is the app's as well.
 */
export interface Model {
  id: number;
  modelId: number;
  name: string;
  label: string;
}
