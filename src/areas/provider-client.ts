import type { ProviderClient } from '../../server/routes/provider-client-schemas';
import { LOCALES } from '../api/types';
import { createResourceApi, onePath } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';
import type { FieldDef } from './area-fields';

const LICENCES = ['isMobilityModuleEnabled', 'isDriverLicenseCheckEnabled', 'hasLeaseWise', 'isOrderModuleEnabled', 'isOrderModuleWithoutLeasingCompany'] as const;

/**
 * The provider's clients at /{product}/client (spec 01 §2, §3 Client, Client setting, Licences; master only):
 * every client searched like the customer switcher (each word in the name, display name or debtor number),
 * created and edited with its setting, languages and licences in one form (server/routes/provider-clients.ts).
 * The name is the sign-in address's (/auth?clt=), so it is fixed once created; a client is deactivated, never
 * deleted. Limits as the server's schema says (server/routes/provider-client-schemas.ts).
 */
export const providerClientArea = defineArea<ProviderClient>({
  key: 'providerClient',
  api: createResourceApi<ProviderClient>({ paths: onePath(`/${PRODUCT}/client`), idParam: 'clientId', noun: 'Client' }),
  variants: null,
  deletable: false,
  columns: [
    { name: 'displayName' },
    { name: 'name' },
    { name: 'debtorNumber' },
    { name: 'countryCarData' },
    { name: 'languages', format: 'choices', labels: 'mailLanguages' },
    { name: 'isActive', format: 'yesNo' },
  ],
  fields: [
    { name: 'name', kind: 'text', maxLength: 50, required: true, createOnly: true },
    { name: 'displayName', kind: 'text', maxLength: 100, required: true },
    { name: 'debtorNumber', kind: 'text', maxLength: 30 },
    { name: 'email', kind: 'text', maxLength: 254, type: 'email', required: true },
    { name: 'phoneNumber', kind: 'text', maxLength: 30, type: 'tel' },
    { name: 'countryCarData', kind: 'select', choices: ['NL', 'BE', 'PL'], labels: 'providerClient.countries', required: true },
    { name: 'currency', kind: 'select', choices: ['EUR', 'PLN', 'USD'], labels: 'providerClient.currencies', required: true },
    { name: 'primaryColor', kind: 'text', maxLength: 7, required: true },
    { name: 'secondaryColor', kind: 'text', maxLength: 7, required: true },
    { name: 'primaryFontFamily', kind: 'text', maxLength: 100, required: true },
    { name: 'languages', kind: 'multiChoice', choices: LOCALES, labels: 'mailLanguages', required: true },
    { name: 'defaultLanguage', kind: 'select', choices: LOCALES, labels: 'mailLanguages', required: true },
    ...LICENCES.map((name): FieldDef => ({ name, kind: 'checkbox' })),
    { name: 'isActive', kind: 'checkbox' },
  ],
  defaults: {
    countryCarData: 'NL', currency: 'EUR', primaryColor: '#0b5cad', secondaryColor: '#f28c28', primaryFontFamily: 'Arial, sans-serif',
    languages: ['nl-NL'], defaultLanguage: 'nl-NL', isActive: true,
  },
  rules: [{ key: 'defaultOffered', field: 'defaultLanguage', holds: (values) => Array.isArray(values.languages) && values.languages.includes(values.defaultLanguage) }],
  refusals: [
    { key: 'duplicate', pattern: /A client with this name already exists/ },
    { key: 'ownClient', pattern: /cannot be deactivated by someone signed in to it/ },
  ],
  afterCreate: 'list',
  // The dashboard's figures link here narrowed by these (ATTENTION_FILTERS.providerClient).
  attention: 'providerClient',
});
