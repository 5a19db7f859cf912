import { brandModelText, type BrandModelText } from '../../contract/areas/brand-model-text';
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
  contract: brandModelText,
  api: createResourceApi<BrandModelText>(brandModelText),
  variants: 'arrangement',
  columns: [{ name: 'brandName' }, { name: 'modelName' }],
  fields: [brandField, modelField, { name: 'text', kind: 'richText' }],
  afterCreate: 'list',
});
