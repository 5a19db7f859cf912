/**
 * The lease-system link and fleet management's driver (spec 02 §7 "Lease system and fleet management"; issue 20).
 *
 *   GET  /api-admin/leasewise/arrangement[?mantelNumber=]        → LeaseWiseArrangement[] (the client's arrangements with their coupling)
 *   POST /api-admin/leasewise/arrangement  LeaseWiseCoupling       → [LeaseWiseArrangement] (If-Match the version; 409
 *        "Mantelnummer already exists for this client"; 400 for a mantel or contract type the lease system does not have)
 *   GET  /api-admin/leasewise/mantels                              → LeaseWiseMantel[]
 *   GET  /api-admin/leasewise/Contractvormen?mantelNumber=         → LeaseWiseContractType[] (404: unknown mantel)
 *   GET  /api-admin/leasewise/profiles                             → LeaseWiseProfile[]
 *   GET  /api-admin/leasewise/customcomponents?arrangementId=      → LeaseWiseCustomItem[]; /customoptionaccessories likewise
 *   GET  /api-admin/cararrangement/mantelcontractkoppelingcheck?arrangementId= → [MantelCouplingCheck]
 *   POST /api-admin/leasewise/driver { leaseWiseDriverId }          → [Driver]
 *   POST /api-admin/fleetmanagement/driver  FleetDriverInput        → [Driver] (If-Match when one holds the id)
 *   GET  /api-admin/fleetmanagement/driver?fleetManagementDriverId= → the one driver holding the id, or none (drivers.ts)
 */
import type { Driver } from '../../contract/types/drivers';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import type { Envelope } from '../../contract/types/core';
import type { FleetDriverInput, LeaseWiseArrangement, LeaseWiseContractType, LeaseWiseCoupling, LeaseWiseMantel, MantelCouplingCheck } from '../../contract/types/leasewise';
import { FLEET_MANAGEMENT_PATHS } from '../../contract/paths/fleetmanagement';
import { LEASEWISE_PATHS } from '../../contract/paths/leasewise';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { versionHeaders, type VersionedCall } from './resource';

export async function fetchLeaseWiseArrangements({ signal }: CallOptions = {}): Promise<LeaseWiseArrangement[]> {
  return allResults(await http<Envelope<LeaseWiseArrangement>>(LEASEWISE_PATHS.arrangement, { signal }));
}

export async function coupleArrangement(coupling: LeaseWiseCoupling, { signal, version }: VersionedCall = {}): Promise<LeaseWiseArrangement> {
  return firstResult(await http<Envelope<LeaseWiseArrangement>>(LEASEWISE_PATHS.arrangement, {
    method: 'POST', body: coupling, headers: versionHeaders(version), signal,
  }), 'coupled arrangement');
}

export async function fetchMantels({ signal }: CallOptions = {}): Promise<LeaseWiseMantel[]> {
  return allResults(await http<Envelope<LeaseWiseMantel>>(LEASEWISE_PATHS.mantels, { signal }));
}

export async function fetchContractTypes(mantelNumber: string, { signal }: CallOptions = {}): Promise<LeaseWiseContractType[]> {
  return allResults(await http<Envelope<LeaseWiseContractType>>(LEASEWISE_PATHS.contractTypes, { query: { mantelNumber }, signal }));
}

export async function checkMantelCoupling(arrangementId: number, { signal }: CallOptions = {}): Promise<MantelCouplingCheck> {
  return firstResult(await http<Envelope<MantelCouplingCheck>>(ARRANGEMENT_PATHS.mantelCouplingCheck, { query: { arrangementId }, signal }),
    'coupling check');
}

export async function saveFleetDriver(driver: FleetDriverInput, { signal, version }: VersionedCall = {}): Promise<Driver> {
  return firstResult(await http<Envelope<Driver>>(FLEET_MANAGEMENT_PATHS.driver, {
    method: 'POST', body: driver, headers: versionHeaders(version), signal,
  }), 'saved driver');
}
