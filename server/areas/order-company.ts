import { Type } from 'typebox';
import { defineResource, type RowOf } from '../kit/declaration';
import { nullable, richText, textColumn, VARIANT } from '../kit/fields';
import { emailSchema, plainText } from '../routes/schemas';

/**
 * Order companies (spec 02 §3, §7): the leasing companies orders go through, with their company
 * information and the fixed text printed on orders; the client's default ones or an arrangement's.
 * GET /ordercompanies (?carArrangementId, ?orderCompanyId), POST, PUT, DELETE ?orderCompanyId.
 * One still named on orders cannot be deleted (409).
 */
export const orderCompany = defineResource({
  noun: 'Order company',
  paths: { get: '/ordercompanies', post: '/ordercompanies', put: '/ordercompanies', delete: '/ordercompanies' },
  idParam: 'orderCompanyId',
  table: 'order_companies',
  writable: {
    ...VARIANT.writable,
    name: plainText(100, { minLength: 1 }),
    address: plainText(200),
    postalCode: Type.String({ pattern: '^[A-Za-z0-9 -]{0,20}$' }),
    city: plainText(100),
    email: nullable(Type.String(emailSchema)),
    phoneNumber: Type.String({ pattern: '^[+0-9 ()-]{0,30}$' }),
    fixedText: richText(),
  },
  required: ['name'],
  columns: {
    ...VARIANT.columns, name: textColumn('name'), address: textColumn('address'), postalCode: textColumn('postal_code'),
    city: textColumn('city'), email: { column: 'email' }, phoneNumber: textColumn('phone_number'),
    fixedText: { column: 'fixed_text_html', rich: true },
  },
  readOnly: VARIANT.readOnly,
  readOnlySql: VARIANT.readOnlySql,
  feature: { read: 'orderCompanies', write: 'orderCompanies' },
  variants: {},
  search: 't.name',
  orderBy: 'lower(t.name)',
  inUse: 'This order company is named on orders and cannot be deleted.',
});

export type OrderCompany = RowOf<typeof orderCompany>;
