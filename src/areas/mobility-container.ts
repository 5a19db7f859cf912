import { lazy } from 'react';
import { mobilityContainer } from '../../contract/areas/mobility-container';
import { mobilityContainerApi, type MobilityContainerRow } from '../api/mobilitycontainer';
import { defineArea } from './area';

/**
 * Mobility containers (spec 02 §3, §4, §7 "Mobility") at /component/mobility_container: every container in reach,
 * created, changed and deleted by supervisors (the access table's `mobilityContainers`). A new one is made on its
 * own screen (screens/mobility/container-create.tsx: the creation flow with its logo and favicon); the edit form
 * is this kit form with the logo and favicon below it. Each write reads the container list again, deleting the
 * current container forgets it (spec 01 §4); one with orders cannot be deleted (the server's 409, in our words).
 */
export const mobilityContainerArea = defineArea<MobilityContainerRow>({
  key: 'mobilityContainer',
  contract: mobilityContainer,
  api: mobilityContainerApi,
  variants: null,
  columns: [
    { name: 'displayName' },
    { name: 'isActive', format: 'yesNo' },
    { name: 'categories', format: 'number', value: (row) => row.categories.length },
    { name: 'products', format: 'number', value: (row) => row.products.length },
    { name: 'driverCount', format: 'number' },
    { name: 'openOrderCount', format: 'number' },
  ],
  fields: [
    { name: 'displayName', kind: 'text' },
    { name: 'isActive', kind: 'checkbox' },
  ],
  refusals: [{ key: 'orders', pattern: /cannot be deleted because (?<count>\d+) orders? (?:was|were) placed in it/ }],
  afterCreate: 'list',
  // The dashboard's figures link here narrowed by these (ATTENTION_FILTERS.mobilityContainer).
  attention: 'mobilityContainer',
  reloadsContainers: 'list',
  extraPanel: lazy(() => import('../screens/mobility/container-images')),
});
