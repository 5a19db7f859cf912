import { fetchCarArrangements } from '../api/cararrangement';
import { fetchContainerCategories, fetchMobilityContainers } from '../api/mobilitycontainer';
import type { FieldDef } from './area-fields';

/**
 * The choices the mobility areas share: the container a row belongs to (chosen under /component only; under
 * /mobility a new row is the current container's), that container's categories, and the client's arrangements.
 */
export const containerField: FieldDef = {
  name: 'mobilityContainerId', kind: 'choice', required: true, only: 'component', createOnly: true,
  options: async (_, signal) => (await fetchMobilityContainers({ signal })).map((container) => ({ value: String(container.id), label: container.displayName })),
};

export const categoryField: FieldDef = {
  name: 'mobilityCategoryId', kind: 'choice', nullable: true, dependsOn: 'mobilityContainerId',
  options: async (values, signal) => {
    const container = Number(values.mobilityContainerId);
    if (!Number.isSafeInteger(container) || container <= 0) return [];
    return (await fetchContainerCategories(container, { signal })).map((category) => ({ value: String(category.id), label: category.displayName }));
  },
};

export const arrangementChoices: Extract<FieldDef, { kind: 'choice' }>['options'] = async (_, signal) =>
  (await fetchCarArrangements({ signal })).map((arrangement) => ({ value: String(arrangement.id), label: arrangement.displayName }));
