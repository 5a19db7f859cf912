import { FetchError } from 'ofetch';
import type { CarArrangement, ClientSetting, CurrentAccount, MobilityContainer, TokenResponse } from '../../src/api/types';

/** A refusal the way the HTTP client reports it: status plus the envelope's `errors` (spec 02 §8). */
export function serverRefusal(status: number, message: string): FetchError {
  const error = new FetchError(message);
  Object.assign(error, { status, data: { results: [], successful: false, errors: [message] } });
  return error;
}

/** No answer at all: the browser's fetch failure, which carries no server message. */
export const networkFailure = new TypeError('Failed to fetch');

/** A fixed token answer; fixed so the stored session is the same on every run of a path. */
export function tokenAnswer(expiresInSeconds: number): TokenResponse {
  return {
    access_token: `access-${expiresInSeconds}`,
    refresh_token: `refresh-${expiresInSeconds}`,
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    '.issued': '2026-11-22T09:00:00.000Z',
    '.expires': new Date(Date.parse('2026-11-22T09:00:00Z') + expiresInSeconds * 1000).toISOString(),
  };
}

export function arrangementSample(id: number): CarArrangement {
  return {
    id,
    displayName: `Arrangement ${id}`,
    dataObject: { type: 'car' },
    mantelNumber: null,
    categories: [],
    calculatorSettings: { isActiveOnlineForDrivers: true, dateLastRun: null },
  };
}

export function containerSample(id: number): MobilityContainer {
  return { id, displayName: `Container ${id}`, isActive: true, categories: [], products: [] };
}

export const clientSettingSample: ClientSetting = {
  id: 1,
  name: 'demo',
  displayName: 'Demo Mobility B.V.',
  email: 'info@demo.leasedesk.test',
  phoneNumber: '+31 20 123 4567',
  logoUrl: null,
  faviconUrl: null,
  countryCarData: 'NL',
  primaryColor: '#0b5cad',
  secondaryColor: '#f5a623',
  primaryFontFamily: 'Inter',
  currency: 'EUR',
  languages: [],
};

export function accountSample(clientId: number): CurrentAccount {
  return {
    id: 1,
    emailAddress: 'master@demo.leasedesk.test',
    firstName: 'Mira',
    surname: 'Master',
    role: { name: 'master' },
    isSwitchedToSubsupervisor: false,
    client: { id: clientId, name: `client${clientId}`, displayName: `Client ${clientId}` },
    operatingCompanies: [],
    amwProducts: [],
    mobilityContainerBindings: [],
  };
}
