import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../../elements/tree-select/tree-select';
import { fetchCarSegments, type CarFilters } from '../../../api/cars';
import { fetchBrands, fetchFuels, fetchModels } from '../../../api/catalogue';
import type { Brand, Model } from '../../../../contract/types/catalogue';
import type { CarSegmentCount } from '../../../../contract/types/cars';

/** The lists' synthetic first entries (spec 01 §3): brand and model id 0, fuel code "all", segment code "*" — each sends no filter. */
const ALL = { brand: '0', model: '0', fuel: 'all', segment: '*' } as const;

/**
 * Brand, model, fuel and segment for a car list, each starting at its "all" entry: the catalogue's brands, the chosen
 * brand's models (the model list is disabled until a brand is chosen, and a new brand clears the model), the fixed
 * fuels (GET /fuel, asked once per page load) and the segments of the cars the arrangement offers, with how many each.
 * Choices that fail to load leave only "all".
 */
export function CarFilterBar({ arrangementId, filters, onChange }: { arrangementId: number; filters: CarFilters; onChange(filters: CarFilters): void }) {
  const { t } = useTranslation(['cars', 'areas']);
  const [brands, setBrands] = useState<Brand[]>([]);
  const [fuels, setFuels] = useState<string[]>([]);
  const [segments, setSegments] = useState<CarSegmentCount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const quiet = () => undefined;
    fetchBrands({ signal: controller.signal }).then(setBrands, quiet);
    fetchFuels().then((list) => { if (!controller.signal.aborted) setFuels(list.map((fuel) => fuel.code)); }, quiet);
    fetchCarSegments(arrangementId, { signal: controller.signal }).then(setSegments, quiet);
    return () => controller.abort();
  }, [arrangementId]);
  const [models, setModels] = useState<Model[]>([]);
  useEffect(() => {
    setModels([]);
    if (filters.brandId === null) return undefined;
    const controller = new AbortController();
    fetchModels(filters.brandId, { signal: controller.signal }).then(setModels, () => undefined);
    return () => controller.abort();
  }, [filters.brandId]);

  const chosen = (value: string | string[], all: string) => (String(value) === all || String(value) === '' ? null : String(value));
  return (
    <>
      <ld-tree-select data-field="brand" label={t('filters.brand')} value={filters.brandId === null ? ALL.brand : String(filters.brandId)}
        options={[{ id: ALL.brand, label: t('filters.allBrands') }, ...brands.map((brand) => ({ id: String(brand.id), label: brand.name }))]}
        onld-change={(event) => { const id = chosen(event.detail.value, ALL.brand); onChange({ ...filters, brandId: id === null ? null : Number(id), modelId: null }); }} />
      <ld-tree-select data-field="model" label={t('filters.model')} value={filters.modelId === null ? ALL.model : String(filters.modelId)}
        disabled={filters.brandId === null}
        options={[{ id: ALL.model, label: t('filters.allModels') }, ...models.map((model) => ({ id: String(model.modelId), label: model.name }))]}
        onld-change={(event) => { const id = chosen(event.detail.value, ALL.model); onChange({ ...filters, modelId: id === null ? null : Number(id) }); }} />
      <ld-tree-select data-field="fuel" label={t('filters.fuel')} value={filters.fuelCode ?? ALL.fuel}
        options={[{ id: ALL.fuel, label: t('filters.allFuels') }, ...fuels.map((code) => ({ id: code, label: t(`areas:fuels.${code}`) }))]}
        onld-change={(event) => onChange({ ...filters, fuelCode: chosen(event.detail.value, ALL.fuel) })} />
      <ld-tree-select data-field="segment" label={t('filters.segment')} value={filters.segmentCode ?? ALL.segment}
        options={[{ id: ALL.segment, label: t('filters.allSegments') },
          ...segments.map((segment) => ({ id: segment.segmentCode, label: `${segment.segmentCode} – ${segment.name} (${segment.count})` }))]}
        onld-change={(event) => onChange({ ...filters, segmentCode: chosen(event.detail.value, ALL.segment) })} />
    </>
  );
}
