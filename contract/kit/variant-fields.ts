import { Type } from 'typebox';
import { idSchema, nullable } from '../schemas';

/**
 * The fields a variant adds to an area's contract (spec 02 §3); the server's columns for them are
 * server/kit/fields.ts VARIANT, ARRANGEMENT and CONTAINER_VARIANT.
 */

/** Default versus per-arrangement variant: carArrangementId null is the client's default, a number that arrangement's own row. */
export const VARIANT_FIELDS = {
  writable: { carArrangementId: nullable(idSchema) },
  readOnly: { carArrangementName: nullable(Type.String()) },
} as const;

/** Rows that belong to one arrangement each, no client default: carArrangementId is a required id. */
export const ARRANGEMENT_FIELDS = {
  writable: { carArrangementId: idSchema },
  readOnly: { carArrangementName: Type.String() },
} as const;

/** The per-container variant beside VARIANT_FIELDS: mobilityContainerId null, or the container the row belongs to. */
export const CONTAINER_FIELDS = {
  writable: { mobilityContainerId: nullable(idSchema) },
  readOnly: { mobilityContainerName: nullable(Type.String()) },
} as const;
