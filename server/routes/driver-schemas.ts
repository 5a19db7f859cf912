import { ARRANGEMENT_TYPES, DRIVER_EXPIRATION_WINDOWS, type DriverExpirationWindow } from '../../src/api/types';
import { bodySchema, idQuerySchema, idSchema, plainText } from './schemas';
import { ignoredFields } from '../kit/schemas';

/** Request shapes of /api-admin/driver: JSON schemas for bodies and the raw query strings. */
export const boolQuery = { type: 'string', enum: ['true', 'false'] } as const;
export const dateSchema = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' } as const;
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
/** The standard pattern the app also uses: something@something.tld, no whitespace. */
const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/** A lease-system or fleet-management driver id, in a body or a query. */
const externalIdSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } as const;

/** The raw query of a driver list (GET /driver, /fleetmanagement/driver, /leasewise/driver); parsed in driver-list-route.ts. */
export interface DriverListRawQuery {
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
  /** Comma-separated status values; each is checked by the handler, so an unknown one is named in the 400. */
  status?: string;
  /** Comma-separated operating company ids. */
  operatingCompanyId?: string;
  q?: string;
  lastLoginFrom?: string;
  emailNotSent?: string;
  expiration?: DriverExpirationWindow;
  carArrangementId?: string;
  mobilityContainerId?: string;
}

/** GET /driver: the list's query, or `search` for the top bar. */
export interface DriverQuery extends DriverListRawQuery {
  search?: string;
}

export const pageSizeQuerySchema = { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } as const;
export const cursorQuerySchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,600}$' } as const;

/** The query-string schema of every driver list. */
export const DRIVER_LIST_QUERY_PROPERTIES = {
  pageSize: pageSizeQuerySchema,
  after: cursorQuerySchema,
  includeOnlyActive: boolQuery,
  isExpired: boolQuery,
  hasOrdered: boolQuery,
  driverId: idQuerySchema,
  includeBindings: boolQuery,
  includeOrderStatuses: boolQuery,
  leaseWiseDriverId: externalIdSchema,
  fleetManagementDriverId: externalIdSchema,
  status: { type: 'string', pattern: '^[A-Za-z]{1,20}(,[A-Za-z]{1,20}){0,19}$' },
  operatingCompanyId: { type: 'string', pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,49}$' },
  q: { type: 'string', maxLength: 200 },
  lastLoginFrom: dateSchema,
  emailNotSent: boolQuery,
  expiration: { type: 'string', enum: DRIVER_EXPIRATION_WINDOWS },
  carArrangementId: idQuerySchema,
  mobilityContainerId: idQuerySchema,
} as const;

export const DRIVER_BODY_PROPERTIES = {
  // ajv checks allOf before pattern, so a control or bidi character is named as such, not as a bad address.
  emailAddress: { type: 'string', pattern: EMAIL_PATTERN, allOf: [plainText(254)] },
  telephoneNr: nullable({ type: 'string', pattern: '^[+0-9 ()-]{0,30}$' }),
  firstName: plainText(100, { minLength: 1 }),
  prefixSurname: nullable(plainText(30)),
  surname: plainText(100, { minLength: 1 }),
  fullNameLegacy: nullable(plainText(250)),
  dateOfBirth: nullable(dateSchema),
  debtorNumber: nullable({ type: 'string', pattern: '^[A-Za-z0-9-]{1,30}$' }),
  leaseWiseDriverId: nullable(externalIdSchema),
  fleetManagementDriverId: nullable(externalIdSchema),
  operatingCompanyId: nullable(idSchema),
  mobilityCategory: nullable(idSchema),
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
    // dateOrdered is shown by GET and set by the server, so a status sent back with it is fine (ignored).
    items: bodySchema({
      arrangementType: { type: 'string', enum: ARRANGEMENT_TYPES },
      hasOrdered: { type: 'boolean' },
      ...ignoredFields(['dateOrdered']),
    }, ['arrangementType', 'hasOrdered']),
  },
} as const;
/**
 * What GET shows of a driver but no body writes (computed names and flags, the container bindings, dates
 * the server sets, the version): a PUT may send them back and they are ignored; anything else unknown is a 400.
 */
export const DRIVER_READ_ONLY = [
  'version', 'fullName', 'bindings', 'hasOrdered', 'isExpired', 'dateLastLogin', 'emailHasBeenSent', 'dateEmailSent',
] as const;
export const DRIVER_UPDATE_PROPERTIES = { ...DRIVER_BODY_PROPERTIES, ...ignoredFields(DRIVER_READ_ONLY) };

/** What POST /driver requires; PUT requires only the id (schemas.ts updateSchema). */
export const REQUIRED = ['emailAddress', 'firstName', 'surname'];

