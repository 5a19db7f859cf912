import type { DriverStatus } from '../../src/api/types';
import { ARRANGEMENT_TYPES } from '../../src/api/types';
import { bodySchema } from './schemas';

/** Request shapes of /api-admin/driver: JSON schemas for bodies and the raw query strings. */
export const boolQuery = { type: 'string', enum: ['true', 'false'] } as const;
export const dateSchema = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' } as const;
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** The standard pattern the app also uses: something@something.tld, no whitespace. */
const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export interface DriverQuery {
  search?: string;
  pageSize?: string;
  after?: string;
  includeOnlyActive?: string;
  isExpired?: string;
  hasOrdered?: string;
  driverId?: string;
  includeBindings?: string;
  includeOrderStatuses?: string;
  leaseWiseDriverId?: string;
  fleetManagementDriverId?: string;
  status?: DriverStatus;
  operatingCompanyId?: string;
  lastLoginFrom?: string;
  emailNotSent?: string;
  carArrangementId?: string;
  mobilityContainerId?: string;
}

export const DRIVER_BODY_PROPERTIES = {
  emailAddress: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN },
  telephoneNr: nullable({ type: 'string', pattern: '^[+0-9 ()-]{0,30}$' }),
  firstName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  prefixSurname: nullable({ type: 'string', maxLength: 30 }),
  surname: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  fullNameLegacy: nullable({ type: 'string', maxLength: 250 }),
  dateOfBirth: nullable(dateSchema),
  debtorNumber: nullable({ type: 'string', pattern: '^[A-Za-z0-9-]{1,30}$' }),
  leaseWiseDriverId: nullable({ type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' }),
  fleetManagementDriverId: nullable({ type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' }),
  operatingCompanyId: nullable(idSchema),
  mobilityCategoryId: nullable(idSchema),
  partTimePercentage: { type: 'integer', minimum: 0, maximum: 100 },
  sendMail: { type: 'boolean' },
  isActive: { type: 'boolean' },
  isGeneric: { type: 'boolean' },
  isBlocked: { type: 'boolean' },
  isWatchingOnly: { type: 'boolean' },
  dateExpiration: nullable(dateSchema),
  carArrangementCategoryBindings: {
    type: 'array', maxItems: 100,
    items: bodySchema({ carArrangementId: idSchema, categoryId: nullable(idSchema) }),
  },
  orderStatuses: {
    type: 'array', maxItems: 8,
    items: bodySchema({
      arrangementType: { type: 'string', enum: ARRANGEMENT_TYPES },
      hasOrdered: { type: 'boolean' },
    }),
  },
} as const;
export const REQUIRED = ['emailAddress', 'firstName', 'surname'];

