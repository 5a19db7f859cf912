import { FetchError } from 'ofetch';
import type { CarArrangement, ClientSetting, CurrentAccount, TokenResponse } from '../../contract/types/core';
import type { MobilityContainer } from '../../contract/types/mobility';
import type { BulkFileCheck, BulkState, BulkStatus, BulkSummary } from '../../contract/types/bulk';

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

/** A bulk run's status as GET bulkstatus answers it; fixed times so a path's snapshots repeat exactly. */
export function bulkStatusSample(state: BulkState, progress: number, extra: Partial<BulkStatus> = {}): BulkStatus {
  const ran = state !== 'none';
  const over = state === 'finished' || state === 'failed';
  return {
    runId: ran ? 41 : null,
    state,
    progress,
    arrangementsTotal: ran ? 3 : 0,
    arrangementsDone: over ? 3 : Math.floor((progress / 100) * 3),
    versionsTotal: ran ? 1200 : 0,
    versionsPriced: Math.round((progress / 100) * (ran ? 1200 : 0)),
    requestedAt: ran ? '2026-11-22T08:59:00.000Z' : null,
    startedAt: ran && state !== 'queued' ? '2026-11-22T08:59:02.000Z' : null,
    finishedAt: over ? '2026-11-22T09:03:10.000Z' : null,
    requestedBy: ran ? { id: 2, name: 'Sanne Supervisor' } : null,
    errorMessage: state === 'failed' ? 'The catalogue could not be read.' : null,
    ...extra,
  };
}

/** The summary and file check of run 41: one arrangement with errors, one workbook. */
export const bulkResultsSample: { summary: BulkSummary; files: BulkFileCheck } = {
  summary: {
    runId: 41,
    state: 'finished',
    finishedAt: '2026-11-22T09:03:10.000Z',
    arrangements: [{
      carArrangementId: 1, displayName: 'Leaseregeling 2026', state: 'finished', versionsTotal: 1200, versionsPriced: 1198,
      changedPrices: 37, newPrices: 12, errors: 2, errorSamples: ['version 123 (Volvo XC40 B3) has no consumer price'],
    }],
    totals: { versionsPriced: 1198, changedPrices: 37, newPrices: 12, errors: 2 },
  },
  files: {
    runId: 41,
    files: [{ fileId: 5, carArrangementId: 1, displayName: 'Leaseregeling 2026', fileName: '20261122_Leaseregeling_2026_prices.xlsx', size: 48213,
      createdAt: '2026-11-22T09:03:09.000Z' }],
  },
};
