/**
 * Drivers: the top-bar search (spec 01 §2 "Top bar"). Endpoint shape the server answers:
 *
 *   GET /api-admin/driver?search={terms}&pageSize={n}
 *     → { results: DriverSearchResult[], successful: true, resultCount: <all matches> }
 *       rows { id, firstName, prefixSurname, surname, emailAddress, telephoneNr }.
 *       `search` is split on whitespace; EVERY term must match (case-insensitive, substring) the
 *       first name, prefix, surname, full name or e-mail. `%` and `_` are literal characters, not
 *       wildcards. pageSize 1..50 (default 10). Only drivers the administrator may reach
 *       (own client; operating-company/arrangement scope). Fleetmanagement users get 403.
 *       An empty or missing `search` answers 400.
 */
import type { DriverSearchResult, Envelope } from '../../contract/types/core';
import { DRIVER_PATHS } from '../../contract/paths/driver';
import { http } from './client';
import { allResults, type CallOptions } from './envelope';

export const DRIVER_SEARCH_PAGE_SIZE = 10;

/** Search starts only after a query is typed (spec 01 §5): a blank query answers [] without a call. */
export async function searchDrivers(
  query: string,
  { signal, pageSize = DRIVER_SEARCH_PAGE_SIZE }: CallOptions & { pageSize?: number } = {},
): Promise<DriverSearchResult[]> {
  const search = query.trim().replace(/\s+/g, ' ');
  if (search === '') return [];
  return allResults(await http<Envelope<DriverSearchResult>>(DRIVER_PATHS.driver, { query: { search, pageSize }, signal }));
}
