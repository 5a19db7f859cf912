import type { BrandModelText } from '../../server/areas/brand-model-text';
import { createResourceApi } from '../api/resource';
import { fetchBrands, fetchModels } from '../api/catalogue';
import { defineArea } from './area';

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
  fields: [
    {
      name: 'brandId', kind: 'choice', required: true,
      options: async (_, signal) => (await fetchBrands({ signal })).map((brand) => ({ value: String(brand.id), label: brand.name })),
    },
    {
      name: 'modelId', kind: 'choice', nullable: true, dependsOn: 'brandId',
      options: async (values, signal) =>
        values.brandId ? (await fetchModels(Number(values.brandId), { signal })).map((model) => ({ value: String(model.id), label: model.name })) : [],
    },
    { name: 'text', kind: 'richText', required: true },
  ],
  afterCreate: 'list',
});
