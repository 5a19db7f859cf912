/**
 * Drivers (spec 02 §7 "Drivers"; issue 5): the driver screens' calls. The top-bar search stays in
 * driver.ts. Endpoint shapes:
 *
 *   GET    /api-admin/driver?{DriverListQuery}  → { results: Driver[], resultCount: <all matches>, nextCursor: string | null }
 *          with carArrangementId / mobilityContainerId the same list comes from the contract's
 *          /cararrangement/drivers and /mobilitycontainer/drivers instead.
 *          keyset paging: `after` = the previous page's nextCursor; unset or empty filters are not sent;
 *          lists (status, operatingCompanyId) go comma-separated.
 *          (With `search` the server answers the top-bar search instead: that is driver.ts.)
 *   GET    /api-admin/fleetmanagement/driver?{DriverListQuery} and /api-admin/leasewise/driver?{DriverListQuery}
 *          the same list, holding only drivers with a fleet-management / lease-system id (DriverListSource).
 *   GET    /api-admin/driver?driverId={id}&includeBindings=true&includeOrderStatuses=true → results[0]
 *   POST   /api-admin/driver  DriverInput        → results[0] = the stored Driver
 *   PUT    /api-admin/driver  DriverUpdate       → results[0] = the stored Driver (If-Match: "<version>"; stale → 412)
 *   DELETE /api-admin/driver?driverId={id}[&resetStatus=true&dateExpiration=YYYY-MM-DD]
 *          with resetStatus the driver is kept: statuses reset, may log in again until the expiry
 *          date, and the welcome mail is sent again (spec 02 §4; the date is not before today, §5).
 *   POST   /api-admin/driver/emailexists?email={email}         → results[0] boolean (plus signs encoded)
 *   POST   /api-admin/driver/checkdebtornumber { debtorNumber } → results[0] boolean (known to the lease system)
 *   POST   /api-admin/driver/sendmail?driverId={id}  [carArrangementId, …]
 *   GET    /api-admin/driver/export?carArrangementId={id}       → .xlsx, named in Content-Disposition
 */
import type { Driver, DriverInput, DriverListQuery, DriverListSource, DriverPage, DriverUpdate } from '../../contract/types/drivers';
import type { Envelope } from '../../contract/types/core';
import type { FileDownload } from '../../contract/types/orders';
import { DRIVER_PATHS } from '../../contract/paths/driver';
import { FLEET_MANAGEMENT_PATHS } from '../../contract/paths/fleetmanagement';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { downloadFile } from './download';
import { versionHeaders, type VersionedCall } from './resource';

/** The driver list's page size (spec 02 §9: table page size 20). */
export const DRIVER_PAGE_SIZE = 20;

/** The envelope of the driver list: the contract's plus the keyset cursor. */
type DriverListEnvelope = Envelope<Driver> & { nextCursor?: string | null };

/** Drops unset filters, so the server sees only what was asked; a list travels as one comma-separated value. */
function definedOnly(query: DriverListQuery): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    const wire = Array.isArray(value) ? value.join(',') : value;
    if (wire !== undefined && wire !== null && wire !== '') out[key] = wire as string | number | boolean;
  }
  return out;
}

export interface DriverListOptions extends CallOptions {
  /** Which list route answers (default the driver list). */
  source?: DriverListSource;
}

/** The external systems' lists (GET /fleetmanagement/driver, /leasewise/driver): only drivers holding their id. */
const EXTERNAL_LISTS = { fleetmanagement: FLEET_MANAGEMENT_PATHS.driver, leasewise: LEASEWISE_PATHS.driver } as const;

/**
 * The contract's route for a list: a section's drivers from /cararrangement/drivers or
 * /mobilitycontainer/drivers (spec 02 §7), the external lists from their own area, the rest from /driver.
 */
function listPath(query: DriverListQuery, source: DriverListSource): string {
  if (source !== 'driver') return EXTERNAL_LISTS[source];
  if (query.carArrangementId != null) return DRIVER_PATHS.arrangementDrivers;
  if (query.mobilityContainerId != null) return DRIVER_PATHS.containerDrivers;
  return DRIVER_PATHS.driver;
}

/** The list call's address: fetchDrivers asks it, and a cold page prefetches it (src/app/route-data.ts). */
export function driverListRequest(query: DriverListQuery = {}, source: DriverListSource = 'driver') {
  return { path: listPath(query, source), query: definedOnly({ pageSize: DRIVER_PAGE_SIZE, ...query }) };
}

export async function fetchDrivers(query: DriverListQuery = {}, { signal, source = 'driver' }: DriverListOptions = {}): Promise<DriverPage> {
  const request = driverListRequest(query, source);
  const envelope = await http<DriverListEnvelope>(request.path, { query: request.query, signal });
  const items = allResults(envelope);
  return { items, resultCount: envelope.resultCount ?? items.length, nextCursor: envelope.nextCursor ?? null };
}

/** One driver with bindings and order statuses. */
export async function fetchDriver(driverId: number, { signal }: CallOptions = {}): Promise<Driver> {
  const envelope = await http<Envelope<Driver>>(DRIVER_PATHS.driver, {
    query: { driverId, includeBindings: true, includeOrderStatuses: true },
    signal,
  });
  return firstResult(envelope, 'driver');
}

export async function createDriver(driver: DriverInput, { signal }: CallOptions = {}): Promise<Driver> {
  return firstResult(await http<Envelope<Driver>>(DRIVER_PATHS.driver, { method: 'POST', body: driver, signal }), 'created driver');
}

export async function updateDriver(driver: DriverUpdate, { signal, version }: VersionedCall = {}): Promise<Driver> {
  return firstResult(await http<Envelope<Driver>>(DRIVER_PATHS.driver, { method: 'PUT', body: driver, headers: versionHeaders(version), signal }), 'updated driver');
}

export interface DeleteDriverOptions extends VersionedCall {
  /** Reset instead of removing: the driver may log in again until `dateExpiration` (YYYY-MM-DD) and gets the welcome mail again. */
  reset?: { dateExpiration: string };
}

export async function deleteDriver(driverId: number, { signal, reset, version }: DeleteDriverOptions = {}): Promise<void> {
  const query = reset ? { driverId, resetStatus: true, dateExpiration: reset.dateExpiration } : { driverId };
  await http<Envelope<unknown>>(DRIVER_PATHS.driver, { method: 'DELETE', query, headers: versionHeaders(version), signal });
}

/** Spec 02 §5: an empty address skips the check (answers false without a call); plus signs survive encoding. */
export async function emailExists(email: string, { signal }: CallOptions = {}): Promise<boolean> {
  const address = email.trim();
  if (address === '') return false;
  const envelope = await http<Envelope<boolean>>(DRIVER_PATHS.emailExists, { method: 'POST', query: { email: address }, signal });
  return envelope.results?.[0] === true;
}

/** Whether the lease system knows the debtor number (spec 02 §5). */
export async function checkDebtorNumber(debtorNumber: string, { signal }: CallOptions = {}): Promise<boolean> {
  const envelope = await http<Envelope<boolean>>(DRIVER_PATHS.checkDebtorNumber, { method: 'POST', body: { debtorNumber }, signal });
  return envelope.results?.[0] === true;
}

/** Sends the driver the welcome mail for the chosen arrangements. */
export async function sendDriverMail(driverId: number, carArrangementIds: number[], { signal }: CallOptions = {}): Promise<void> {
  await http<Envelope<unknown>>(DRIVER_PATHS.sendMail, { method: 'POST', query: { driverId }, body: carArrangementIds, signal });
}

/** The arrangement's drivers as a spreadsheet. */
export function exportDrivers(carArrangementId: number, { signal }: CallOptions = {}): Promise<FileDownload> {
  return downloadFile(DRIVER_PATHS.export, { query: { carArrangementId }, signal }, `drivers-${carArrangementId}.xlsx`);
}
