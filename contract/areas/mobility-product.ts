import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { VARIANT_FIELDS } from '../kit/variant-fields';
import { idSchema, nullable, plainText } from '../schemas';
import { MOBILITY_PRODUCT_TYPES } from '../types/mobility';
import { IN_CONTAINER_FIELDS, mobilityAmount } from './mobility-fields';

/**
 * Mobility products (spec 02 §3, §7 "Mobility"): GET /mobilityproduct (the list, ?mobilityContainerId= filter,
 * ?q searching the name, the kit's paging; ?mobilityProductId= one with its ETag), POST, PUT (If-Match), DELETE
 * ?mobilityProductId= (If-Match). Also GET /mobilitycontainer/products?mobilityContainerId= (the same rows).
 *
 * Row: { id, version, mobilityContainerId (create only, a container the caller reaches), mobilityCategoryId (null, or
 * a category of the same container), displayName (1–100), type 'arrangement' | 'card', carArrangementId (required iff
 * arrangement, else null), cardDisplayName (1–100) and cardValue (≥ 0, 2 decimals, ≤ 1,000,000) (required iff card,
 * else null), carArrangementName and mobilityContainerName (read-only, for lists) }. A PUT that changes the type sends
 * the other type's fields as null (400 naming the field otherwise). The card is the product's own: the contract gives
 * a card no calls and no id.
 */
export const mobilityProduct = defineContract({
  noun: 'Mobility product',
  paths: { get: '/mobilityproduct', post: '/mobilityproduct', put: '/mobilityproduct', delete: '/mobilityproduct' },
  idParam: 'mobilityProductId',
  writable: {
    ...IN_CONTAINER_FIELDS.writable,
    mobilityCategoryId: nullable(idSchema),
    displayName: plainText(100, { minLength: 1 }),
    type: Type.Enum(MOBILITY_PRODUCT_TYPES),
    carArrangementId: nullable(idSchema),
    cardDisplayName: nullable(plainText(100, { minLength: 1 })),
    cardValue: nullable(mobilityAmount()),
  },
  required: ['mobilityContainerId', 'displayName', 'type'],
  readOnly: { carArrangementName: VARIANT_FIELDS.readOnly.carArrangementName, ...IN_CONTAINER_FIELDS.readOnly },
  createOnly: IN_CONTAINER_FIELDS.createOnly,
});

export type MobilityProduct = RowOf<typeof mobilityProduct>;
