import type { Queryable } from '../db/db';
import type { PricedColumns } from './bulk-pricing-task';

/**
 * A part's batch as one statement (issue 40): the priced versions of a catalogue window [after, upTo] upserted, only
 * where something differs from the stored row — an unchanged price is not written again — the arrangement's stored
 * prices of versions in that window it no longer offers removed, and the part's counts, cursor and heartbeat moved; all
 * or nothing, and nothing when the part is no longer this worker's (another took it over): `held` is then false.
 * New: no price before; changed: another run's price differs. Every CTE sees the rows as they were before. The previous
 * rows are looked up one by one (LATERAL, kept apart by OFFSET 0): on a table just written, without statistics, the planner would otherwise
 * hash the arrangement's every stored price for each batch — 90 µs a version instead of a few.
 */
const WRITE = `WITH input AS (
    SELECT * FROM unnest($6::int[], $7::int[], $8::int[], $9::int[], $10::numeric[], $11::numeric[], $12::boolean[], $13::text[])
      AS u (version_id, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error)
  ), counts AS (
    SELECT count(*) FILTER (WHERE i.lease_price IS NOT NULL AND p.lease_price IS NULL) AS new_prices,
           count(*) FILTER (WHERE i.lease_price IS NOT NULL AND p.run_id <> $3 AND p.lease_price <> i.lease_price) AS changed_prices
    FROM input i LEFT JOIN LATERAL (
      SELECT p.lease_price, p.run_id FROM bulk_run_prices p WHERE p.car_arrangement_id = $2 AND p.version_id = i.version_id OFFSET 0) p ON true
  ), held AS (
    UPDATE bulk_run_arrangements SET cursor_version_id = $5, versions_done = versions_done + cardinality($6::int[]),
      errors = errors + $14, error_samples = $15::jsonb, heartbeat_at = $16,
      new_prices = new_prices + (SELECT new_prices FROM counts), changed_prices = changed_prices + (SELECT changed_prices FROM counts)
    WHERE run_id = $3 AND car_arrangement_id = $2 AND worker_id = $17 AND state = 'running'
    RETURNING 1
  ), gone AS (
    DELETE FROM bulk_run_prices p WHERE p.car_arrangement_id = $2 AND p.version_id > $4 AND p.version_id <= $5
      AND p.version_id <> ALL ($6::int[]) AND EXISTS (SELECT 1 FROM held)
  ), written AS (
    INSERT INTO bulk_run_prices AS p (client_id, car_arrangement_id, version_id, run_id, category_id, duration_months, km_per_year,
      lease_price, own_contribution, allowed, error, priced_at)
    SELECT $1, $2, version_id, $3, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error, $16
    FROM input WHERE EXISTS (SELECT 1 FROM held)
    ON CONFLICT (car_arrangement_id, version_id) DO UPDATE SET run_id = EXCLUDED.run_id, category_id = EXCLUDED.category_id,
      duration_months = EXCLUDED.duration_months, km_per_year = EXCLUDED.km_per_year, lease_price = EXCLUDED.lease_price,
      own_contribution = EXCLUDED.own_contribution, allowed = EXCLUDED.allowed, error = EXCLUDED.error, priced_at = EXCLUDED.priced_at
    WHERE (p.category_id, p.duration_months, p.km_per_year, p.lease_price, p.own_contribution, p.allowed, p.error)
      IS DISTINCT FROM (EXCLUDED.category_id, EXCLUDED.duration_months, EXCLUDED.km_per_year, EXCLUDED.lease_price,
        EXCLUDED.own_contribution, EXCLUDED.allowed, EXCLUDED.error)
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM held) AS held, (SELECT count(*) FROM written)::int AS written`;

export interface BatchOf {
  clientId: number;
  arrangementId: number;
  runId: number;
  workerId: string;
}

/** Writes the window (after, upTo] of one part; answers whether the part was still this worker's, and how many rows it wrote. */
export async function writeBatch(db: Queryable, part: BatchOf, window: { after: number; upTo: number }, priced: PricedColumns, samples: readonly string[], now: Date): Promise<{ held: boolean; written: number }> {
  const errors = priced.error.reduce((n, e) => n + (e === null ? 0 : 1), 0);
  const [row] = await db.query<{ held: boolean; written: number }>(WRITE, [
    part.clientId, part.arrangementId, part.runId, window.after, window.upTo,
    priced.versionId, priced.categoryId, priced.durationMonths, priced.kmPerYear, priced.leasePrice, priced.ownContribution, priced.allowed, priced.error,
    errors, JSON.stringify(samples), now, part.workerId]);
  return row!;
}

/** The part's end: stored prices of versions after the last window (the catalogue's end) are no longer offered. */
export const dropPricesAfter = (db: Queryable, arrangementId: number, after: number) =>
  db.query('DELETE FROM bulk_run_prices WHERE car_arrangement_id = $1 AND version_id > $2', [arrangementId, after]);
