import { defineResource } from '../kit/declaration';
import { blockedBrandModel as contract } from '../../contract/areas/blocked-brand-model';
import { ARRANGEMENT } from '../kit/fields';
import { idQuerySchema } from '../routes/schemas';

const BRAND_NAME = '(SELECT b.name FROM brands b WHERE b.id = t.brand_id)';
const MODEL_NAME = '(SELECT m.name FROM models m WHERE m.id = t.model_id)';

/**
 * Blocked brand/models' table and rules (their contract: contract/areas/blocked-brand-model.ts).
 * Supervisor and above (the access table's `blocked`); car arrangements only (another type is a 400 with
 * the reason), within the caller's reach.
 *
 * Blocking the same brand or model twice is a 409 (the table's unique index); blocking a model of a brand the
 * arrangement already blocks whole is a 400, as it would change nothing.
 */
export const blockedBrandModel = defineResource({
  ...contract,
  table: 'blocked_brand_models',
  columns: {
    ...ARRANGEMENT.columns,
    brandId: { column: 'brand_id', references: { table: 'brands', noun: 'Brand' } },
    modelId: { column: 'model_id', references: { table: 'models', noun: 'Model' } },
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
