import type { Queryable } from '../db/db';
import type { Brand, CarType, CatalogueModel, Fuel, ObjectBrand, ObjectModel, ObjectType } from '../../contract/types/catalogue';

/**
 * Reads of the provider-wide catalogues (no client): the car catalogue (brands, models, versions, fuels)
 * and the other arrangement types' objects. Every list is ordered by name (case-insensitive), then id.
 */

/** Brands, without those `blockedBy` (an arrangement id) blocks as a whole; with `activeOnly`, only brands still selling a model. */
export function listBrands(db: Queryable, options: { blockedBy?: number; activeOnly?: boolean } = {}): Promise<Brand[]> {
  return db.query<Brand>(
    `SELECT b.id, b.name, b.label FROM brands b
     WHERE ($1::int IS NULL OR NOT EXISTS (SELECT 1 FROM blocked_brand_models x
             WHERE x.car_arrangement_id = $1 AND x.brand_id = b.id AND x.model_id IS NULL))
       AND (NOT $2 OR EXISTS (SELECT 1 FROM models m WHERE m.brand_id = b.id AND m.is_active))
     ORDER BY lower(b.name), b.id`,
    [options.blockedBy ?? null, options.activeOnly ?? false],
  );
}

/** Every model, or one brand's, by brand then model name. */
export function listModels(db: Queryable, brandId?: number): Promise<CatalogueModel[]> {
  return db.query<CatalogueModel>(
    `SELECT m.id, m.id AS "modelId", m.name, m.label, b.id AS "brandId", b.name AS "brandName",
            sg.segment_code AS "segmentCode", m.is_active AS "isActive"
     FROM models m JOIN brands b ON b.id = m.brand_id LEFT JOIN segments sg ON sg.id = m.segment_id
     WHERE $1::int IS NULL OR m.brand_id = $1
     ORDER BY lower(b.name), b.id, lower(m.name), m.id`,
    [brandId ?? null],
  );
}

export async function modelExists(db: Queryable, modelId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM models WHERE id = $1', [modelId])).length > 0;
}

export function listCarTypes(db: Queryable, modelId: number): Promise<CarType[]> {
  return db.query<CarType>(
    `SELECT t.id, t.model_id AS "modelId", t.type_id_hist AS "typeIdHist", t.name, t.fuel_code AS "fuelCode",
            t.body_type AS "bodyType", t.energy_label AS "energyLabel", t.co2,
            t.consumer_price::float8 AS "consumerPrice", t.fiscal_value::float8 AS "fiscalValue",
            to_char(t.date_added, 'YYYY-MM-DD') AS "dateAdded"
     FROM car_types t WHERE t.model_id = $1 ORDER BY lower(t.name), t.id`,
    [modelId],
  );
}

export function listFuels(db: Queryable): Promise<Fuel[]> {
  return db.query<Fuel>('SELECT id::int AS id, name, code FROM fuels ORDER BY id');
}

/** The models still sold with their segment (the active-models workbook), by brand and model name. */
export function listActiveModelSegments(db: Queryable): Promise<{ brand: string; model: string; segmentCode: string | null; segmentName: string | null }[]> {
  return db.query(
    `SELECT b.name AS brand, m.name AS model, sg.segment_code AS "segmentCode", sg.name AS "segmentName"
     FROM models m JOIN brands b ON b.id = m.brand_id LEFT JOIN segments sg ON sg.id = m.segment_id
     WHERE m.is_active ORDER BY lower(b.name), b.id, lower(m.name), m.id`,
  );
}

export function listObjectBrands(db: Queryable, type: string): Promise<ObjectBrand[]> {
  return db.query<ObjectBrand>(`SELECT id, name, '' AS label FROM object_brands WHERE object_type = $1 ORDER BY lower(name), id`, [type]);
}

/** A brand's models, or undefined when the brand is not one of `type`. */
export async function listObjectModels(db: Queryable, type: string, brandId: number): Promise<ObjectModel[] | undefined> {
  if ((await db.query('SELECT 1 FROM object_brands WHERE id = $1 AND object_type = $2', [brandId, type])).length === 0) return undefined;
  return db.query<ObjectModel>(
    `SELECT id, id AS "modelId", brand_id AS "brandId", name, '' AS label FROM object_models WHERE brand_id = $1 ORDER BY lower(name), id`, [brandId]);
}

/** A model's versions, or undefined when the model is not one of `type`. */
export async function listObjectTypes(db: Queryable, type: string, modelId: number): Promise<ObjectType[] | undefined> {
  const found = await db.query('SELECT 1 FROM object_models m JOIN object_brands b ON b.id = m.brand_id WHERE m.id = $1 AND b.object_type = $2', [modelId, type]);
  if (found.length === 0) return undefined;
  return db.query<ObjectType>(
    `SELECT id, model_id AS "modelId", name, fuel_code AS "fuelCode", consumer_price::float8 AS "consumerPrice",
            to_char(date_added, 'YYYY-MM-DD') AS "dateAdded"
     FROM object_types WHERE model_id = $1 ORDER BY lower(name), id`, [modelId]);
}
