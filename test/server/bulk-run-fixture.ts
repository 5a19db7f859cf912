import type { Queryable } from '../../server/db/db';

/**
 * A finished bulk run written straight into bulk_runs / bulk_run_prices (migrations 0004, 0038), for the comparer's
 * tests: the run itself is the job engine's (issue 19 points 1–2), the comparer only reads what a run left.
 * The seeded prices of the versions named are replaced, as a newer run replaces them; the arrangement's others stay.
 */
export interface FixturePrice {
  versionId: number;
  leasePrice: number | null;
  durationMonths?: number;
  kmPerYear?: number;
  categoryId?: number | null;
}

export async function insertFinishedRun(db: Queryable, clientId: number, arrangementId: number, prices: readonly FixturePrice[], accountId: number | null = null): Promise<number> {
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO bulk_runs (client_id, requested_by_account_id, status, requested_at, started_at, finished_at)
     VALUES ($1, $2, 'finished', now() - interval '2 minutes', now() - interval '1 minute', now()) RETURNING id`, [clientId, accountId]);
  await db.query('DELETE FROM bulk_run_prices WHERE client_id = $1 AND car_arrangement_id = $2 AND version_id = ANY ($3::int[])',
    [clientId, arrangementId, prices.map((p) => p.versionId)]);
  await db.query(
    `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error)
     SELECT $1, $2, p.version_id, $3, p.category_id, p.duration, p.km, p.price, 0, p.price IS NOT NULL,
       CASE WHEN p.price IS NULL THEN 'No consumer price' END
     FROM unnest($4::int[], $5::numeric[], $6::int[], $7::int[], $8::int[]) AS p(version_id, price, duration, km, category_id)`,
    [clientId, arrangementId, run!.id, prices.map((p) => p.versionId), prices.map((p) => p.leasePrice),
      prices.map((p) => p.durationMonths ?? 48), prices.map((p) => p.kmPerYear ?? 20000), prices.map((p) => p.categoryId ?? null)]);
  // Its finished part, as a real run leaves it: the run log counts a run's prices through its parts.
  await db.query(
    `INSERT INTO bulk_run_arrangements (run_id, client_id, car_arrangement_id, display_name, position, state, versions_total, versions_done, started_at, finished_at)
     SELECT $1, $2, id, display_name, 0, 'finished', $4, $4, now() - interval '1 minute', now() FROM car_arrangements WHERE client_id = $2 AND id = $3`,
    [run!.id, clientId, arrangementId, prices.length]);
  return run!.id;
}
