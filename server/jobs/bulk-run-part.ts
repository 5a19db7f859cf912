import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Queryable } from '../db/db';
import type { PricingContext } from '../repositories/car-price';
import { buildPartWorkbooks, removeUnlinkedWorkbooks, storeWorkbook } from './bulk-workbook';
import { catalogueWindow } from './catalogue-window';
import { dropPricesAfter, writeWindow } from './bulk-price-write';
import { fixedPricesOf, offerRuleOf, type OfferRule } from './offer-rule';
import type { BulkCompute } from './pricing-pool';
import type { PricedColumns } from './bulk-pricing-task';
import { KeptPrices } from './kept-prices';
import { restMs } from './run-pacing';

/**
 * The parts of a bulk run (issue 19; issue 40 made it fast and out of the API's way): one per arrangement, priced
 * together in one pass over the catalogue. Each window of catalogue versions (by id: a keyset) is read once, priced
 * for every part on the compute's threads (pricing-pool.ts) while the next window is read, and written for all parts
 * in one statement that moves each part's counts and cursor with its prices (bulk-price-write.ts), so a restart
 * resumes at the cursor without counting twice. Before each statement the run waits for a moment without API requests
 * (db/foreground.ts): on PGlite the run shares the API's one connection, so a request waits for at most one.
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

export interface Claim {
  cursor_version_id: number;
  error_samples: string[];
}

/**
 * Takes the part for `workerId`: pending, released, already this worker's, or held by one whose heartbeat is older
 * than `staleSeconds` (its process is gone: a live one beats every second, heartbeat.ts).
 * One UPDATE … WHERE state … RETURNING, so of two workers racing for it exactly one gets it.
 */
export async function claimPart(db: Queryable, part: PartRef, workerId: string, now: Date, staleSeconds: number): Promise<Claim | null> {
  const [row] = await db.query<Claim>(
    `UPDATE bulk_run_arrangements SET state = 'running', worker_id = $3, heartbeat_at = $4, started_at = coalesce(started_at, $4)
     WHERE run_id = $1 AND car_arrangement_id = $2 AND (state = 'pending' OR (state = 'running' AND (worker_id IS NULL OR worker_id = $3
       OR heartbeat_at < $4::timestamptz - make_interval(secs => $5))))
     RETURNING cursor_version_id, error_samples`, [part.runId, part.arrangementId, workerId, now, staleSeconds]);
  return row ?? null;
}

export const releaseParts = (db: Queryable, runId: number, workerId: string) =>
  db.query('UPDATE bulk_run_arrangements SET worker_id = NULL WHERE run_id = $1 AND worker_id = $2', [runId, workerId]);

export interface RunOptions {
  db: Db;
  now: () => Date;
  workerId: string;
  /** Catalogue versions read and priced per window; each part's share of it is one statement. */
  windowSize: number;
  /** True once the server is closing: stop at the next window. */
  stopping: () => boolean;
  compute: BulkCompute;
  /** Resolves when the run may take the database for its next statement (db/foreground.ts). */
  gate: () => Promise<void>;
  /** Rows a window's statement writes at most: a window's parts go in as many statements as this asks (at least one part each). */
  statementRows: number;
  /** The share of the time the run works (config.ts `bulkWorkPercent`): it rests between windows for the rest. */
  workPercent: number;
}

export interface ClaimedPart {
  part: PartRef;
  claim: Claim;
  pricing: PricingContext;
}

interface LivePart extends ClaimedPart {
  cursor: number;
  samples: string[];
  rule: OfferRule;
  fixedPrices: [number, number][];
}

interface Window {
  upTo: number;
  priced: Promise<PricedColumns[]>;
}

const taken = (part: PartRef) => new PartTaken(`Part ${part.arrangementId} of bulk run ${part.runId} was taken over by another worker.`);

/** The parts' batches in groups of about `rows` rows, in order, each group at least one batch. */
export function statementsOf<T>(batches: readonly T[], rowsOf: (batch: T) => number, rows: number): T[][] {
  const groups: T[][] = [];
  let size = Infinity;
  for (const batch of batches) {
    if (size >= rows || size + rowsOf(batch) > rows) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)!.push(batch);
    size += rowsOf(batch);
  }
  return groups;
}

/** Prices the claimed parts from their cursors to the catalogue's end, then writes each one's workbook and finishes it. */
export async function priceParts(o: RunOptions, claimed: readonly ClaimedPart[]): Promise<void> {
  const live: LivePart[] = [];
  for (const c of claimed) {
    live.push({ ...c, cursor: c.claim.cursor_version_id, samples: [...c.claim.error_samples],
      rule: await offerRuleOf(o.db, c.part.clientId, c.part.arrangementId), fixedPrices: await fixedPricesOf(o.db, c.part.clientId, c.part.arrangementId) });
  }
  if (live.length === 0) return;
  const kept = new KeptPrices();
  for (const p of live) if (p.cursor === 0) kept.track(p.part.arrangementId);
  // A window read and its pricing started on the threads while the previous window is written: read, price and write
  // overlap. A part's versions up to its own cursor are left out by the pricing (it resumed ahead of the others).
  // The same parts for every window (the compute sends them to each thread once).
  const parts = live.map((p) => ({ after: p.claim.cursor_version_id, rule: p.rule, pricing: p.pricing, fixedPrices: p.fixedPrices }));
  const load = async (after: number): Promise<Window | null> => {
    await o.gate();
    const versions = await catalogueWindow(o.db, after, o.windowSize);
    if (versions.length === 0) return null;
    const priced = o.compute.priceWindow({ versions, parts });
    priced.catch(() => {}); // awaited below; this only keeps a failure meanwhile from counting as unhandled
    return { upTo: versions.at(-1)!.id, priced };
  };
  let next = load(Math.min(...live.map((p) => p.cursor)));
  let working = performance.now();
  try {
    for (;;) {
      const window = await next;
      if (!window) break;
      if (o.stopping()) throw new BulkInterrupted();
      const resting = restMs(performance.now() - working, o.workPercent);
      if (resting > 0) await sleep(resting);
      working = performance.now();
      next = load(window.upTo);
      const priced = await window.priced;
      const writing = live.flatMap((p, i) => {
        if (p.cursor >= window.upTo) return [];
        for (const error of priced[i]!.error) if (error !== null && p.samples.length < 5) p.samples.push(error);
        return [{ live: p, batch: { arrangementId: p.part.arrangementId, after: p.cursor, priced: priced[i]!, samples: p.samples } }];
      });
      for (const group of statementsOf(writing, (w) => w.batch.priced.versionId.length, o.statementRows)) {
        await o.gate();
        const { held } = await writeWindow(o.db, { clientId: live[0]!.part.clientId, runId: live[0]!.part.runId, workerId: o.workerId },
          window.upTo, group.map((w) => w.batch), o.now());
        const lost = group.find((w) => !held.includes(w.live.part.arrangementId));
        if (lost) throw taken(lost.live.part);
        for (const { live: p, batch } of group) {
          p.cursor = window.upTo;
          kept.keep(p.part.arrangementId, batch.priced);
        }
      }
    }
  } catch (error) {
    next.catch(() => {}); // a window ahead that is no longer wanted
    if (error instanceof BulkInterrupted) await releaseParts(o.db, live[0]!.part.runId, o.workerId);
    throw error;
  }
  if (o.stopping()) {
    await releaseParts(o.db, live[0]!.part.runId, o.workerId);
    throw new BulkInterrupted();
  }
  await finishParts(o, live, kept);
}

/**
 * The parts' end: prices of versions past the catalogue's end dropped (the table holds what the list offers now), the
 * workbooks written side by side from one read of the catalogue, each stored and linked, the counts made exact, and the
 * calculator setting's date of the last run set — which clears the "last run outdated" banners (src/lib/outdated.ts).
 * The setting's version stays: PUT never writes the date (it is the run's), so a run — which touches every active
 * arrangement — must not make an open form stale.
 */
async function finishParts(o: RunOptions, live: readonly LivePart[], kept: KeptPrices): Promise<void> {
  const now = o.now();
  for (const p of live) {
    await o.gate();
    await dropPricesAfter(o.db, p.part.arrangementId, p.cursor);
  }
  const workbooks = await buildPartWorkbooks(o, live.map((p) => p.part), now, kept);
  await removeUnlinkedWorkbooks(o.db, live[0]!.part.clientId);
  for (const [i, { part }] of live.entries()) {
    const { data, fileName } = workbooks[i]!;
    const blobId = await storeWorkbook(o.db, part.clientId, fileName, data, o.gate);
    await o.gate();
    try {
      await o.db.transaction(async (tx) => {
        const held = await tx.query(
          `UPDATE bulk_run_arrangements SET state = 'finished', finished_at = $4, file_blob_id = $5, file_name = $6, versions_total = versions_done,
             worker_id = NULL, heartbeat_at = $4
           WHERE run_id = $1 AND car_arrangement_id = $2 AND worker_id = $3 AND state = 'running' RETURNING 1`,
          [part.runId, part.arrangementId, o.workerId, now, blobId, fileName]);
        if (held.length === 0) throw taken(part);
        await tx.query(
          `UPDATE car_arrangement_calculator_settings SET date_last_run = $3 WHERE client_id = $1 AND car_arrangement_id = $2`,
          [part.clientId, part.arrangementId, now]);
      });
    } catch (error) {
      await o.db.query('DELETE FROM blobs WHERE id = $1', [blobId]);
      throw error;
    }
  }
}
