import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { idSchema, nullable, plainText } from '../schemas';
import { MOBILITY_CONTAINER_PATHS } from '../paths/mobility-container';
import { MOBILITY_PRODUCT_TYPES } from '../types/mobility';

const CONTAINER = MOBILITY_CONTAINER_PATHS.container;

const CategoryRef = Type.Object({ id: idSchema, displayName: Type.String(), maxBudget: Type.Number() });
const ProductRef = Type.Object({
  id: idSchema,
  displayName: Type.String(),
  type: Type.Enum(MOBILITY_PRODUCT_TYPES),
  mobilityCategoryId: nullable(idSchema),
  carArrangementId: nullable(idSchema),
  cardDisplayName: nullable(Type.String()),
});

/**
 * Mobility containers (spec 02 §3, §4, §7 "Mobility"): GET /mobilitycontainer (the list, ordered by name; ?q,
 * paging), GET ?mobilityContainerId= (with its ETag), POST { displayName, isActive } (isActive defaults to false:
 * a new container denies employees access until switched on), PUT (If-Match), DELETE ?mobilityContainerId=
 * (If-Match; refused with 409 while orders exist in it).
 *
 * Row: { id, version, displayName (1–100), isActive, categories [{ id, displayName, maxBudget }] (in their list's
 * order), products [{ id, displayName, type, mobilityCategoryId, carArrangementId, cardDisplayName }], logoUrl,
 * faviconUrl, driverCount (drivers bound to it), openOrderCount (its orders still open: not yet approved or rejected) };
 * everything but displayName and isActive is read-only (a PUT may send it back; it is ignored).
 */
export const mobilityContainer = defineContract({
  noun: 'Mobility container',
  paths: { get: CONTAINER, post: CONTAINER, put: CONTAINER, delete: CONTAINER },
  idParam: 'mobilityContainerId',
  writable: {
    displayName: plainText(100, { minLength: 1 }),
    isActive: Type.Boolean(),
  },
  required: ['displayName'],
  readOnly: {
    categories: Type.Array(CategoryRef),
    products: Type.Array(ProductRef),
    logoUrl: nullable(Type.String()),
    faviconUrl: nullable(Type.String()),
    driverCount: Type.Integer(),
    openOrderCount: Type.Integer(),
  },
});

export type MobilityContainer = RowOf<typeof mobilityContainer>;
