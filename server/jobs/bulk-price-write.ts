import type { Queryable } from '../db/db';
import type { PricedColumns } from './bulk-pricing-task';

/**
 * A part's batch as one statement (issue 40): the priced versions of a catalogue window [after, upTo] written, only
 * where something differs from the stored row — an unchanged price is not written again — the arrangement's stored
 * prices of versions in that window it no longer offers removed, and the part's counts, cursor and heartbeat moved; all
 * or nothing, and nothing when the part is no longer this worker's (another took it over): `held` is then false.
 * New: no price before; changed: another run's price differs. Every CTE sees the rows as they were before.
 *
 * The stored rows are looked up one by one (LATERAL, kept apart by OFFSET 0): on a table just written, without
 * statistics, the planner would otherwise hash the arrangement's every stored price for each batch — 90 µs a version
 * instead of a few. What the lookup found decides the write: a plain INSERT for the versions without a row (no
 * ON CONFLICT: its speculative insertion cost a third of a row's time, 19 against 13 µs in PGlite), an UPDATE by the
 * found rows' ctid for those that differ. Both are safe without a conflict clause because the part's row, locked by
 * `held` before either runs, lets one worker at a time write the arrangement's prices.
 */
const WRITE = `WITH input AS (
    SELECT * FROM unnest($6::int[], $7::int[], $8::int[], $9::int[], $10::numeric[], $11::numeric[], $12::boolean[], $13::text[])
      AS u (version_id, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error)
  ), found AS (
    SELECT i.*, p.ctid AS stored, p.run_id AS was_run, p.lease_price AS was_price,
      (p.category_id, p.duration_months, p.km_per_year, p.lease_price, p.own_contribution, p.allowed, p.error)
        IS DISTINCT FROM (i.category_id, i.duration_months, i.km_per_year, i.lease_price, i.own_contribution, i.allowed, i.error) AS differs
    FROM input i LEFT JOIN LATERAL (
      SELECT p.ctid, p.* FROM bulk_run_prices p WHERE p.car_arrangement_id = $2 AND p.version_id = i.version_id OFFSET 0) p ON true
  ), held AS (
    UPDATE bulk_run_arrangements SET cursor_version_id = $5, versions_done = versions_done + cardinality($6::int[]),
      errors = errors + $14, error_samples = $15::jsonb, heartbeat_at = $16,
      new_prices = new_prices + (SELECT count(*) FROM found WHERE lease_price IS NOT NULL AND was_price IS NULL),
      changed_prices = changed_prices + (SELECT count(*) FROM found WHERE lease_price IS NOT NULL AND was_run <> $3 AND was_price <> lease_price)
    WHERE run_id = $3 AND car_arrangement_id = $2 AND worker_id = $17 AND state = 'running'
    RETURNING 1
  ), gone AS (
    DELETE FROM bulk_run_prices p WHERE p.car_arrangement_id = $2 AND p.version_id > $4 AND p.version_id <= $5
      AND p.version_id <> ALL ($6::int[]) AND EXISTS (SELECT 1 FROM held)
  ), added AS (
    INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, category_id, duration_months, km_per_year,
      lease_price, own_contribution, allowed, error, priced_at)
    SELECT $1, $2, version_id, $3, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error, $16
    FROM found WHERE stored IS NULL AND EXISTS (SELECT 1 FROM held)
    RETURNING 1
  ), changed AS (
    UPDATE bulk_run_prices p SET run_id = $3, category_id = f.category_id, duration_months = f.duration_months, km_per_year = f.km_per_year,
      lease_price = f.lease_price, own_contribution = f.own_contribution, allowed = f.allowed, error = f.error, priced_at = $16
    FROM found f WHERE p.ctid = f.stored AND f.differs AND p.ctid = ANY (ARRAY(SELECT stored FROM found WHERE differs AND stored IS NOT NULL))
      AND EXISTS (SELECT 1 FROM held)
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM held) AS held, ((SELECT count(*) FROM added) + (SELECT count(*) FROM changed))::int AS written`;

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
