import { mobilityCategory, type MobilityCategory } from '../../contract/areas/mobility-category';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';
import { containerField } from './mobility-choices';

/**
 * Mobility categories (spec 02 §3 "budget: max budget, display name", §7 "Mobility") at /mobility/category (the
 * current container's) and /component/mobility_category (every container's in reach, the container chosen in the
 * form): anyone with the mobility area who reaches the container. The budget is in the client's currency (two
 * decimals, at most 1,000,000). Each write reads the containers again so the sidebar and dashboard follow
 * (spec 01 §4). Limits as contract/areas/mobility-category.ts states them.
 */
export const mobilityCategoryArea = defineArea<MobilityCategory>({
  key: 'mobilityCategory',
  contract: mobilityCategory,
  api: createResourceApi<MobilityCategory>(mobilityCategory),
  variants: 'containerOnly',
  columns: [
    { name: 'displayName' },
    { name: 'maxBudget', format: 'money' },
    { name: 'mobilityContainerName', only: 'component' },
  ],
  fields: [
    containerField,
    { name: 'displayName', kind: 'text' },
    { name: 'maxBudget', kind: 'number' },
  ],
  refusals: [{ key: 'drivers', pattern: /cannot be deleted because (?<count>\d+) drivers? (?:has|have) it/ }],
  afterCreate: 'list',
  reloadsContainers: 'current',
});
