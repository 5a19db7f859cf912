import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from './db';
import { claimPart, priceParts, type PartRef } from '../jobs/bulk-run-part';
import { inThread } from '../jobs/pricing-pool';
import { offeredVersionCount } from '../repositories/car-lists';
import { pricingContextOf } from '../repositories/car-pricing';

/**
 * The demo client's bulk run history (issue 19): one finished run a day ago, of "Leaseregeling 2026" only, priced by
 * the run's own code over the demo catalogue — so the bulk status, summary and file check show real content on
 * `npm start`, while "Leaseregeling Directie" (active, last run 12 days ago) keeps its "last run outdated" banner
 * until someone starts a run. One arrangement of the small demo catalogue keeps the seed quick.
 */
export async function seedBulkHistory(tx: Queryable, clientId: number, arrangementId: number, requestedBy: number, at: Date): Promise<void> {
  const [run] = await tx.query<{ id: number }>(
    `INSERT INTO bulk_runs (client_id, requested_by_account_id, status, requested_at, started_at, attempts)
     VALUES ($1, $2, 'running', $3, $3, 1) RETURNING id`, [clientId, requestedBy, at]);
  const runId = run!.id;
  const [{ display_name: displayName }] = (await tx.query<{ display_name: string }>(
    `INSERT INTO bulk_run_arrangements (run_id, client_id, car_arrangement_id, display_name, position, versions_total)
     SELECT $1, $2, id, display_name, 0, $4 FROM car_arrangements WHERE client_id = $2 AND id = $3 RETURNING display_name`,
    [runId, clientId, arrangementId, await offeredVersionCount(tx, clientId, arrangementId)])) as [{ display_name: string }];
  const part: PartRef = { runId, clientId, arrangementId, displayName };
  const workerId = randomUUID();
  const claim = await claimPart(tx, part, workerId, at, 60);
  // The seed is one transaction: the part's batches run inside it.
  const inSeed: Db = { query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql), afterCommit: (run) => tx.afterCommit(run), transaction: (fn) => fn(tx), close: async () => {} };
  const pricing = await pricingContextOf(tx, { clientId, arrangementIds: null, operatingCompanyIds: null }, arrangementId, 'carArrangementId');
  await priceParts({ db: inSeed, now: () => at, workerId, windowSize: 5000, stopping: () => false, compute: inThread, gate: async () => {}, statementRows: Number.POSITIVE_INFINITY, workPercent: 100 }, [{ part, claim: claim!, pricing }]);
  await tx.query("UPDATE bulk_runs SET status = 'finished', finished_at = $2 WHERE id = $1", [runId, at]);
}
