import { orderCompany as contract } from '../../contract/areas/order-company';
import { defineResource } from '../kit/declaration';
import { textColumn, VARIANT } from '../kit/fields';

/** Order companies' table (their contract: contract/areas/order-company.ts); one still named on orders cannot be deleted (409). */
export const orderCompany = defineResource({
  ...contract,
  table: 'order_companies',
  columns: {
    ...VARIANT.columns, name: textColumn('name'), address: textColumn('address'), postalCode: textColumn('postal_code'),
    city: textColumn('city'), email: { column: 'email' }, phoneNumber: textColumn('phone_number'),
    fixedText: { column: 'fixed_text_html', rich: true },
  },
  readOnlySql: VARIANT.readOnlySql,
  feature: { read: 'orderCompanies', write: 'orderCompanies' },
  variants: {},
  search: 't.name',
  orderBy: 'lower(t.name)',
  inUse: 'This order company is named on orders and cannot be deleted.',
});
