import { Type, type Static } from 'typebox';
import { ATTENTION_FILTERS, type AttentionFilter } from '../../contract/types/dashboard';
import { DRIVER_EXPIRATION_WINDOWS, type DriverExpirationWindow, type DriverInput } from '../../contract/types/drivers';
import { DRIVER_FIELDS, DRIVER_PATTERNS } from '../../contract/areas/driver';
import { calendarDate, idSchema } from '../../contract/schemas';
import { idQuerySchema } from './schemas';
import { ignoredFields, shownByGet } from '../kit/schemas';

/** Request shapes of /api-admin/driver: TypeBox for bodies, JSON schemas for the raw query strings. */
export const boolQuery = { type: 'string', enum: ['true', 'false'] } as const;
/** A lease-system or fleet-management driver id in a query (the driver's own field: contract/areas/driver.ts). */
export const externalIdSchema = { type: 'string', pattern: DRIVER_PATTERNS.externalId } as const;

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
  attention?: AttentionFilter<'driver'>;
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
  lastLoginFrom: calendarDate,
  emailNotSent: boolQuery,
  expiration: { type: 'string', enum: DRIVER_EXPIRATION_WINDOWS },
  attention: { type: 'string', enum: ATTENTION_FILTERS.driver },
  carArrangementId: idQuerySchema,
  mobilityContainerId: idQuerySchema,
} as const;

/**
 * What GET shows of a driver but no body writes (computed names and flags, the container bindings, dates
 * the server sets, the version): a POST or PUT may send them back and they are ignored (a POST's id too);
 * anything else unknown is a 400.
 */
export const DRIVER_READ_ONLY = [
  'version', 'fullName', 'bindings', 'hasOrdered', 'isExpired', 'dateLastLogin', 'emailHasBeenSent', 'dateEmailSent',
] as const;

export const DriverCreate = Type.Object({ ...DRIVER_FIELDS, ...ignoredFields(shownByGet(DRIVER_READ_ONLY)) }, { additionalProperties: false });
export type DriverBody = Static<typeof DriverCreate>;

/** PUT: the id and any field; what it leaves out stays as stored (server/README.md, "Bodies"). */
export const DriverUpdate = Type.Object(
  { id: idSchema, ...Type.Partial(Type.Object(DRIVER_FIELDS)).properties, ...ignoredFields(DRIVER_READ_ONLY) }, { additionalProperties: false });
export type DriverUpdateBody = Static<typeof DriverUpdate>;

// The app's hand-written body type must stay what these schemas accept.
const sameAsApp: DriverInput = {} as DriverBody;
void sameAsApp;

