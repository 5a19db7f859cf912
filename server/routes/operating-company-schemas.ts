import { Type, type Static } from 'typebox';
import { operatingCompanyFields } from '../../contract/areas/operating-company';
import type { OperatingCompanyInput } from '../../contract/types/operating-companies';
import { ignoredFields, shownByGet } from '../kit/schemas';
import { idSchema } from '../../contract/schemas';

/** Bodies of POST and PUT /operatingcompany from the company's fields (contract/areas/operating-company.ts): validation and the server's types. */
const COMPANY = Type.Object(operatingCompanyFields.writable);
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
