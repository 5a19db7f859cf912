import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { nullable, textColumn } from '../kit/fields';
import { emailSchema, mantelNumberSchema, plainText } from '../routes/schemas';

/**
 * The client's dealers (spec 02 §3, §7 "Dealer"): GET /dealer (?dealerId with ETag; the list, searched in name
 * and city), POST, PUT, DELETE ?dealerId. The contract's "by-arrangement variant with a fixed mantelNumber value"
 * is the list filter ?mantelNumber=: the dealers of one framework contract, as the lease system pairs a dealer
 * with the arrangement's mantel number. Supervisor and above, with the preferred dealers they serve (the access
 * table's `preferredDealers`). Deleting a dealer also removes it as a preferred dealer of every arrangement
 * (the delete dialog asks first).
 */
export const dealer = defineResource({
  noun: 'Dealer',
  paths: { get: '/dealer', post: '/dealer', put: '/dealer', delete: '/dealer' },
  idParam: 'dealerId',
  table: 'dealers',
  writable: {
    name: plainText(100, { minLength: 1 }),
    city: plainText(100),
    address: plainText(200),
    email: nullable(Type.String(emailSchema)),
    phoneNumber: Type.String({ pattern: '^[+0-9 ()-]{0,30}$' }),
    mantelNumber: nullable(Type.String(mantelNumberSchema)),
  },
  required: ['name'],
  columns: {
    name: textColumn('name'), city: textColumn('city'), address: textColumn('address'), email: { column: 'email' },
    phoneNumber: textColumn('phone_number'), mantelNumber: { column: 'mantel_number' },
  },
  readOnly: {},
  readOnlySql: {},
  feature: { read: 'preferredDealers', write: 'preferredDealers' },
  equalityFilters: { mantelNumber: { column: 'mantel_number', schema: Type.String(mantelNumberSchema) } },
  search: "t.name || ' ' || t.city",
  orderBy: 'lower(t.name), lower(t.city)',
});

export type Dealer = RowOf<typeof dealer>;
