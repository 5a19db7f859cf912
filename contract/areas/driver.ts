import { Type } from 'typebox';
import { calendarDate, idSchema, nullable, plainText } from '../schemas';
import { ARRANGEMENT_TYPES, LOCALES } from '../types/core';

/** The patterns of the driver's own fields (spec 02 §3 Driver, §5), which the form checks before sending too. */
export const DRIVER_PATTERNS = {
  /** The standard pattern: something@something.tld, no whitespace. */
  email: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  telephone: '^[+0-9 ()-]{0,30}$',
  debtorNumber: '^[A-Za-z0-9-]{1,30}$',
  /** A lease-system or fleet-management driver id. */
  externalId: '^[A-Za-z0-9-]{1,40}$',
} as const;

const externalId = () => Type.String({ pattern: DRIVER_PATTERNS.externalId, maxLength: 40 });

/**
 * The driver's writable fields, declared once: the server's validation (POST, PUT) and body types
 * (server/routes/driver-schemas.ts) and the driver form's limits and checks (src/features/driver-form) come from here.
 * E-mail, first name and surname are required on POST (DRIVER_REQUIRED).
 */
export const DRIVER_FIELDS = {
  // ajv checks allOf before pattern, so a control or bidi character is named as such, not as a bad address.
  emailAddress: Type.String({ pattern: DRIVER_PATTERNS.email, maxLength: 254, allOf: [plainText(254)] }),
  firstName: plainText(100, { minLength: 1 }),
  surname: plainText(100, { minLength: 1 }),
  telephoneNr: Type.Optional(nullable(Type.String({ pattern: DRIVER_PATTERNS.telephone, maxLength: 30 }))),
  prefixSurname: Type.Optional(nullable(plainText(30))),
  fullNameLegacy: Type.Optional(nullable(plainText(250))),
  dateOfBirth: Type.Optional(nullable(calendarDate)),
  debtorNumber: Type.Optional(nullable(Type.String({ pattern: DRIVER_PATTERNS.debtorNumber, maxLength: 30 }))),
  leaseWiseDriverId: Type.Optional(nullable(externalId())),
  fleetManagementDriverId: Type.Optional(nullable(externalId())),
  operatingCompanyId: Type.Optional(nullable(idSchema)),
  mobilityCategory: Type.Optional(nullable(idSchema)),
  partTimePercentage: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** The language the driver's mails are written in; null: the client's default language. */
  language: Type.Optional(nullable(Type.Enum(LOCALES))),
  sendMail: Type.Optional(Type.Boolean()),
  isActive: Type.Optional(Type.Boolean()),
  isGeneric: Type.Optional(Type.Boolean()),
  isBlocked: Type.Optional(Type.Boolean()),
  isWatchingOnly: Type.Optional(Type.Boolean()),
  dateExpiration: Type.Optional(nullable(calendarDate)),
  carArrangementCategoryBindings: Type.Optional(Type.Array(
    Type.Object({ carArrangementId: idSchema, categoryId: nullable(idSchema) }, { additionalProperties: false }), { maxItems: 100 })),
  orderStatuses: Type.Optional(Type.Array(Type.Object({
    arrangementType: Type.Enum(ARRANGEMENT_TYPES),
    hasOrdered: Type.Boolean(),
    // Shown by GET and set by the server, so a status sent back with it is fine (ignored).
    dateOrdered: Type.Optional(Type.Unknown()),
  }, { additionalProperties: false }), { maxItems: 8 })),
};

export const DRIVER_REQUIRED = ['emailAddress', 'firstName', 'surname'] as const;

/** The driver's fields as the form reads their limits (src/lib/contract-limits.ts limitsOf). */
export const driverFields = { writable: DRIVER_FIELDS, required: DRIVER_REQUIRED } as const;
