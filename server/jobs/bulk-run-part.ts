import type { Db, Queryable } from '../db/db';
import { HttpError } from '../plugins/http-errors';
import { offeredVersionsAfter } from '../repositories/car-lists';
import { calculatorFuelOf, FALLBACK_PAIR, priceVersion, type PricingContext, type VersionRow } from '../repositories/car-pricing';
import { buildPartWorkbook, storeWorkbook } from './bulk-workbook';

/**
 * One arrangement's part of a bulk run (issue 19): the versions its car list offers, priced exactly as the list
 * prices them (car-pricing.ts), in batches over car_types ids (a keyset: the part's cursor is the last id
 * committed). Each batch is one short transaction — prices upserted, counts and cursor moved together — so a
 * restart resumes at the cursor without counting twice; between batches the loop yields to the event loop, so
 * PGlite's single connection serves the API meanwhile (bench/bulk-run.ts measures GET /driver during a run).
 */
export interface PartRef {
  runId: number;
  clientId: number;
  arrangementId: number;
  displayName: string;
}

/** The worker stops at the next batch (the server is closing): the job is retried and resumes at the cursor. */
export class BulkInterrupted extends Error {
  constructor() {
    super('The server stopped during the bulk run; it resumes when the job is picked up again.');
  }
}

/** Another worker holds the part (a job pg-boss handed out twice after an expiry): this one must not price it too. */
export class PartTaken extends Error {}

/** A dead worker's part may be taken over once its last batch is this old. */
export const STALE_CLAIM_SECONDS = 120;

interface Claim {
  cursor_version_id: number;
  error_samples: string[];
}

/**
 * Takes the part for `workerId`: pending, released, already this worker's, or held by one silent for too long.
 * One UPDATE … WHERE state … RETURNING, so of two workers racing for it exactly one gets it.
 */
export async function claimPart(db: Queryable, part: PartRef, workerId: string, now: Date): Promise<Claim | null> {
  const [row] = await db.query<Claim>(
    `UPDATE bulk_run_arrangements SET state = 'running', worker_id = $3, heartbeat_at = $4, started_at = coalesce(started_at, $4)
     WHERE run_id = $1 AND car_arrangement_id = $2 AND (state = 'pending' OR (state = 'running' AND (worker_id IS NULL OR worker_id = $3
       OR heartbeat_at < $4::timestamptz - make_interval(secs => ${STALE_CLAIM_SECONDS}))))
     RETURNING cursor_version_id, error_samples`, [part.runId, part.arrangementId, workerId, now]);
  return row ?? null;
}

export const releasePart = (db: Queryable, part: PartRef, workerId: string) => db.query(
  'UPDATE bulk_run_arrangements SET worker_id = NULL WHERE run_id = $1 AND car_arrangement_id = $2 AND worker_id = $3',
  [part.runId, part.arrangementId, workerId]);

interface Priced {
  versionId: number;
  categoryId: number | null;
  durationMonths: number;
  kmPerYear: number;
  leasePrice: number | null;
  ownContribution: number | null;
  allowed: boolean;
  error: string | null;
}

/** The list's maintenance message without its prefix: the summary's error samples say what is wrong with which version. */
const MAINTENANCE = /^Lease price maintenance is needed: /;

function priceOrError(pricing: PricingContext, v: VersionRow): Priced {
  try {
    const car = priceVersion(pricing, v);
    return { versionId: v.id, categoryId: car.categoryId, durationMonths: car.durationMonths, kmPerYear: car.kmPerYear,
      leasePrice: car.leasePrice, ownContribution: car.ownContribution, allowed: car.allowed, error: null };
  } catch (error) {
    const message = error instanceof HttpError ? error.message.replace(MAINTENANCE, '') : `version ${v.id}: ${(error as Error).message}`;
    // The pair the version would have been priced for, so the row still says under what it was tried.
    const pair = pricing.initialPairs.get(calculatorFuelOf(v.fuel_code)) ?? FALLBACK_PAIR;
    return { versionId: v.id, categoryId: null, durationMonths: pair.durationMonths, kmPerYear: pair.kmPerYear, leasePrice: null, ownContribution: null, allowed: false, error: message.slice(0, 500) };
  }
}

/**
 * Upserts a batch and counts against each version's previous row (the arrangement's last run): new when it had no
 * price before, changed when its price differs. All CTEs see the rows as they were before the INSERT.
 */
const UPSERT = `WITH input AS (
    SELECT * FROM unnest($4::int[], $5::int[], $6::int[], $7::int[], $8::numeric[], $9::numeric[], $10::boolean[], $11::text[])
      AS u (version_id, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error)
  ), previous AS (
    SELECT p.version_id, p.lease_price, p.run_id FROM bulk_run_prices p JOIN input i ON i.version_id = p.version_id WHERE p.car_arrangement_id = $2
  ), written AS (
    INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, category_id, duration_months, km_per_year,
      lease_price, own_contribution, allowed, error, priced_at)
    SELECT $1, $2, version_id, $3, category_id, duration_months, km_per_year, lease_price, own_contribution, allowed, error, $12 FROM input
    ON CONFLICT (car_arrangement_id, version_id) DO UPDATE SET run_id = EXCLUDED.run_id, category_id = EXCLUDED.category_id,
      duration_months = EXCLUDED.duration_months, km_per_year = EXCLUDED.km_per_year, lease_price = EXCLUDED.lease_price,
      own_contribution = EXCLUDED.own_contribution, allowed = EXCLUDED.allowed, error = EXCLUDED.error, priced_at = EXCLUDED.priced_at
    RETURNING 1
  )
  SELECT count(*) FILTER (WHERE i.lease_price IS NOT NULL AND p.lease_price IS NULL)::int AS new_prices,
         count(*) FILTER (WHERE i.lease_price IS NOT NULL AND p.run_id <> $3 AND p.lease_price <> i.lease_price)::int AS changed_prices,
         (SELECT count(*) FROM written)::int AS written
  FROM input i LEFT JOIN previous p ON p.version_id = i.version_id`;

const column = <K extends keyof Priced>(batch: readonly Priced[], key: K) => batch.map((p) => p[key]);

/** Writes one priced batch and moves the part's counters and cursor, in one transaction; throws PartTaken when the claim is lost. */
async function commitBatch(db: Db, part: PartRef, workerId: string, batch: readonly Priced[], samples: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [counts] = await tx.query<{ new_prices: number; changed_prices: number }>(UPSERT, [
      part.clientId, part.arrangementId, part.runId, column(batch, 'versionId'), column(batch, 'categoryId'), column(batch, 'durationMonths'),
      column(batch, 'kmPerYear'), column(batch, 'leasePrice'), column(batch, 'ownContribution'), column(batch, 'allowed'), column(batch, 'error'), now]);
    const held = await tx.query(
      `UPDATE bulk_run_arrangements SET cursor_version_id = $4, versions_done = versions_done + $5, new_prices = new_prices + $6,
         changed_prices = changed_prices + $7, errors = errors + $8, error_samples = $9::jsonb, heartbeat_at = $10
       WHERE run_id = $1 AND car_arrangement_id = $2 AND worker_id = $3 AND state = 'running' RETURNING 1`,
      [part.runId, part.arrangementId, workerId, batch.at(-1)!.versionId, batch.length, counts!.new_prices, counts!.changed_prices,
        batch.filter((p) => p.error !== null).length, JSON.stringify(samples), now]);
    // Rolled back: another worker took the part over (this one was silent too long); it prices this batch itself.
    if (held.length === 0) throw new PartTaken(`Part ${part.arrangementId} of bulk run ${part.runId} was taken over by another worker.`);
  });
}

export interface PartOptions {
  db: Db;
  now: () => Date;
  workerId: string;
  batchSize: number;
  /** True once the server is closing: stop at the next batch. */
  stopping: () => boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Prices the part from its cursor to the end, then writes its workbook and finishes it. Claim it first (claimPart). */
export async function pricePart(o: PartOptions, part: PartRef, pricing: PricingContext, claim: Claim): Promise<void> {
  let cursor = claim.cursor_version_id;
  const samples = [...claim.error_samples];
  for (;;) {
    if (o.stopping()) {
      await releasePart(o.db, part, o.workerId);
      throw new BulkInterrupted();
    }
    const versions = await offeredVersionsAfter(o.db, part.clientId, part.arrangementId, cursor, o.batchSize);
    if (versions.length === 0) break;
    const batch = versions.map((v) => priceOrError(pricing, v));
    for (const p of batch) if (p.error !== null && samples.length < 5) samples.push(p.error);
    await commitBatch(o.db, part, o.workerId, batch, samples, o.now());
    cursor = versions.at(-1)!.id;
    await nextTurn();
  }
  await finishPart(o, part);
}

/**
 * The part's end: prices of versions the list no longer offers dropped (the table holds the arrangement's last
 * run), its workbook stored and linked, the counts made exact, and the calculator setting's date of the last run set —
 * which clears the "last run outdated" banners (src/lib/outdated.ts). The setting's version stays: PUT never writes
 * the date (it is the run's), so a run — which touches every active arrangement — must not make an open form stale.
 */
async function finishPart(o: PartOptions, part: PartRef): Promise<void> {
  const now = o.now();
  // First, so the workbook reads this run's rows only: every offered version has been priced, the rest left the list.
  await o.db.query('DELETE FROM bulk_run_prices WHERE client_id = $1 AND car_arrangement_id = $2 AND run_id <> $3', [part.clientId, part.arrangementId, part.runId]);
  const { data, fileName } = await buildPartWorkbook(o.db, part, now);
  await o.db.transaction(async (tx) => {
    const blobId = await storeWorkbook(tx, part.clientId, fileName, data);
    const held = await tx.query(
      `UPDATE bulk_run_arrangements SET state = 'finished', finished_at = $4, file_blob_id = $5, file_name = $6, versions_total = versions_done,
         worker_id = NULL, heartbeat_at = $4
       WHERE run_id = $1 AND car_arrangement_id = $2 AND worker_id = $3 AND state = 'running' RETURNING 1`,
      [part.runId, part.arrangementId, o.workerId, now, blobId, fileName]);
    if (held.length === 0) throw new PartTaken(`Part ${part.arrangementId} of bulk run ${part.runId} was taken over by another worker.`);
    await tx.query(
      `UPDATE car_arrangement_calculator_settings SET date_last_run = $3 WHERE client_id = $1 AND car_arrangement_id = $2`,
      [part.clientId, part.arrangementId, now]);
  });
}
