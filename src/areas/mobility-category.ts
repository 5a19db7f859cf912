import type { MobilityCategory } from '../../server/areas/mobility-category';
import { createResourceApi, onePath } from '../api/resource';
import { defineArea } from './area';
import { containerField } from './mobility-choices';

/**
 * Mobility categories (spec 02 §3 "budget: max budget, display name", §7 "Mobility") at /mobility/category (the
 * current container's) and /component/mobility_category (every container's in reach, the container chosen in the
 * form): anyone with the mobility area who reaches the container. The budget is in the client's currency (two
 * decimals, at most 1,000,000). Each write reads the containers again so the sidebar and dashboard follow
 * (spec 01 §4). Limits as server/areas/mobility-category.ts declares them.
 */
export const mobilityCategoryArea = defineArea<MobilityCategory>({
  key: 'mobilityCategory',
  api: createResourceApi<MobilityCategory>({ paths: onePath('/mobilitycategory'), idParam: 'mobilityCategoryId', noun: 'Mobility category' }),
  variants: 'containerOnly',
  columns: [
    { name: 'displayName' },
    { name: 'maxBudget', format: 'money' },
    { name: 'mobilityContainerName', only: 'component' },
  ],
  fields: [
    containerField,
    { name: 'displayName', kind: 'text', maxLength: 100, required: true },
    { name: 'maxBudget', kind: 'number', min: 0, max: 1_000_000, step: 0.01, required: true },
  ],
  refusals: [{ key: 'drivers', pattern: /cannot be deleted because (?<count>\d+) drivers? (?:has|have) it/ }],
  afterCreate: 'list',
  reloadsContainers: 'current',
});
