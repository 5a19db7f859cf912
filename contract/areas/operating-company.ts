import { Type } from 'typebox';
import { plainText } from '../schemas';
import { OPERATING_COMPANY_LIMITS as LIMITS } from '../types/operating-companies';

/**
 * An operating company's writable fields (spec 02 §7 "Operating and order companies"): the server's POST and PUT
 * bodies (server/routes/operating-company-schemas.ts) and the app's form (src/areas/operating-company.ts) take them,
 * with their limits, from here. The row is types/drivers.ts `OperatingCompany`.
 */
export const operatingCompanyFields = {
  writable: {
    name: plainText(LIMITS.name, { minLength: 1 }),
    debtorNumber: Type.String({ pattern: `^[A-Za-z0-9-]{0,${LIMITS.debtorNumber}}$`, maxLength: LIMITS.debtorNumber }),
    address: plainText(LIMITS.address),
    postalCode: Type.String({ pattern: `^[A-Za-z0-9 -]{0,${LIMITS.postalCode}}$`, maxLength: LIMITS.postalCode }),
    city: plainText(LIMITS.city),
  },
  required: ['name'],
} as const;
