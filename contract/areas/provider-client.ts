import { Type, type Static } from 'typebox';
import { defineContract } from '../kit/area-contract';
import { colourSchema, emailSchema, idSchema, notBlank, plainText } from '../schemas';
import { LOCALES } from '../types/core';

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
  name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,49}$', maxLength: 50 }),
  displayName: plainText(100, { minLength: 1 }),
  debtorNumber: Type.String({ pattern: '^[A-Za-z0-9-]{0,30}$', maxLength: 30 }),
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

export const CLIENT_REQUIRED = ['name', 'displayName', 'email', 'countryCarData', 'primaryColor', 'secondaryColor', 'primaryFontFamily', 'languages', 'defaultLanguage'] as const;

export const ClientRow = Type.Object({ id: idSchema, version: Type.Integer({ minimum: 1 }), ...CLIENT_WRITABLE });
export type ProviderClient = Static<typeof ClientRow>;
export type ClientInput = Partial<Omit<ProviderClient, 'id' | 'version'>>;

/**
 * The client administration as an area (GET/POST/PUT /{product}/client; no DELETE: a client is deactivated), under
 * the provider's product key, which each side knows from its own configuration.
 */
export const providerClient = (product: string) => defineContract({
  noun: 'Client',
  paths: { get: `/${product}/client`, post: `/${product}/client`, put: `/${product}/client`, delete: `/${product}/client` },
  idParam: 'clientId',
  writable: CLIENT_WRITABLE,
  required: CLIENT_REQUIRED,
  readOnly: {},
});

/**
 * What a client's own supervisor edits of it (PUT /clientsetting, spec 01 §3 "Client setting"): the same fields as
 * the provider's administration, with their limits; the server's body and the settings form take them from here.
 */
export const clientSettingFields = {
  writable: {
    displayName: CLIENT_WRITABLE.displayName,
    email: CLIENT_WRITABLE.email,
    phoneNumber: CLIENT_WRITABLE.phoneNumber,
    primaryColor: CLIENT_WRITABLE.primaryColor,
    secondaryColor: CLIENT_WRITABLE.secondaryColor,
    primaryFontFamily: CLIENT_WRITABLE.primaryFontFamily,
  },
  required: ['displayName', 'email', 'primaryColor', 'secondaryColor', 'primaryFontFamily'],
} as const;
