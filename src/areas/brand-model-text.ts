import type { BrandModelText } from '../../server/areas/brand-model-text';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';
import { brandField, modelField } from './catalogue-fields';

/**
 * Brand-model texts at /{arrangement|component}/writing/brand_model (spec 02 §7 Texts): a text shown
 * with a brand or one of its models. The arrangement variant exists for car arrangements only (the
 * route's arrangementType guard, spec 01 §6; the server refuses the others).
 */
export const brandModelTextArea = defineArea<BrandModelText>({
  key: 'brandModelText',
  api: createResourceApi<BrandModelText>({
    paths: { get: '/brandmodeltext', post: '/brandmodeltext', put: '/brandModelText', delete: '/brandModelText' },
    idParam: 'brandModelTextId', noun: 'Brand-model text',
  }),
  variants: 'arrangement',
  columns: [{ name: 'brandName' }, { name: 'modelName' }],
  fields: [brandField, modelField, { name: 'text', kind: 'richText', required: true }],
  afterCreate: 'list',
});
