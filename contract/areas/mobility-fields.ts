import { Type } from 'typebox';
import { idSchema } from '../schemas';

/** Field fragments the mobility areas' contracts (category, product) share; their columns are server/areas/mobility-fields.ts. */

/** An amount in the client's currency as numeric(10, 2) holds it: ≥ 0, cents at most, at most 1,000,000 (a budget, a card's value). */
export const mobilityAmount = () => Type.Number({ minimum: 0, maximum: 1_000_000, format: 'cents' });

/**
 * The container a category or product belongs to: set on create only (createOnly), to a container the caller reaches
 * (404 otherwise); mobilityContainerName is shown, never written, for the lists that hold every container's rows
 * (/component/mobility_category).
 */
export const IN_CONTAINER_FIELDS = {
  writable: { mobilityContainerId: idSchema },
  readOnly: { mobilityContainerName: Type.String() },
  createOnly: ['mobilityContainerId'],
} as const;
