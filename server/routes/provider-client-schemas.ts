import { ATTENTION_FILTERS } from '../../src/api/types-dashboard';
import { Type, type Static } from 'typebox';
import { LOCALES } from '../../src/api/types';
import { ignoredFields, LIST_PARAMS, shownByGet } from '../kit/schemas';
import { colourSchema, emailSchema, idQuerySchema, idSchema, notBlank, plainText } from './schemas';

/**
 * A client as the master's client administration reads and writes it (GET/POST/PUT /{product}/client):
 * one flat record over clients, client_settings, client_licences and client_languages, so the kit's form
 * edits it as GET shows it. Limits are the tables' CHECKs (migration 0001), said here so a bad value is a
 * 400 naming the field before anything is written.
 */

export const LICENCE_FIELDS = [
  'isMobilityModuleEnabled', 'isDriverLicenseCheckEnabled', 'hasLeaseWise', 'isOrderModuleEnabled', 'isOrderModuleWithoutLeasingCompany',
] as const;

export const CLIENT_WRITABLE = {
  /** The client's name in the sign-in address (/auth?clt=): a lower-case slug, unique, fixed once created. */
  name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,49}$' }),
  displayName: plainText(100, { minLength: 1 }),
  debtorNumber: Type.String({ pattern: '^[A-Za-z0-9-]{0,30}$' }),
  /** An inactive client's accounts cannot sign in, and its open sessions end (auth/tokens.ts). */
  isActive: Type.Boolean(),
  email: Type.String(emailSchema),
  phoneNumber: Type.String({ maxLength: 30, pattern: '^[+0-9 ()-]*$' }),
  countryCarData: Type.Enum(['NL', 'BE', 'PL']),
  currency: Type.Enum(['EUR', 'PLN', 'USD']),
  primaryColor: Type.String(colourSchema),
  secondaryColor: Type.String(colourSchema),
  // Ends up in CSS (see clientsetting.ts): only what a font list needs, and more than spaces.
  primaryFontFamily: Type.String({ minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9 ,'-]+$", allOf: [notBlank] }),
  /** The interface languages the client offers, as cultures; `defaultLanguage` is one of them. */
  languages: Type.Array(Type.Enum(LOCALES), { minItems: 1, maxItems: LOCALES.length, uniqueItems: true }),
  defaultLanguage: Type.Enum(LOCALES),
  ...Object.fromEntries(LICENCE_FIELDS.map((field) => [field, Type.Boolean()])) as Record<(typeof LICENCE_FIELDS)[number], ReturnType<typeof Type.Boolean>>,
};

const CLIENT_REQUIRED = ['name', 'displayName', 'email', 'countryCarData', 'primaryColor', 'secondaryColor', 'primaryFontFamily', 'languages', 'defaultLanguage'] as const;

export const ClientRow = Type.Object({ id: idSchema, version: Type.Integer({ minimum: 1 }), ...CLIENT_WRITABLE });
export type ProviderClient = Static<typeof ClientRow>;
export type ClientInput = Partial<Omit<ProviderClient, 'id' | 'version'>>;

const optional = <K extends keyof typeof CLIENT_WRITABLE>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, Type.Optional(CLIENT_WRITABLE[key])]));
const writableKeys = Object.keys(CLIENT_WRITABLE) as (keyof typeof CLIENT_WRITABLE)[];

/**
 * POST: the required fields; the rest start as the tables' defaults (no debtor number, euro, active, no licences).
 * The id and version of a client copied from GET are accepted and ignored.
 */
export const clientCreateBody = Type.Object({
  ...optional(writableKeys.filter((key) => !(CLIENT_REQUIRED as readonly string[]).includes(key))),
  ...Object.fromEntries(CLIENT_REQUIRED.map((key) => [key, CLIENT_WRITABLE[key]])),
  ...ignoredFields(shownByGet([])),
}, { additionalProperties: false });

/** PUT: the id and any field (what is left out stays); `version` from GET is accepted and ignored. */
export const clientUpdateBody = Type.Object({ id: idSchema, ...optional(writableKeys), ...ignoredFields(['version']) }, { additionalProperties: false });

export const clientListQuery = Type.Object({
  clientId: Type.Optional(idQuerySchema), attention: Type.Optional(Type.Enum(ATTENTION_FILTERS.providerClient)), ...LIST_PARAMS,
});
