import type { DriverSearchResult } from '../../contract/types/core';
import type { Queryable } from '../db/db';
import { driverInReach, type Reach } from './scope';

/** Drivers of one client within the caller's reach (scope.ts). */

/** `%`, `_` and the escape character itself are literal in a search: escaped for ILIKE … ESCAPE '\'. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A name-or-e-mail search holds at most this many characters and terms (the top bar's and the list's). */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_TERMS = 10;

/** The whitespace-separated terms of a search text; empty when it holds none. */
export function searchTerms(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * A driver's searchable text: first name, prefix, surname and e-mail joined by spaces. A term holds no
 * whitespace, so it occurs in this text exactly when it occurs in one of the fields; one expression
 * instead of four lets the trigram index of migration 0008 answer it. Keep it identical to that index.
 */
const SEARCH_TEXT = `(d.first_name || ' ' || d.prefix_surname || ' ' || d.surname || ' ' || d.email_address)`;

/**
 * The SQL conditions "every term occurs (case-insensitive) in the first name, prefix, surname or
 * e-mail address of driver d", one per term, each bound through `bind` (which answers its $n).
 */
export function termConditions(terms: readonly string[], bind: (value: unknown) => string): string[] {
  return terms.map((term) => `${SEARCH_TEXT} ILIKE ${bind(likePattern(term))} ESCAPE '\\'`);
}

export interface DriverSearch {
  /** Whitespace-free terms; every one must match. */
  terms: readonly string[];
  limit: number;
}

/**
 * The top-bar search: every term must match (termConditions). Sorted by surname, first name;
 * `total` counts every match, not just the page.
 */
export async function searchDrivers(db: Queryable, reach: Reach, search: DriverSearch): Promise<{ rows: DriverSearchResult[]; total: number }> {
  const params: unknown[] = [reach.clientId, reach.arrangementIds, search.limit];
  const conditions = termConditions(search.terms, (value) => `$${params.push(value)}`);
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
     WHERE d.client_id = $1 AND ${driverInReach(reach.arrangementIds)}
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
