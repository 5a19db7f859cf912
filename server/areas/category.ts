import { Type } from 'typebox';
import type { Queryable } from '../db/db';
import { defineResource, type RowOf } from '../kit/declaration';
import { ARRANGEMENT, textColumn } from '../kit/fields';
import { attachmentsJson, type AttachmentLinks } from '../repositories/attachments';
import { plainText } from '../routes/schemas';
import { priceColumn, priceField } from './component';

/** The fixed fuel codes (spec 02 §3): natural gas, diesel, diesel hybrid, electric, gas, petrol, petrol hybrid, hydrogen, others. */
export const FUEL_CODES = ['ag', 'd', 'dh', 'e', 'g', 'l', 'lh', 'w', 'o'] as const;

export const CATEGORY_ATTACHMENTS: AttachmentLinks = { table: 'category_attachments', owner: 'category_id', prefix: 'category' };

const AttachmentRow = Type.Object({ id: Type.Integer(), blobName: Type.String(), fileName: Type.String(), contentType: Type.String() });

/**
 * The fuel rules of spec 02 §5 on the row as it will be. The exact catalogue text "Fuel codes can only be
 * specified at max once" (01 §8) follows the field it is about. Fuels choose cars, so only car
 * arrangements' categories need petrol or diesel; a bike plan's categories have none.
 */
async function fuelRule(row: Record<string, unknown>, tx: Queryable, clientId: number): Promise<string | null> {
  const fuels = (row.fuels as string[] | null) ?? [];
  if (new Set(fuels).size !== fuels.length) return 'body.fuels: Fuel codes can only be specified at max once';
  const [arrangement] = await tx.query<{ type: string }>(
    'SELECT data_object_type AS type FROM car_arrangements WHERE client_id = $1 AND id = $2', [clientId, row.carArrangementId]);
  if (arrangement?.type === 'car' && !fuels.includes('l') && !fuels.includes('d')) return 'body.fuels must include petrol (l) or diesel (d)';
  return null;
}

/**
 * Categories of an arrangement (spec 02 §3, §7): GET /category (?categoryId; the list filtered by
 * ?carArrangementId), POST, PUT, DELETE ?categoryId. Bulk and above (the access table's `categories`).
 * The number is unique in its arrangement (409); the fuels are kept in category_fuels; attachments are
 * added and removed by their own routes (category-attachments.ts) and shown here. A category an order
 * names cannot be deleted (409); drivers placed in it lose the placement.
 */
export const category = defineResource({
  noun: 'Category',
  paths: { get: '/category', post: '/category', put: '/category', delete: '/category' },
  idParam: 'categoryId',
  table: 'categories',
  writable: {
    ...ARRANGEMENT.writable,
    categoryNumber: Type.Integer({ minimum: 0, maximum: 9999 }),
    displayName: plainText(100, { minLength: 1 }),
    normLease: priceField(),
    fuels: Type.Array(Type.Enum(FUEL_CODES), { maxItems: 9 }),
  },
  required: ['carArrangementId', 'categoryNumber', 'displayName', 'fuels'],
  columns: {
    ...ARRANGEMENT.columns,
    categoryNumber: { column: 'category_number' },
    displayName: textColumn('display_name'),
    normLease: priceColumn('norm_lease'),
    fuels: { column: 'fuel_code', children: { table: 'category_fuels', parent: 'category_id' } },
  },
  readOnly: { ...ARRANGEMENT.readOnly, attachments: Type.Array(AttachmentRow) },
  readOnlySql: { ...ARRANGEMENT.readOnlySql, attachments: attachmentsJson(CATEGORY_ATTACHMENTS, 't') },
  feature: { read: 'categories', write: 'categories' },
  variants: { arrangementOnly: true },
  duplicate: 'This arrangement already has a category with this category number.',
  inUse: 'This category cannot be deleted because orders were placed in it.',
  search: "t.category_number::text || ' ' || t.display_name",
  orderBy: 't.category_number',
  check: fuelRule,
});

export type Category = RowOf<typeof category>;
