import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { ARRANGEMENT_FIELDS } from '../kit/variant-fields';
import { FUEL_CODES } from '../fuels';
import { plainText } from '../schemas';
import { priceField } from './component';

/** One attachment as a category row shows it. */
export const CategoryAttachment = Type.Object({ id: Type.Integer(), blobName: Type.String(), fileName: Type.String(), contentType: Type.String() });

/**
 * Categories of an arrangement (spec 02 §3, §7): GET /category (?categoryId; the list filtered by
 * ?carArrangementId), POST, PUT, DELETE ?categoryId. The number is unique in its arrangement; the fuels are codes of
 * the fixed list (contract/fuels.ts), always sent (an empty list for a bike plan's category); attachments are added and
 * removed by their own routes and shown here.
 */
export const category = defineContract({
  noun: 'Category',
  paths: { get: '/category', post: '/category', put: '/category', delete: '/category' },
  idParam: 'categoryId',
  writable: {
    ...ARRANGEMENT_FIELDS.writable,
    categoryNumber: Type.Integer({ minimum: 0, maximum: 9999 }),
    displayName: plainText(100, { minLength: 1 }),
    normLease: priceField(),
    fuels: Type.Array(Type.Enum(FUEL_CODES), { maxItems: 9 }),
  },
  required: ['carArrangementId', 'categoryNumber', 'displayName', 'fuels'],
  readOnly: { ...ARRANGEMENT_FIELDS.readOnly, attachments: Type.Array(CategoryAttachment) },
});

export type Category = RowOf<typeof category>;
