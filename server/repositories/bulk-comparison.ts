import type { BulkComparerProfile, BulkComparison, BulkComparisonRow, ComparisonReason } from '../../contract/types/bulk-comparer';
import type { Queryable } from '../db/db';
import { HttpError } from '../plugins/http-errors';
import { leaseResultOf, pricingContextOf, type PriceFacts, type PricingContext } from './car-pricing';
import { FROM, OFFERED } from './car-lists';
import type { Reach } from './scope';

/**
 * POST /BulkComparer: a client's prices NOW against the prices its last bulk run stored (bulk_run_prices, migration
 * 0038), per version of the profile's selection. The live side is the car list's own calculation (car-pricing.ts
 * `pricingContextOf` + `leaseResultOf`), so the comparer and the car list can never disagree about a price now.
 *
 * Responsive over the 100k catalogue: versions are read in keyset batches of BATCH (only what pricing needs and the
 * run's row, no names), each priced and reduced to a small record; then only the rows answered — differing first,
 * largest difference first, at most `limit` — are read with their names. `compared` and `differing` count the whole
 * selection, `truncated` says the answer holds fewer rows.
 */
/** PGlite holds the event loop for a query: 500 rows a batch keeps other requests' waits short (bench/README.md, bulk run). */
export const BATCH = 500;
export const DEFAULT_LIMIT = 500;
export const SCREEN_LIMIT = 1000;
export const EXPORT_LIMIT = 20_000;

/** A version's run row and live facts, as one batch reads them. */
type BatchRow = PriceFacts & {
  offered: boolean;
  run_price: number | null;
  run_error: string | null;
  run_duration: number | null;
  run_km: number | null;
  run_category: number | null;
  run_at: Date | null;
  /** The arrangement's settings or a fixed price written after the run priced this version. */
  settings_after_run: boolean;
};

type Compared = Omit<BulkComparisonRow, 'typeIdHist' | 'brandName' | 'modelName' | 'versionName'>;

const BATCH_SQL = `SELECT t.id, t.fuel_code, t.body_type, t.energy_label, t.co2, t.consumer_price::float8 AS consumer_price,
    t.fiscal_value::float8 AS fiscal_value, sg.segment_code, f.price::float8 AS fixed_price, (${OFFERED}) AS offered,
    r.lease_price::float8 AS run_price, r.error AS run_error, r.duration_months AS run_duration, r.km_per_year AS run_km,
    r.category_id AS run_category, r.priced_at AS run_at,
    (r.priced_at < $6::timestamptz OR r.priced_at < f.updated_at) IS TRUE AS settings_after_run
  FROM ${FROM} LEFT JOIN bulk_run_prices r ON r.client_id = $1 AND r.car_arrangement_id = $2 AND r.version_id = t.id
  WHERE (r.version_id IS NOT NULL OR ${OFFERED}) AND ($3::int IS NULL OR b.id = $3) AND ($4::text IS NULL OR t.fuel_code = $4) AND t.id > $5
  ORDER BY t.id LIMIT ${BATCH}`;

const euros = (cents: number) => Math.round(cents) / 100;
const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/** The live price, or null when the version cannot be priced now (the car list's 409 "lease price maintenance"). */
function livePriceOf(ctx: PricingContext, v: BatchRow): { price: number | null; categoryId: number | null; pair: { durationMonths: number; kmPerYear: number } | null } {
  try {
    const { result, category, pair } = leaseResultOf(ctx, v);
    return { price: euros(result.leasePrice), categoryId: category?.id ?? null, pair };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return { price: null, categoryId: null, pair: null };
    throw error;
  }
}

/** One version compared; see ComparisonReason for the hints. */
export function compareVersion(ctx: PricingContext, arrangementName: string, tolerance: number, v: BatchRow): Compared {
  const hasRun = v.run_price !== null || v.run_error !== null;
  const live = v.offered ? livePriceOf(ctx, v) : { price: null, categoryId: null, pair: null };
  const base = {
    versionId: v.id, carArrangementId: ctx.arrangementId, carArrangementName: arrangementName,
    lastRunPrice: v.run_price, livePrice: live.price, lastRunAt: v.run_at === null ? null : new Date(v.run_at).toISOString(),
  };
  const oneSided = (reason: ComparisonReason, differs = true): Compared => ({ ...base, difference: null, differencePercent: null, reason, differs });
  if (!hasRun) return oneSided('newlyAdded', live.price !== null);
  if (!v.offered) return oneSided('noLongerOffered');
  if (live.price === null) return oneSided('notPricedNow', v.run_price !== null);
  if (v.run_price === null) return oneSided('notPricedInRun');
  const difference = round(live.price - v.run_price, 2);
  const settingsChanged = v.settings_after_run || live.categoryId !== v.run_category
    || live.pair?.durationMonths !== v.run_duration || live.pair?.kmPerYear !== v.run_km;
  return {
    ...base, difference,
    differencePercent: v.run_price === 0 ? null : round((difference / v.run_price) * 100, 1),
    reason: difference === 0 ? null : settingsChanged ? 'settingsChanged' : 'consumerPriceChanged',
    differs: Math.abs(difference) > tolerance,
  };
}

/** Differing first; among them and the rest the largest difference first (one-sided rows after numbers), then by version. */
export function answerOrder(a: Compared, b: Compared): number {
  const size = (c: Compared) => (c.difference === null ? -1 : Math.abs(c.difference));
  return Number(b.differs) - Number(a.differs) || size(b) - size(a) || a.versionId - b.versionId || a.carArrangementId - b.carArrangementId;
}

/** The profile's arrangements: its one, or every car arrangement active for drivers. */
async function arrangementsOf(db: Queryable, clientId: number, profile: BulkComparerProfile): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    `SELECT ca.id, ca.display_name AS name FROM car_arrangements ca
     LEFT JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     WHERE ca.client_id = $1 AND ($2::int IS NULL AND ca.data_object_type = 'car' AND cs.is_active_online_for_drivers IS TRUE OR ca.id = $2)
     ORDER BY lower(ca.display_name), ca.id`, [clientId, profile.carArrangementId]);
}

/** The profile's contract for every fuel, or the arrangement's initial pairs as the run priced. */
function withProfilePair(ctx: PricingContext, profile: BulkComparerProfile): PricingContext {
  if (profile.durationMonths === null || profile.kmPerYear === null) return ctx;
  const pair = { durationMonths: profile.durationMonths, kmPerYear: profile.kmPerYear };
  return { ...ctx, initialPairs: new Map(['d', 'e', 'l'].map((fuel) => [fuel, pair])) };
}

export async function compareWithLastRun(db: Queryable, reach: Reach, profile: BulkComparerProfile, limit: number): Promise<BulkComparison> {
  const [run] = await db.query<{ id: number; finished_at: Date }>(
    "SELECT id, finished_at FROM bulk_runs WHERE client_id = $1 AND status = 'finished' ORDER BY finished_at DESC, id DESC LIMIT 1", [reach.clientId]);
  const compared: Compared[] = [];
  for (const arrangement of await arrangementsOf(db, reach.clientId, profile)) {
    const ctx = withProfilePair(await pricingContextOf(db, reach, arrangement.id, 'body.profileId'), profile);
    // When the arrangement's settings were last written: read once, compared with each run price's moment.
    const [settings] = await db.query<{ updated_at: Date }>(
      'SELECT updated_at FROM car_arrangement_settings WHERE client_id = $1 AND car_arrangement_id = $2', [reach.clientId, arrangement.id]);
    for (let after = 0; ;) {
      const batch = await db.query<BatchRow>(BATCH_SQL,
        [reach.clientId, arrangement.id, profile.brandId, profile.fuelCode, after, settings?.updated_at ?? null]);
      for (const v of batch) compared.push(compareVersion(ctx, arrangement.name, profile.tolerance, v));
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
  }
  compared.sort(answerOrder);
  const answered = compared.slice(0, limit);
  const names = new Map((await db.query<{ id: number; typeIdHist: number | null; brandName: string; modelName: string; versionName: string }>(
    `SELECT t.id, t.type_id_hist AS "typeIdHist", b.name AS "brandName", m.name AS "modelName", t.name AS "versionName"
     FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id WHERE t.id = ANY ($1::int[])`,
    [[...new Set(answered.map((c) => c.versionId))]])).map((n) => [n.id, n]));
  return {
    clientId: reach.clientId, profileId: profile.id, runId: run?.id ?? null,
    runFinishedAt: run ? new Date(run.finished_at).toISOString() : null, tolerance: profile.tolerance,
    compared: compared.length, differing: compared.filter((c) => c.differs).length,
    rows: answered.map((c) => {
      const { id: _, ...name } = names.get(c.versionId)!;
      return { ...c, ...name };
    }),
    truncated: compared.length > answered.length,
  };
}
