import { defineResource, type RowOf } from '../kit/declaration';
import { nullable, richText, VARIANT } from '../kit/fields';
import { idSchema } from '../routes/schemas';
import { Type } from 'typebox';

/**
 * Brand-model texts (spec 02 §3, §7 Texts): a text shown with a brand (or one model of it), as the
 * client's default or for one arrangement. Brand-model writing exists for car arrangements only
 * (spec 01 §6), so a variant under a bike or truck arrangement is a 400.
 */
export const brandModelText = defineResource({
  noun: 'Brand-model text',
  paths: { get: '/brandmodeltext', post: '/brandmodeltext', put: '/brandModelText', delete: '/brandModelText' },
  idParam: 'brandModelTextId',
  table: 'brand_model_texts',
  writable: { ...VARIANT.writable, brandId: idSchema, modelId: nullable(idSchema), text: richText() },
  required: ['brandId', 'text'],
  columns: {
    ...VARIANT.columns,
    brandId: { column: 'brand_id', references: { table: 'brands', noun: 'Brand' } },
    modelId: { column: 'model_id', references: { table: 'models', noun: 'Model' } },
    text: { column: 'text_html', rich: true },
  },
  readOnly: { ...VARIANT.readOnly, brandName: Type.String(), modelName: nullable(Type.String()) },
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

export type BrandModelText = RowOf<typeof brandModelText>;
