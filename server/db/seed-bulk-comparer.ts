import type { Queryable } from './db';
import { FROM, OFFERED } from '../repositories/car-lists';
import { leaseResultOf, pricingContextOf, type PriceFacts } from '../repositories/car-pricing';
import { HttpError } from '../plugins/http-errors';

/**
 * The bulk comparer's demo (issue 19 point 4, migration 0040): three profiles of the demo client and one of
 * flota-pl, and — so /amw/compare shows differences on `npm start` — an older finished run 12 days ago (when
 * "Leaseregeling Directie" last ran, spec's outdated banner) of the active car arrangements the seeded real run
 * (seed-bulk-history.ts, yesterday, seeded after this so it stays the newest run) does not price, plus a failed one
 * five days ago for the run log.
 *
 * That older run's prices are today's calculation with two changes that stand for what happened since: every 11th
 * version was about 2% cheaper then (its consumer price rose since), and every 37th was not in the catalogue yet
 * (newly added). The arrangements' settings and fixed prices are dated before both runs, so the hints read "consumer
 * price changed" until someone edits a setting. A run the job engine writes later replaces these rows.
 */
const DAY_MS = 24 * 3600 * 1000;

const PROFILES: readonly { client: string; name: string; arrangement: string | null; pair: [number, number] | null; fuel: string | null; tolerance: number }[] = [
  { client: 'demo', name: 'Alle actieve regelingen', arrangement: null, pair: null, fuel: null, tolerance: 1 },
  { client: 'demo', name: 'Directie elektrisch', arrangement: 'Leaseregeling Directie', pair: null, fuel: 'e', tolerance: 0.5 },
  { client: 'demo', name: 'Leaseregeling 2026, 36 mnd / 15.000 km', arrangement: 'Leaseregeling 2026', pair: [36, 15000], fuel: null, tolerance: 5 },
  { client: 'flota-pl', name: 'Flota 2026', arrangement: 'Flota 2026', pair: null, fuel: null, tolerance: 1 },
];

/** `pricedLater`: the arrangement the seeded real run (seed-bulk-history.ts, called after this) prices. */
export async function seedBulkComparer(tx: Queryable, clients: ReadonlyMap<string, number>, demoMasterId: number, now: Date, pricedLater: number): Promise<void> {
  await tx.query(
    `INSERT INTO bulk_comparer_profiles (client_id, name, car_arrangement_id, duration_months, km_per_year, fuel_code, tolerance)
     SELECT p.client_id, p.name, ca.id, p.duration, p.km, p.fuel, p.tolerance
     FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[], $7::numeric[]) AS p(client_id, name, arrangement, duration, km, fuel, tolerance)
     LEFT JOIN car_arrangements ca ON ca.client_id = p.client_id AND ca.display_name = p.arrangement`,
    [PROFILES.map((p) => clients.get(p.client)), PROFILES.map((p) => p.name), PROFILES.map((p) => p.arrangement),
      PROFILES.map((p) => p.pair?.[0] ?? null), PROFILES.map((p) => p.pair?.[1] ?? null), PROFILES.map((p) => p.fuel), PROFILES.map((p) => p.tolerance)]);
  await seedDemoRun(tx, clients.get('demo')!, demoMasterId, now, pricedLater);
}

async function seedDemoRun(tx: Queryable, clientId: number, masterId: number, now: Date, pricedLater: number): Promise<void> {
  const at = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS + minutes * 60_000);
  const [run] = await tx.query<{ id: number }>(
    `INSERT INTO bulk_runs (client_id, requested_by_account_id, status, requested_at, started_at, finished_at)
     VALUES ($1, $2, 'finished', $3, $4, $5) RETURNING id`, [clientId, masterId, at(12), at(12, 1), at(12, 7)]);
  await tx.query(
    `INSERT INTO bulk_runs (client_id, requested_by_account_id, status, requested_at, started_at, finished_at, error_message)
     VALUES ($1, $2, 'failed', $3, $4, $5, 'There has been a problem during bulk processing. Please try again later.')`,
    [clientId, masterId, at(5), at(5, 1), at(5, 2)]);
  const arrangements = await tx.query<{ id: number }>(
    `SELECT ca.id FROM car_arrangements ca JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     WHERE ca.client_id = $1 AND ca.data_object_type = 'car' AND cs.is_active_online_for_drivers
       AND ca.id <> $2 ORDER BY ca.id`, [clientId, pricedLater]);
  const reach = { clientId, arrangementIds: null, operatingCompanyIds: null };
  let position = 0;
  for (const { id } of arrangements) {
    const ctx = await pricingContextOf(tx, reach, id, 'seed');
    const versions = await tx.query<PriceFacts>(
      `SELECT t.id, t.fuel_code, t.body_type, t.energy_label, t.co2, t.consumer_price::float8 AS consumer_price, t.fiscal_value::float8 AS fiscal_value,
         sg.segment_code, f.price::float8 AS fixed_price FROM ${FROM} WHERE ${OFFERED} AND t.id % 37 <> 0 ORDER BY t.id`, [clientId, id]);
    const rows = versions.map((v) => {
      try {
        const { result, category, pair } = leaseResultOf(ctx, v);
        const price = result.leasePrice / 100;
        const then = v.id % 11 === 0 ? Math.round(price * 98) / 100 : price;
        return { id: v.id, category: category?.id ?? null, pair, price: then, own: result.ownContribution / 100, allowed: result.allowed, error: null };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { id: v.id, category: null, pair: { durationMonths: 48, kmPerYear: 20000 }, price: null, own: null, allowed: false, error: error.message.slice(0, 500) };
      }
    });
    await tx.query(
      `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, category_id, duration_months, km_per_year,
         lease_price, own_contribution, allowed, error, priced_at)
       SELECT $1, $2, r.version_id, $3, r.category_id, r.duration, r.km, r.price, r.own, r.allowed, r.error, $11
       FROM unnest($4::int[], $5::int[], $6::int[], $7::int[], $8::numeric[], $9::numeric[], $10::bool[], $12::text[])
         AS r(version_id, category_id, duration, km, price, own, allowed, error)
       ON CONFLICT (car_arrangement_id, version_id) DO NOTHING`,
      [clientId, id, run!.id, rows.map((r) => r.id), rows.map((r) => r.category), rows.map((r) => r.pair.durationMonths),
        rows.map((r) => r.pair.kmPerYear), rows.map((r) => r.price), rows.map((r) => r.own), rows.map((r) => r.allowed), at(12, 5), rows.map((r) => r.error)]);    // The run's part of this arrangement, as a real run leaves it: the run log counts a run's prices through its parts.
    await tx.query(
      `INSERT INTO bulk_run_arrangements (run_id, client_id, car_arrangement_id, display_name, position, state, versions_total, versions_done,
         new_prices, errors, started_at, finished_at)
       SELECT $1, $2, id, display_name, $3, 'finished', $4, $4, $5, $6, $7, $8 FROM car_arrangements WHERE client_id = $2 AND id = $9`,
      [run!.id, clientId, position, rows.length, rows.filter((r) => r.price !== null).length, rows.filter((r) => r.error !== null).length,
        at(12, 1), at(12, 5), id]);
    position += 1;
  }
  // The settings and fixed prices the run priced with were written before it.
  await tx.query('UPDATE car_arrangement_settings SET updated_at = $2 WHERE client_id = $1', [clientId, at(13)]);
  await tx.query('UPDATE fixed_lease_prices SET updated_at = $2 WHERE client_id = $1', [clientId, at(13)]);
}
