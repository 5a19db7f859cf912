import { Type } from 'typebox';
import { idQuerySchema, idSchema } from '../routes/schemas';

/** Field fragments the mobility areas (container, category, product) share. */

/** An amount in the client's currency as numeric(10, 2) holds it: ≥ 0, cents at most, at most 1,000,000 (a budget, a card's value). */
export const mobilityAmount = () => Type.Number({ minimum: 0, maximum: 1_000_000, format: 'cents' });
export const amountColumn = (column: string) => ({ column, read: `t.${column}::float8` });

/**
 * The container a category or product belongs to: set on create only, to a container the caller reaches
 * (the kit's `containerReach`, 404 otherwise), and the list filter ?mobilityContainerId=.
 */
export const IN_CONTAINER = {
  writable: { mobilityContainerId: idSchema },
  columns: { mobilityContainerId: { column: 'mobility_container_id' } },
  containerReach: { column: 'mobility_container_id', field: 'mobilityContainerId' },
  createOnly: ['mobilityContainerId'],
  equalityFilters: { mobilityContainerId: { column: 'mobility_container_id', schema: idQuerySchema } },
  /** The container's name, for the lists that hold every container's rows (/component/mobility_category). */
  readOnly: { mobilityContainerName: Type.String() },
  readOnlySql: { mobilityContainerName: '(SELECT mc.display_name FROM mobility_containers mc WHERE mc.client_id = t.client_id AND mc.id = t.mobility_container_id)' },
} as const;
