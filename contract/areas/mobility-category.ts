import { defineContract, type RowOf } from '../kit/area-contract';
import { plainText } from '../schemas';
import { IN_CONTAINER_FIELDS, mobilityAmount } from './mobility-fields';

/**
 * Mobility categories (spec 02 §3, §7 "Mobility"): GET /mobilitycategory (the list, ?mobilityContainerId= filter,
 * ?q searching the name, the kit's paging; ?mobilityCategoryId= one with its ETag), POST, PUT (If-Match),
 * DELETE ?mobilityCategoryId= (If-Match). Row: { id, version, mobilityContainerId, displayName (1–100), maxBudget
 * (≥ 0, 2 decimals, ≤ 1,000,000, in the client's currency) }. The container is set on create only and must be one
 * the caller reaches, else 404; a PUT may send it back unchanged, another value is a 400.
 */
export const mobilityCategory = defineContract({
  noun: 'Mobility category',
  paths: { get: '/mobilitycategory', post: '/mobilitycategory', put: '/mobilitycategory', delete: '/mobilitycategory' },
  idParam: 'mobilityCategoryId',
  writable: {
    ...IN_CONTAINER_FIELDS.writable,
    displayName: plainText(100, { minLength: 1 }),
    maxBudget: mobilityAmount(),
  },
  required: ['mobilityContainerId', 'displayName', 'maxBudget'],
  readOnly: IN_CONTAINER_FIELDS.readOnly,
  createOnly: IN_CONTAINER_FIELDS.createOnly,
});

export type MobilityCategory = RowOf<typeof mobilityCategory>;
