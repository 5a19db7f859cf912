import { Type } from 'typebox';
import { calendarDate, dateOrEmpty, idSchema } from '../routes/schemas';
import type { FieldColumn } from './declaration';

/** Field fragments the area declarations share. */

/** Rich text up to `max` characters (the column's CHECK); cleaned by server/rich-text.ts on the way in. `contentMediaType` says so to readers of the schema (the write sweep expects it read back cleaned). */
export const richText = (max = 100_000) => Type.String({ maxLength: max, contentMediaType: 'text/html' });

export const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Plain text is stored without surrounding spaces (null, where allowed, stays null). */
export const textColumn = (column: string): FieldColumn => ({ column, store: (text: string | null) => text?.trim() ?? null });

/** A date column read and written as 'YYYY-MM-DD'. */
export const dateColumn = (column: string): FieldColumn => ({ column, read: `to_char(t.${column}, 'YYYY-MM-DD')`, store: dateOrEmpty });
export const dateField = () => nullable(calendarDate);

/**
 * Default versus per-arrangement variant (spec 02 §3): carArrangementId null is the client's default,
 * a number that arrangement's own row. carArrangementName is shown, never written.
 */
export const VARIANT = {
  writable: { carArrangementId: nullable(idSchema) },
  columns: { carArrangementId: { column: 'car_arrangement_id' } },
  readOnly: { carArrangementName: nullable(Type.String()) },
  readOnlySql: {
    carArrangementName: '(SELECT a.display_name FROM car_arrangements a WHERE a.client_id = t.client_id AND a.id = t.car_arrangement_id)',
  },
} as const;

/**
 * Rows that belong to one arrangement each, no client default (`variants: { arrangementOnly: true }`):
 * carArrangementId is a required id, carArrangementName is shown, never written.
 */
export const ARRANGEMENT = {
  writable: { carArrangementId: idSchema },
  columns: VARIANT.columns,
  readOnly: { carArrangementName: Type.String() },
  readOnlySql: VARIANT.readOnlySql,
} as const;

/**
 * The per-container variant beside VARIANT (`variants: { containers: true }`): mobilityContainerId null, or
 * the mobility container the row belongs to; mobilityContainerName is shown, never written.
 */
export const CONTAINER_VARIANT = {
  writable: { mobilityContainerId: nullable(idSchema) },
  columns: { mobilityContainerId: { column: 'mobility_container_id' } },
  readOnly: { mobilityContainerName: nullable(Type.String()) },
  readOnlySql: {
    mobilityContainerName: '(SELECT mc.display_name FROM mobility_containers mc WHERE mc.client_id = t.client_id AND mc.id = t.mobility_container_id)',
  },
} as const;
