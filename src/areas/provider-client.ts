import { LICENCE_FIELDS, providerClient, type ProviderClient } from '../../contract/areas/provider-client';
import { LOCALES } from '../../contract/types/core';
import { createResourceApi } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';
import type { FieldDecl } from './area-fields';

const contract = providerClient(PRODUCT);

/**
 * The provider's clients at /{product}/client (spec 01 §2, §3 Client, Client setting, Licences; master only):
 * every client searched like the customer switcher (each word in the name, display name or debtor number),
 * created and edited with its setting, languages and licences in one form (server/routes/provider-clients.ts).
 * The name is the sign-in address's (/auth?clt=), so it is fixed once created; a client is deactivated, never
 * deleted. Limits and required fields from its contract (contract/areas/provider-client.ts).
 */
export const providerClientArea = defineArea<ProviderClient>({
  key: 'providerClient',
  contract,
  api: createResourceApi<ProviderClient>(contract),
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
    { name: 'name', kind: 'text', createOnly: true },
    { name: 'displayName', kind: 'text' },
    { name: 'debtorNumber', kind: 'text' },
    { name: 'email', kind: 'text', type: 'email' },
    { name: 'phoneNumber', kind: 'text', type: 'tel' },
    { name: 'countryCarData', kind: 'select', choices: ['NL', 'BE', 'PL'], labels: 'providerClient.countries' },
    // Not required by the contract (a new client is in euros unless said), but a select always holds one.
    { name: 'currency', kind: 'select', choices: ['EUR', 'PLN', 'USD'], labels: 'providerClient.currencies', required: true },
    { name: 'primaryColor', kind: 'text' },
    { name: 'secondaryColor', kind: 'text' },
    { name: 'primaryFontFamily', kind: 'text' },
    { name: 'languages', kind: 'multiChoice', choices: LOCALES, labels: 'mailLanguages' },
    { name: 'defaultLanguage', kind: 'select', choices: LOCALES, labels: 'mailLanguages' },
    ...LICENCE_FIELDS.map((name): FieldDecl => ({ name, kind: 'checkbox' })),
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
