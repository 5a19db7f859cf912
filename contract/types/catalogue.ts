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

/**
 * GET /api-admin/model rows (every model, or a brand's with ?brandId=): a Model with its brand, segment and
 * whether it is still sold (an inactive one stays for old orders, texts and blocked rows).
 */
export interface CatalogueModel extends Model {
  brandId: number;
  brandName: string;
  segmentCode: string | null;
  isActive: boolean;
}

/** GET /api-admin/model/types?modelId= rows: the versions of a model, by name. */
export interface CarType {
  id: number;
  modelId: number;
  /** The vehicle-data provider's historical type id (the analyzer's "typeIdHist"). */
  typeIdHist: number | null;
  name: string;
  /** Fixed codes (spec 02 §3): ag, d, dh, e, g, l, lh, w, o. */
  fuelCode: string;
  bodyType: string | null;
  /** A to G, or '-' (shown as n.v.t.). */
  energyLabel: string | null;
  co2: number | null;
  consumerPrice: number | null;
  fiscalValue: number | null;
  /** 'YYYY-MM-DD'. */
  dateAdded: string | null;
}

/** GET /api-admin/fuel rows (spec 01 §3: id, name, code), the fixed list by id; the app prepends "all" (id 0, code all). */
export interface Fuel {
  id: number;
  name: string;
  code: string;
}

/** GET /api-admin/api-object/{type}/brands, /models/{brandId} and /types/{modelId}: the non-car catalogue. */
export interface ObjectBrand {
  id: number;
  name: string;
  label: string;
}

export interface ObjectModel {
  id: number;
  modelId: number;
  brandId: number;
  name: string;
  label: string;
}

export interface ObjectType {
  id: number;
  modelId: number;
  name: string;
  /** null: no engine (a plain bike). */
  fuelCode: string | null;
  consumerPrice: number;
  dateAdded: string;
}
