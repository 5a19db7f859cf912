import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { ARRANGEMENT, nullable } from '../kit/fields';
import { idQuerySchema, idSchema } from '../routes/schemas';

const BRAND_NAME = '(SELECT b.name FROM brands b WHERE b.id = t.brand_id)';
const MODEL_NAME = '(SELECT m.name FROM models m WHERE m.id = t.model_id)';

/**
 * Blocked brand/models (spec 02 §3, §7; spec 01 §6 /arrangement/blocked): a brand (modelId null: the whole
 * brand) or one model of it kept out of one car arrangement's car lists and out of GET
 * /brand?excludeBlockedBrands=true. GET /blockbrandmodels?carArrangementId=[&brandId=] sorted by brand name
 * (a whole-brand row before its models' rows), POST and PUT /blockbrandmodels, DELETE ?blockBrandModelId=.
 * Supervisor and above (the access table's `blocked`); car arrangements only (another type is a 400 with
 * the reason), within the caller's reach.
 *
 * Rows carry `brand: { id, name }` as the contract shows it, and brandName/modelName for lists. Blocking
 * the same brand or model twice is a 409 (the table's unique index); blocking a model of a brand the
 * arrangement already blocks whole is a 400, as it would change nothing.
 */
export const blockedBrandModel = defineResource({
  noun: 'Blocked brand/model',
  paths: { get: '/blockbrandmodels', post: '/blockbrandmodels', put: '/blockbrandmodels', delete: '/blockbrandmodels' },
  idParam: 'blockBrandModelId',
  table: 'blocked_brand_models',
  writable: { ...ARRANGEMENT.writable, brandId: idSchema, modelId: nullable(idSchema) },
  required: ['carArrangementId', 'brandId'],
  columns: {
    ...ARRANGEMENT.columns,
    brandId: { column: 'brand_id', references: { table: 'brands', noun: 'Brand' } },
    modelId: { column: 'model_id', references: { table: 'models', noun: 'Model' } },
  },
  readOnly: {
    ...ARRANGEMENT.readOnly,
    brand: Type.Object({ id: idSchema, name: Type.String() }),
    brandName: Type.String(),
    modelName: nullable(Type.String()),
  },
  readOnlySql: {
    ...ARRANGEMENT.readOnlySql,
    brand: "(SELECT json_build_object('id', b.id, 'name', b.name) FROM brands b WHERE b.id = t.brand_id)",
    brandName: BRAND_NAME,
    modelName: MODEL_NAME,
  },
  feature: { read: 'blocked', write: 'blocked' },
  variants: { arrangementOnly: true, arrangementTypes: ['car'] },
  equalityFilters: { brandId: { column: 'brand_id', schema: idQuerySchema } },
  duplicate: 'This brand or model is already blocked in this arrangement.',
  search: `${BRAND_NAME} || ' ' || COALESCE(${MODEL_NAME}, '')`,
  orderBy: `lower(${BRAND_NAME}), lower(COALESCE(${MODEL_NAME}, ''))`,
  async check(row, tx) {
    if (row.modelId === null || row.modelId === undefined) return null;
    const [model] = await tx.query('SELECT 1 FROM models WHERE id = $1 AND brand_id = $2', [row.modelId, row.brandId]);
    if (!model) return 'body.modelId must be a model of the brand body.brandId';
    const [whole] = await tx.query(
      'SELECT 1 FROM blocked_brand_models WHERE car_arrangement_id = $1 AND brand_id = $2 AND model_id IS NULL AND id IS DISTINCT FROM $3::int',
      [row.carArrangementId, row.brandId, row.id ?? null]);
    return whole ? 'body.modelId: the arrangement already blocks this brand as a whole' : null;
  },
});

export type BlockedBrandModel = RowOf<typeof blockedBrandModel>;
