/**
 * The demo data's fixed values: three clients (Dutch `demo`, Polish `flota-pl`, Belgian `vloot-be`), the product's
 * languages and products. Fixed GUIDs and insertion order keep every fresh database identical.
 */
import { DEMO_CLIENT, POLISH_CLIENT } from './demo-accounts';

export const CULTURES = [
  ['nl-NL', 'Nederlands'],
  ['nl-BE', 'Nederlands (België)'],
  ['en-EN', 'English'],
  ['fr-FR', 'Français'],
  ['de-DE', 'Deutsch'],
  ['pl-PL', 'Polski'],
] as const;

export const PRODUCTS = [
  ['omr', 'Online Mobility Request', 'https://omr.leasedesk.test'],
  ['mobidisk', 'Mobidisk', 'https://mobidisk.leasedesk.test'],
] as const;

export interface SeedClient {
  name: string;
  guid: string;
  displayName: string;
  debtorNumber: string;
  email: string;
  phoneNumber: string;
  countryCarData: 'NL' | 'BE' | 'PL';
  currency: 'EUR' | 'PLN';
  primaryColor: string;
  secondaryColor: string;
  primaryFontFamily: string;
  defaultCulture: string;
  cultures: readonly string[];
  licences: readonly [boolean, boolean, boolean, boolean, boolean];
  initials: string;
}

export const SEED_CLIENTS: readonly SeedClient[] = [
  {
    name: DEMO_CLIENT,
    guid: '5d3f0c1e-8a4b-4c2d-9e6f-000000000001',
    displayName: 'Demo Mobility B.V.',
    debtorNumber: 'D-10001',
    email: 'info@demo.leasedesk.test',
    phoneNumber: '+31 20 123 4567',
    countryCarData: 'NL',
    currency: 'EUR',
    primaryColor: '#0b5cad',
    secondaryColor: '#f28c28',
    primaryFontFamily: 'Inter, Arial, sans-serif',
    defaultCulture: 'nl-NL',
    cultures: ['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL'],
    // mobility, driver-licence check, lease system, order module, order module without leasing company
    licences: [true, true, true, true, true],
    initials: 'DM',
  },
  {
    name: POLISH_CLIENT,
    guid: '5d3f0c1e-8a4b-4c2d-9e6f-000000000002',
    displayName: 'Flota Polska Sp. z o.o.',
    debtorNumber: 'D-20001',
    email: 'biuro@flota-pl.leasedesk.test',
    phoneNumber: '+48 22 123 45 67',
    countryCarData: 'PL',
    currency: 'PLN',
    primaryColor: '#c8102e',
    secondaryColor: '#1f2a44',
    primaryFontFamily: 'Roboto, Arial, sans-serif',
    defaultCulture: 'pl-PL',
    cultures: ['pl-PL', 'en-EN'],
    // The mobility module without containers: the side menu's mobility group opens /mobility/features/mobidisk (spec 01 §2).
    licences: [true, false, false, true, false],
    initials: 'FP',
  },
  {
    // A Belgian client without sign-ins of its own: the master's client list and customer switcher show a third country.
    name: 'vloot-be',
    guid: '5d3f0c1e-8a4b-4c2d-9e6f-000000000003',
    displayName: 'Vloot België NV',
    debtorNumber: 'D-30001',
    email: 'info@vloot-be.leasedesk.test',
    phoneNumber: '+32 2 123 45 67',
    countryCarData: 'BE',
    currency: 'EUR',
    primaryColor: '#0e7c66',
    secondaryColor: '#f2c14e',
    primaryFontFamily: 'Arial, sans-serif',
    defaultCulture: 'nl-BE',
    cultures: ['nl-BE', 'fr-FR'],
    licences: [false, false, true, true, false],
    initials: 'VB',
  },
];

/** Plain SVG (no script, no external references): the blob route serves it sandboxed anyway. */
export function logoSvg(client: SeedClient): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60">` +
    `<rect width="60" height="60" rx="12" fill="${client.primaryColor}"/>` +
    `<text x="30" y="39" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff" ` +
    `text-anchor="middle">${client.initials}</text>` +
    `<text x="72" y="38" font-family="Arial, sans-serif" font-size="20" fill="${client.secondaryColor}">` +
    `${client.displayName.split(' ')[0]}</text></svg>`
  );
}

export function faviconSvg(client: SeedClient): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="${client.primaryColor}"/>` +
    `<circle cx="16" cy="16" r="7" fill="${client.secondaryColor}"/></svg>`
  );
}

export const logoBlobName = (client: string): string => `${client}-logo.svg`;
export const faviconBlobName = (client: string): string => `${client}-favicon.svg`;
