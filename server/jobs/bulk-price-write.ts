import type { Queryable } from '../db/db';
import { arrayLiteral } from '../db/array-literal';
import { appendColumns, emptyColumns, type PricedColumns } from './bulk-pricing-task';

/**
 * A window's prices as one statement for all of a run's parts (issue 40): each part's priced versions of the catalogue
 * window (its cursor, upTo] written where something differs from the stored row — an unchanged price is not written
 * again — its stored prices of versions in that range it no longer offers removed, and its counts, cursor and heartbeat
 * moved; all or nothing, and nothing for a part no longer this worker's (another took it over): `held` names the parts
 * that were. New: no price before; changed: another run's price differs. Every CTE sees the rows as they were before.
 *
 * One statement for all parts because a statement's fixed cost is most of a small one's (PGlite, 120 rows: 2.5–3.9 ms,
 * of which one row alone costs 1.7–3.2). Each part's stored rows of the window are read in one range scan of the
 * primary key and matched to the input by one hash join (a full one: the rows it finds on the stored side alone are the
 * prices to remove; as an anti-join over estimates of one row it was a nested loop, 560 × 280 comparisons, 14 ms of a
 * 16 ms statement on PostgreSQL): looked up one by one, on a table the run has just written and PGlite
 * never analyses, the planner chose a bitmap scan per version, and without the range it had hashed the arrangement's
 * every stored price. What the match finds decides the write: a plain INSERT for versions without a row (no ON CONFLICT:
 * its speculative insertion cost a third of a row's time, 19 against 13 µs in PGlite), an UPDATE by ctid for those that
 * differ, a DELETE by ctid for those no longer offered. No conflict clause is needed because each part's row, locked by
 * `held` before any of them runs, lets one worker at a time write the arrangement's prices.
 */
const WRITE = `WITH part AS (
    SELECT * FROM unnest($6::int[], $7::int[], $8::int[], $9::text[]) AS u (car_arrangement_id, after, errors, samples)
  ), input AS (
    SELECT * FROM unnest($10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::numeric[], $16::numeric[], $17::boolean[], $18::text[])
      AS u (car_arrangement_id, version_id, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error)
  ), stored AS MATERIALIZED (
    SELECT p.* FROM part, LATERAL (
      SELECT p.ctid AS stored, p.* FROM bulk_run_prices p
      WHERE p.car_arrangement_id = part.car_arrangement_id AND p.version_id > part.after AND p.version_id <= $2 OFFSET 0) p
  ), found AS MATERIALIZED (
    SELECT coalesce(i.car_arrangement_id, p.car_arrangement_id) AS car_arrangement_id, i.version_id, i.category_id, i.duration_months,
      i.km_per_year, i.lease_price, i.own_contribution, i.allowed, i.error, p.stored, p.run_id AS was_run, p.lease_price AS was_price,
      i.version_id IS NULL AS gone,
      (p.category_id, p.duration_months, p.km_per_year, p.lease_price, p.own_contribution, p.allowed, p.error)
        IS DISTINCT FROM (i.category_id, i.duration_months, i.km_per_year, i.lease_price, i.own_contribution, i.allowed, i.error) AS differs
    FROM input i FULL JOIN stored p ON p.car_arrangement_id = i.car_arrangement_id AND p.version_id = i.version_id
  ), counted AS (
    SELECT car_arrangement_id, count(*) AS done,
      count(*) FILTER (WHERE lease_price IS NOT NULL AND was_price IS NULL) AS new_prices,
      count(*) FILTER (WHERE lease_price IS NOT NULL AND was_run <> $3 AND was_price <> lease_price) AS changed_prices
    FROM found WHERE NOT gone GROUP BY car_arrangement_id
  ), held AS (
    UPDATE bulk_run_arrangements a SET cursor_version_id = $2, versions_done = a.versions_done + coalesce(c.done, 0),
      errors = a.errors + part.errors, error_samples = part.samples::jsonb, heartbeat_at = $4,
      new_prices = a.new_prices + coalesce(c.new_prices, 0), changed_prices = a.changed_prices + coalesce(c.changed_prices, 0)
    FROM part LEFT JOIN counted c ON c.car_arrangement_id = part.car_arrangement_id
    WHERE a.run_id = $3 AND a.car_arrangement_id = part.car_arrangement_id AND a.worker_id = $5 AND a.state = 'running'
    RETURNING a.car_arrangement_id
  ), gone AS (
    DELETE FROM bulk_run_prices p WHERE p.ctid = ANY (ARRAY(
      SELECT stored FROM found WHERE gone AND car_arrangement_id IN (SELECT car_arrangement_id FROM held)))
  ), added AS (
    INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, category_id, duration_months, km_per_year,
      lease_price, own_contribution, allowed, error, priced_at)
    SELECT $1, car_arrangement_id, version_id, $3, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error, $4
    FROM found WHERE stored IS NULL AND car_arrangement_id IN (SELECT car_arrangement_id FROM held)
    RETURNING 1
  ), changed AS (
    UPDATE bulk_run_prices p SET run_id = $3, category_id = f.category_id, duration_months = f.duration_months, km_per_year = f.km_per_year,
      lease_price = f.lease_price, own_contribution = f.own_contribution, allowed = f.allowed, error = f.error, priced_at = $4
    FROM found f WHERE p.ctid = ANY (ARRAY(
        SELECT stored FROM found WHERE differs AND stored IS NOT NULL AND NOT gone AND car_arrangement_id IN (SELECT car_arrangement_id FROM held)))
      AND f.stored = p.ctid
    RETURNING 1
  )
  SELECT ARRAY(SELECT car_arrangement_id FROM held) AS held, ((SELECT count(*) FROM added) + (SELECT count(*) FROM changed))::int AS written`;

export interface RunOf {
  clientId: number;
  runId: number;
  workerId: string;
}

/** One part's share of a window: its priced versions after its cursor, and its error samples as they stand after them. */
export interface PartBatch {
  arrangementId: number;
  /** The part's cursor: its range of the window starts after it. */
  after: number;
  priced: PricedColumns;
  samples: readonly string[];
}

/**
 * Writes the parts' batches of the window up to `upTo`; answers the arrangements whose parts were still this worker's
 * (a part taken over by another is left as that one wrote it), and how many price rows were written.
 */
export async function writeWindow(db: Queryable, run: RunOf, upTo: number, parts: readonly PartBatch[], now: Date): Promise<{ held: number[]; written: number }> {
  const rows = emptyColumns();
  const arrangementIds: number[] = [];
  for (const { arrangementId, priced } of parts) {
    appendColumns(rows, priced);
    for (let i = 0; i < priced.versionId.length; i++) arrangementIds.push(arrangementId);
  }
  const arrays = [
    parts.map((p) => p.arrangementId), parts.map((p) => p.after),
    parts.map((p) => p.priced.error.reduce((n, e) => n + (e === null ? 0 : 1), 0)), parts.map((p) => JSON.stringify(p.samples)),
    arrangementIds, rows.versionId, rows.categoryId, rows.durationMonths, rows.kmPerYear, rows.leasePrice, rows.ownContribution, rows.allowed, rows.error];
  const [row] = await db.query<{ held: number[]; written: number }>(WRITE, [run.clientId, upTo, run.runId, now, run.workerId, ...arrays.map(arrayLiteral)]);
  return row!;
}

/** The part's end: stored prices of versions after the last window (the catalogue's end) are no longer offered. */
export const dropPricesAfter = (db: Queryable, arrangementId: number, after: number) =>
  db.query('DELETE FROM bulk_run_prices WHERE car_arrangement_id = $1 AND version_id > $2', [arrangementId, after]);
