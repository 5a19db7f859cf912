import { idQuerySchema } from '../routes/schemas';

/** Column fragments the mobility areas (category, product) share; their fields are contract/areas/mobility-fields.ts. */

/** An amount column (contract/areas/mobility-fields.ts mobilityAmount) read as a JSON number. */
export const amountColumn = (column: string) => ({ column, read: `t.${column}::float8` });

/**
 * The container a category or product belongs to (contract/areas/mobility-fields.ts IN_CONTAINER_FIELDS): its column,
 * the kit's `containerReach` (a container the caller reaches, 404 otherwise), the list filter ?mobilityContainerId= and
 * the container's name.
 */
export const IN_CONTAINER = {
  columns: { mobilityContainerId: { column: 'mobility_container_id' } },
  containerReach: { column: 'mobility_container_id', field: 'mobilityContainerId' },
  equalityFilters: { mobilityContainerId: { column: 'mobility_container_id', schema: idQuerySchema } },
  readOnlySql: { mobilityContainerName: '(SELECT mc.display_name FROM mobility_containers mc WHERE mc.client_id = t.client_id AND mc.id = t.mobility_container_id)' },
} as const;
