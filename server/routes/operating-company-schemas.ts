import { Type, type Static } from 'typebox';
import { OPERATING_COMPANY_LIMITS as LIMITS, type OperatingCompanyInput } from '../../contract/types/operating-companies';
import { ignoredFields, shownByGet } from '../kit/schemas';
import { idSchema, plainText } from '../../contract/schemas';

/** Bodies of POST and PUT /operatingcompany: one TypeBox declaration gives the validation and the server's types. */
const COMPANY = Type.Object({
  name: plainText(LIMITS.name, { minLength: 1 }),
  debtorNumber: Type.String({ pattern: `^[A-Za-z0-9-]{0,${LIMITS.debtorNumber}}$` }),
  address: plainText(LIMITS.address),
  postalCode: Type.String({ pattern: `^[A-Za-z0-9 -]{0,${LIMITS.postalCode}}$` }),
  city: plainText(LIMITS.city),
});
const { name, ...optionalFields } = Type.Partial(COMPANY).properties;
/** What GET shows but no body writes. */
const READ_ONLY = ['version', 'attachments'] as const;

export const CompanyCreate = Type.Object({ name: COMPANY.properties.name, ...optionalFields, ...ignoredFields(shownByGet(READ_ONLY)) }, { additionalProperties: false });
export const CompanyUpdate = Type.Object({ id: idSchema, name, ...optionalFields, ...ignoredFields(READ_ONLY) }, { additionalProperties: false });
export type CompanyCreate = Static<typeof CompanyCreate>;
export type CompanyUpdate = Static<typeof CompanyUpdate>;
// The app's hand-written input type must stay what this schema accepts.
const sameAsApp: OperatingCompanyInput = {} as CompanyCreate;
void sameAsApp;
