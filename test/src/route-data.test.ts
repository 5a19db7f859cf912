import { describe, expect, it } from 'vitest';
import type { ShellData } from '../../machines/shell.machine';
import { accountSample, clientSettingSample } from '../../machines/model/samples';
import { driverListRequest } from '../../src/api/drivers';
import { routeDataRequests, routeLogo } from '../../src/app/route-data';
import { driverListQuery, driverListSource, driverScope, driverTotalQuery, readUrlFilters } from '../../src/features/driver-list/driver-list-query';
import { currentShellOwner, storeShell } from '../../src/features/shell/stored-shell';
import type { RoleName } from '../../contract/types/core';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { memorySessionStore, tokenResponse } from '../support/memory-session';

const allLicences = {
  isMobilityModuleEnabled: true, isDriverLicenseCheckEnabled: false, hasLeaseWise: true,
  isOrderModuleEnabled: true, isOrderModuleWithoutLeasingCompany: false,
};

/** A returning browser: a live session, its stored shell for `role`, arrangement 7 chosen last time. */
function returning(role: RoleName = 'supervisor', { stored = true, logoUrl = null as string | null } = {}) {
  const { storage, store } = memorySessionStore();
  store.write(tokenResponse(), Date.now());
  storage.setItem(STORAGE_KEYS.client, 'demo');
  storage.setItem(STORAGE_KEYS.carArrangement, '7');
  const shell: ShellData = {
    clientSetting: { ...clientSettingSample, logoUrl }, licenses: allLicences, languages: [],
    user: { ...accountSample(1), role: { name: role } }, preferences: null,
  };
  if (stored) storeShell(shell, currentShellOwner(storage), storage);
  return storage;
}

const paths = (requests: ReturnType<typeof routeDataRequests>) => requests.map(([path, query]) => `${path}${query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''}`);

describe('a cold page\'s first reads (src/app/route-data.ts)', () => {
  it('asks what /arrangement/driver will ask: the selections, then the first page and the count for the stored arrangement', () => {
    const requests = routeDataRequests('/arrangement/driver', '?status=active&q=jan', returning());
    // The very addresses the driver list builds for the same filters and scope.
    const scope = driverScope('arrangement', 7, null)!;
    const page = driverListRequest(driverListQuery(readUrlFilters('?status=active&q=jan'), scope), driverListSource('arrangement'));
    const total = driverListRequest(driverTotalQuery(scope), driverListSource('arrangement'));
    expect(requests).toEqual([['/cararrangement'], ['/mobilitycontainer'], [page.path, page.query], [total.path, total.query]]);
    expect(paths(requests)[2]).toBe('/cararrangement/drivers?pageSize=20&carArrangementId=7&status=active&q=jan');
  });

  it('asks the client-wide list on /component/driver and the lease system\'s on /leasewise/driver', () => {
    expect(paths(routeDataRequests('/component/driver', '', returning()))).toContain('/driver?pageSize=20');
    expect(paths(routeDataRequests('/leasewise/driver', '', returning()))).toContain('/leasewise/driver?pageSize=20');
  });

  it('asks no driver page on /arrangement/driver while no arrangement was chosen', () => {
    const storage = returning();
    storage.removeItem(STORAGE_KEYS.carArrangement);
    expect(paths(routeDataRequests('/arrangement/driver', '', storage))).toEqual(['/cararrangement', '/mobilitycontainer']);
  });

  it('asks nothing without this session\'s stored shell: who is signed in is not known yet', () => {
    expect(routeDataRequests('/arrangement/driver', '', returning('supervisor', { stored: false }))).toEqual([]);
  });

  it('asks nothing the user would be refused (a 403 renews the token): fleet management has no arrangements', () => {
    const requests = paths(routeDataRequests('/arrangement/driver', '', returning('fleetmanagement')));
    expect(requests.some((path) => path.startsWith('/cararrangement'))).toBe(false);
    expect(paths(routeDataRequests('/fleetmanagement/driver', '', returning('fleetmanagement')))).toContain('/fleetmanagement/driver?pageSize=20');
  });

  it('asks nothing for pages outside the main layout or unknown ones', () => {
    expect(routeDataRequests('/auth/grant_access', '', returning())).toEqual([]);
    expect(routeDataRequests('/no/such/page', '', returning())).toEqual([]);
  });

  it('names the stored client logo where the sidebar header shows it, never another session\'s or an unsafe address', () => {
    const logoUrl = '/api-admin/blob?blobName=demo-logo.svg';
    expect(routeLogo('/component/driver', returning('supervisor', { logoUrl }))).toBe(logoUrl);
    expect(routeLogo('/', returning('supervisor', { logoUrl }))).toBe(logoUrl);
    // The arrangement and mobility areas show their selection there instead.
    expect(routeLogo('/arrangement/driver', returning('supervisor', { logoUrl }))).toBeNull();
    expect(routeLogo('/component/driver', returning('supervisor', { logoUrl, stored: false }))).toBeNull();
    expect(routeLogo('/component/driver', returning('supervisor', { logoUrl: 'javascript:alert(1)' }))).toBeNull();
  });
});
