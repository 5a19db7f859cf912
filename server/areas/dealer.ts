import { Type } from 'typebox';
import { dealer as contract } from '../../contract/areas/dealer';
import { mantelNumberSchema } from '../../contract/schemas';
import { defineResource } from '../kit/declaration';
import { textColumn } from '../kit/fields';

/**
 * The client's dealers' table and filters (their contract: contract/areas/dealer.ts). The contract's "by-arrangement
 * variant with a fixed mantelNumber value" is the list filter ?mantelNumber=: the dealers of one framework contract,
 * as the lease system pairs a dealer with the arrangement's mantel number. Supervisor and above, with the preferred
 * dealers they serve (the access table's `preferredDealers`). Deleting a dealer also removes it as a preferred dealer
 * of every arrangement (the delete dialog asks first).
 */
export const dealer = defineResource({
  ...contract,
  table: 'dealers',
  columns: {
    name: textColumn('name'), city: textColumn('city'), address: textColumn('address'), email: { column: 'email' },
    phoneNumber: textColumn('phone_number'), mantelNumber: { column: 'mantel_number' },
  },
  readOnlySql: {},
  feature: { read: 'preferredDealers', write: 'preferredDealers' },
  equalityFilters: { mantelNumber: { column: 'mantel_number', schema: Type.String(mantelNumberSchema) } },
  search: "t.name || ' ' || t.city",
  orderBy: 'lower(t.name), lower(t.city)',
});
