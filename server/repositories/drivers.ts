import type { DriverSearchResult } from '../../src/api/types';
import type { Queryable } from '../db/db';
import type { Reach } from './scope';

/** Drivers of one client within the caller's reach (scope.ts). */

/** `%`, `_` and the escape character itself are literal in a search: escaped for ILIKE … ESCAPE '\'. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface DriverSearch {
  /** Whitespace-free terms; every one must match. */
  terms: readonly string[];
  limit: number;
}

/**
 * The top-bar search: every term must occur (case-insensitive) in the first name, prefix, surname or
 * e-mail address. (A term holds no whitespace, so matching the full name adds nothing to that.)
 * Sorted by surname, first name; `total` counts every match, not just the page.
 */
export async function searchDrivers(db: Queryable, reach: Reach, search: DriverSearch): Promise<{ rows: DriverSearchResult[]; total: number }> {
  const params: unknown[] = [reach.clientId, reach.arrangementIds, search.limit];
  const conditions = search.terms.map((term) => {
    const p = `$${params.push(likePattern(term))}`;
    return `(d.first_name ILIKE ${p} ESCAPE '\\' OR d.prefix_surname ILIKE ${p} ESCAPE '\\'
             OR d.surname ILIKE ${p} ESCAPE '\\' OR d.email_address ILIKE ${p} ESCAPE '\\')`;
  });
  const rows = await db.query<{
    id: number;
    first_name: string;
    prefix_surname: string;
    surname: string;
    email_address: string;
    telephone_nr: string;
    total: number;
  }>(
    `SELECT d.id, d.first_name, d.prefix_surname, d.surname, d.email_address, d.telephone_nr, (count(*) OVER ())::int AS total
     FROM drivers d
     WHERE d.client_id = $1
       AND ($2::int[] IS NULL OR EXISTS (SELECT 1 FROM driver_arrangement_bindings b
                                         WHERE b.client_id = d.client_id AND b.driver_id = d.id AND b.car_arrangement_id = ANY ($2::int[])))
       ${conditions.map((c) => `AND ${c}`).join('\n       ')}
     ORDER BY lower(d.surname), lower(d.first_name), lower(d.prefix_surname), d.id
     LIMIT $3`,
    params,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      prefixSurname: r.prefix_surname || null,
      surname: r.surname,
      emailAddress: r.email_address,
      telephoneNr: r.telephone_nr || null,
    })),
  };
}
