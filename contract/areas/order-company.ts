import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { VARIANT_FIELDS } from '../kit/variant-fields';
import { emailSchema, nullable, plainText, richText } from '../schemas';

/**
 * Order companies (spec 02 §3, §7): the leasing companies orders go through, with their company information and
 * the fixed text printed on orders; the client's default ones or an arrangement's. GET /ordercompanies
 * (?carArrangementId, ?orderCompanyId), POST, PUT, DELETE ?orderCompanyId. One still named on orders cannot be
 * deleted (409).
 */
export const orderCompany = defineContract({
  noun: 'Order company',
  paths: { get: '/ordercompanies', post: '/ordercompanies', put: '/ordercompanies', delete: '/ordercompanies' },
  idParam: 'orderCompanyId',
  writable: {
    ...VARIANT_FIELDS.writable,
    name: plainText(100, { minLength: 1 }),
    address: plainText(200),
    // The patterns allow 20 and 30 characters; maxLength says so to the form.
    postalCode: Type.String({ pattern: '^[A-Za-z0-9 -]{0,20}$', maxLength: 20 }),
    city: plainText(100),
    email: nullable(Type.String(emailSchema)),
    phoneNumber: Type.String({ pattern: '^[+0-9 ()-]{0,30}$', maxLength: 30 }),
    fixedText: richText(),
  },
  required: ['name'],
  readOnly: VARIANT_FIELDS.readOnly,
});

export type OrderCompany = RowOf<typeof orderCompany>;
