import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { VARIANT_FIELDS } from '../kit/variant-fields';
import { idSchema, nullable, richText } from '../schemas';

/**
 * Brand-model texts (spec 02 §3, §7 Texts): a text shown with a brand (or one model of it), as the client's
 * default or for one arrangement (car arrangements only, spec 01 §6). GET and POST /brandmodeltext, PUT and
 * DELETE /brandModelText (as the contract spells them), ?brandModelTextId.
 */
export const brandModelText = defineContract({
  noun: 'Brand-model text',
  paths: { get: '/brandmodeltext', post: '/brandmodeltext', put: '/brandModelText', delete: '/brandModelText' },
  idParam: 'brandModelTextId',
  writable: { ...VARIANT_FIELDS.writable, brandId: idSchema, modelId: nullable(idSchema), text: richText() },
  required: ['brandId', 'text'],
  readOnly: { ...VARIANT_FIELDS.readOnly, brandName: Type.String(), modelName: nullable(Type.String()) },
});

export type BrandModelText = RowOf<typeof brandModelText>;
