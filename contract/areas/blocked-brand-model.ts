import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { ARRANGEMENT_FIELDS } from '../kit/variant-fields';
import { idSchema, nullable } from '../schemas';

/**
 * Blocked brand/models (spec 02 §3, §7; spec 01 §6 /arrangement/blocked): a brand (modelId null: the whole
 * brand) or one model of it kept out of one car arrangement's car lists and out of GET
 * /brand?excludeBlockedBrands=true. GET /blockbrandmodels?carArrangementId=[&brandId=] sorted by brand name
 * (a whole-brand row before its models' rows), POST and PUT /blockbrandmodels, DELETE ?blockBrandModelId=.
 * Rows carry `brand: { id, name }` as the contract shows it, and brandName/modelName for lists.
 */
export const blockedBrandModel = defineContract({
  noun: 'Blocked brand/model',
  paths: { get: '/blockbrandmodels', post: '/blockbrandmodels', put: '/blockbrandmodels', delete: '/blockbrandmodels' },
  idParam: 'blockBrandModelId',
  writable: { ...ARRANGEMENT_FIELDS.writable, brandId: idSchema, modelId: nullable(idSchema) },
  required: ['carArrangementId', 'brandId'],
  readOnly: {
    ...ARRANGEMENT_FIELDS.readOnly,
    brand: Type.Object({ id: idSchema, name: Type.String() }),
    brandName: Type.String(),
    modelName: nullable(Type.String()),
  },
});

export type BlockedBrandModel = RowOf<typeof blockedBrandModel>;
