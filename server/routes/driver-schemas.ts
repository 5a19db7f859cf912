import { Type, type Static, type TSchema } from 'typebox';
import { ATTENTION_FILTERS, type AttentionFilter } from '../../contract/types/dashboard';
import { ARRANGEMENT_TYPES } from '../../contract/types/core';
import { DRIVER_EXPIRATION_WINDOWS, type DriverExpirationWindow, type DriverInput } from '../../contract/types/drivers';
import { calendarDate, idSchema, plainText } from '../../contract/schemas';
import { idQuerySchema } from './schemas';
import { ignoredFields, shownByGet } from '../kit/schemas';
import { LOCALES } from '../../contract/types/core';

/** Request shapes of /api-admin/driver: TypeBox for bodies, JSON schemas for the raw query strings. */
export const boolQuery = { type: 'string', enum: ['true', 'false'] } as const;
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
/** The standard pattern the app also uses: something@something.tld, no whitespace. */
const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/** A lease-system or fleet-management driver id, in a body or a query. */
export const externalIdSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } as const;

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

const nullableBox = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const boxedExternalId = Type.String({ pattern: externalIdSchema.pattern });

/**
 * The driver's writable fields, declared once: validation (POST, PUT) and the server's body types
 * (`DriverBody`, `DriverChanges`) come from here. E-mail, first name and surname are required on POST.
 */
const DRIVER_FIELDS = {
  // ajv checks allOf before pattern, so a control or bidi character is named as such, not as a bad address.
  emailAddress: Type.String({ pattern: EMAIL_PATTERN, allOf: [plainText(254)] }),
  firstName: plainText(100, { minLength: 1 }),
  surname: plainText(100, { minLength: 1 }),
  telephoneNr: Type.Optional(nullableBox(Type.String({ pattern: '^[+0-9 ()-]{0,30}$' }))),
  prefixSurname: Type.Optional(nullableBox(plainText(30))),
  fullNameLegacy: Type.Optional(nullableBox(plainText(250))),
  dateOfBirth: Type.Optional(nullableBox(calendarDate)),
  debtorNumber: Type.Optional(nullableBox(Type.String({ pattern: '^[A-Za-z0-9-]{1,30}$' }))),
  leaseWiseDriverId: Type.Optional(nullableBox(boxedExternalId)),
  fleetManagementDriverId: Type.Optional(nullableBox(boxedExternalId)),
  operatingCompanyId: Type.Optional(nullableBox(idSchema)),
  mobilityCategory: Type.Optional(nullableBox(idSchema)),
  partTimePercentage: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** The language the driver's mails are written in; null: the client's default language. */
  language: Type.Optional(nullableBox(Type.Enum(LOCALES))),
  sendMail: Type.Optional(Type.Boolean()),
  isActive: Type.Optional(Type.Boolean()),
  isGeneric: Type.Optional(Type.Boolean()),
  isBlocked: Type.Optional(Type.Boolean()),
  isWatchingOnly: Type.Optional(Type.Boolean()),
  dateExpiration: Type.Optional(nullableBox(calendarDate)),
  carArrangementCategoryBindings: Type.Optional(Type.Array(
    Type.Object({ carArrangementId: idSchema, categoryId: nullableBox(idSchema) }, { additionalProperties: false }), { maxItems: 100 })),
  orderStatuses: Type.Optional(Type.Array(Type.Object({
    arrangementType: Type.Enum(ARRANGEMENT_TYPES),
    hasOrdered: Type.Boolean(),
    // Shown by GET and set by the server, so a status sent back with it is fine (ignored).
    ...ignoredFields(['dateOrdered']),
  }, { additionalProperties: false }), { maxItems: 8 })),
};

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

