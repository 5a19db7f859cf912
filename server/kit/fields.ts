import { dateOrEmpty } from '../routes/schemas';
import type { FieldColumn } from './declaration';

/** Column fragments the area declarations share (the fields' schemas are contract/schemas.ts). */

/** Plain text is stored without surrounding spaces (null, where allowed, stays null). */
export const textColumn = (column: string): FieldColumn => ({ column, store: (text: string | null) => text?.trim() ?? null });

/** A date column read and written as 'YYYY-MM-DD'. */
export const dateColumn = (column: string): FieldColumn => ({ column, read: `to_char(t.${column}, 'YYYY-MM-DD')`, store: dateOrEmpty });

/**
 * The columns of the variants' fields (contract/kit/variant-fields.ts).
 * Default versus per-arrangement variant (spec 02 §3): carArrangementId null is the client's default,
 * a number that arrangement's own row. carArrangementName is shown, never written.
 */
export const VARIANT = {
  columns: { carArrangementId: { column: 'car_arrangement_id' } },
  readOnlySql: {
    carArrangementName: '(SELECT a.display_name FROM car_arrangements a WHERE a.client_id = t.client_id AND a.id = t.car_arrangement_id)',
  },
} as const;

/**
 * Rows that belong to one arrangement each, no client default (`variants: { arrangementOnly: true }`):
 * carArrangementId is a required id, carArrangementName is shown, never written.
 */
export const ARRANGEMENT = {
  columns: VARIANT.columns,
  readOnlySql: VARIANT.readOnlySql,
} as const;

/**
 * The per-container variant beside VARIANT (`variants: { containers: true }`): mobilityContainerId null, or
 * the mobility container the row belongs to; mobilityContainerName is shown, never written.
 */
export const CONTAINER_VARIANT = {
  columns: { mobilityContainerId: { column: 'mobility_container_id' } },
  readOnlySql: {
    mobilityContainerName: '(SELECT mc.display_name FROM mobility_containers mc WHERE mc.client_id = t.client_id AND mc.id = t.mobility_container_id)',
  },
} as const;
