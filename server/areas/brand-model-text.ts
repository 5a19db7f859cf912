import { brandModelText as contract } from '../../contract/areas/brand-model-text';
import { defineResource } from '../kit/declaration';
import { VARIANT } from '../kit/fields';

/**
 * Brand-model texts' table and rules (their contract: contract/areas/brand-model-text.ts). Brand-model writing exists
 * for car arrangements only (spec 01 §6), so a variant under a bike or truck arrangement is a 400; a model must be
 * one of the brand's.
 */
export const brandModelText = defineResource({
  ...contract,
  table: 'brand_model_texts',
  columns: {
    ...VARIANT.columns,
    brandId: { column: 'brand_id', references: { table: 'brands', noun: 'Brand' } },
    modelId: { column: 'model_id', references: { table: 'models', noun: 'Model' } },
    text: { column: 'text_html', rich: true },
  },
  readOnlySql: {
    ...VARIANT.readOnlySql,
    brandName: '(SELECT b.name FROM brands b WHERE b.id = t.brand_id)',
    modelName: '(SELECT m.name FROM models m WHERE m.id = t.model_id)',
  },
  feature: { read: 'texts', write: 'texts' },
  variants: { arrangementTypes: ['car'] },
  search: "(SELECT b.name FROM brands b WHERE b.id = t.brand_id) || ' ' || COALESCE((SELECT m.name FROM models m WHERE m.id = t.model_id), '')",
  orderBy: "lower((SELECT b.name FROM brands b WHERE b.id = t.brand_id)), lower(COALESCE((SELECT m.name FROM models m WHERE m.id = t.model_id), ''))",
  async check(row, tx) {
    if (row.modelId === null) return null;
    const [model] = await tx.query('SELECT 1 FROM models WHERE id = $1 AND brand_id = $2', [row.modelId, row.brandId]);
    return model ? null : 'body.modelId must be a model of the brand body.brandId';
  },
});
