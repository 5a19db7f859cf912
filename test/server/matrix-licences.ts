import type { Licenses } from '../../contract/types/core';

/**
 * The licensed areas of the API by path (spec 01 §1 licence switches, the access table's `licence`): every access-matrix
 * row whose path matches one must name exactly that licence, so a route registered there without the check fails the
 * suite (every registered route has a row, and the licence rows are replayed with the licence off). `null`: decided to
 * need none, and a row there that claims one fails as well.
 */
export const LICENSED_AREAS: readonly { path: RegExp; licence: keyof Licenses | null; why: string }[] = [
  // The login refresh trades a session's own token (another tab, the fleet-management arrival too): no lease-system call.
  { path: /^\/api-admin\/leasewise\/(?!loginrefresh$)/i, licence: 'hasLeaseWise', why: 'the lease-system link' },
  { path: /^\/api-admin\/cararrangement\/mantelcontractkoppelingcheck$/i, licence: 'hasLeaseWise', why: 'spec 02 §5: only when the lease-system integration is active' },
  { path: /^\/api-admin\/clientsetting\/(bulk|runbulk)/i, licence: 'hasLeaseWise', why: 'spec 01 §6: the bulk calculator needs the lease-system licence' },
  { path: /^\/api-admin\/mobility(container|category|product)?(\/|$)/i, licence: 'isMobilityModuleEnabled', why: 'spec 01 §6: mobility only when licensed' },
  { path: /^\/api-admin\/order(\/|$)/i, licence: 'isOrderModuleEnabled', why: 'spec 01 §1: the order module is a licence switch' },
  { path: /^\/api-admin\/fleetmanagement(\/|$)/i, licence: null, why: 'no licence switch exists for fleet management (spec 01 §1); its roles decide' },
];

/** The licence the matrix demands of a row's path, or undefined outside every licensed area. */
export function licenceOfPath(path: string): keyof Licenses | null | undefined {
  return LICENSED_AREAS.find((area) => area.path.test(path))?.licence;
}

/** The client_licences column of a licence switch (hasLeaseWise → has_lease_wise). */
export const licenceColumn = (licence: keyof Licenses): string => licence.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
