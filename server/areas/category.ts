import type { Queryable } from '../db/db';
import { defineResource } from '../kit/declaration';
import { ARRANGEMENT, textColumn } from '../kit/fields';
import { attachmentsJson, type AttachmentLinks } from '../repositories/attachments';
import { category as contract } from '../../contract/areas/category';
import { priceColumn } from './component';

/** The fixed fuel codes (spec 02 §3), one list for both sides: contract/fuels.ts. */
export { FUEL_CODES } from '../../contract/fuels';

export const CATEGORY_ATTACHMENTS: AttachmentLinks = { table: 'category_attachments', owner: 'category_id', prefix: 'category' };

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
 * Categories of an arrangement: their table and rules (their contract: contract/areas/category.ts). Bulk and above
 * (the access table's `categories`). The number is unique in its arrangement (409); the fuels are kept in
 * category_fuels; attachments are added and removed by their own routes (category-attachments.ts) and shown here. A
 * category an order names cannot be deleted (409); drivers placed in it lose the placement.
 */
export const category = defineResource({
  ...contract,
  table: 'categories',
  columns: {
    ...ARRANGEMENT.columns,
    categoryNumber: { column: 'category_number' },
    displayName: textColumn('display_name'),
    normLease: priceColumn('norm_lease'),
    fuels: { column: 'fuel_code', children: { table: 'category_fuels', parent: 'category_id' } },
  },
  readOnlySql: { ...ARRANGEMENT.readOnlySql, attachments: attachmentsJson(CATEGORY_ATTACHMENTS, 't') },
  feature: { read: 'categories', write: 'categories' },
  variants: { arrangementOnly: true },
  duplicate: 'This arrangement already has a category with this category number.',
  inUse: 'This category cannot be deleted because orders were placed in it.',
  search: "t.category_number::text || ' ' || t.display_name",
  orderBy: 't.category_number',
  check: fuelRule,
});
