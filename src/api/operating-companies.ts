/**
 * Operating companies (spec 02 §7 "Operating and order companies"). Endpoint shapes:
 *
 *   GET /api-admin/operatingcompany                          → { results: OperatingCompany[] } by name
 *   GET /api-admin/operatingcompany?operatingCompanyId={id}  → results[0]; 404 for another client's,
 *       a deleted one or one outside the caller's reach
 *
 * Readable by everyone who may read drivers (the driver list filters on them) and by supervisors;
 * an administrator scoped by operating company gets only their own.
 */
import type { Envelope, OperatingCompany } from './types';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';

export async function fetchOperatingCompanies({ signal }: CallOptions = {}): Promise<OperatingCompany[]> {
  return allResults(await http<Envelope<OperatingCompany>>('/operatingcompany', { signal }));
}

export async function fetchOperatingCompany(operatingCompanyId: number, { signal }: CallOptions = {}): Promise<OperatingCompany> {
  return firstResult(await http<Envelope<OperatingCompany>>('/operatingcompany', { query: { operatingCompanyId }, signal }), 'operating company');
}
