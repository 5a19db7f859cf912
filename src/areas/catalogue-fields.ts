import { fetchBrands, fetchModels } from '../api/catalogue';
import type { FieldDef } from './area-fields';

/** A brand of the car catalogue (brand-model texts, blocked brand/models), required. */
export const brandField: FieldDef = {
  name: 'brandId', kind: 'choice', required: true,
  options: async (_, signal) => (await fetchBrands({ signal })).map((brand) => ({ value: String(brand.id), label: brand.name })),
};

/** One model of the chosen brand, or none (the whole brand); emptied when the brand changes. */
export const modelField: FieldDef = {
  name: 'modelId', kind: 'choice', nullable: true, dependsOn: 'brandId',
  options: async (values, signal) =>
    values.brandId ? (await fetchModels(Number(values.brandId), { signal })).map((model) => ({ value: String(model.id), label: model.name })) : [],
};
