import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BulkStatus } from '../../contract/types/bulk';
import type { Envelope } from '../../contract/types/core';
import type { Queryable } from '../../server/db/db';
import { bearer } from './helpers';

/** What the bulk tests share: calls to the five routes, and waiting for a run to end. */
export async function bulkCall<T>(app: FastifyInstance, token: string, path: string): Promise<T> {
  const res = await app.inject({ url: `/api-admin/clientsetting/${path}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<T>>().results[0]!;
}

/** Polls GET /bulkstatus until the run is finished or failed (what the app's machine does). */
export async function waitForRunEnd(app: FastifyInstance, token: string, timeoutMs = 60_000): Promise<BulkStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await bulkCall<BulkStatus>(app, token, 'bulkstatus');
    if (status.state === 'finished' || status.state === 'failed') return status;
    if (Date.now() > until) throw new Error(`bulk run still ${status.state} at ${status.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the database says `sql` holds (for a moment in the middle of a run). */
export async function waitFor(db: Queryable, sql: string, params: unknown[] = [], timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await db.query(sql, params)).length === 0) {
    if (Date.now() > until) throw new Error(`never held: ${sql}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The active car arrangements of the demo client: what a run prices. */
export const activeCarArrangements = (db: Queryable) => db.query<{ id: number; display_name: string }>(
  `SELECT ca.id, ca.display_name FROM car_arrangements ca JOIN clients c ON c.id = ca.client_id AND c.name = 'demo'
   JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
   WHERE ca.data_object_type = 'car' AND cs.is_active_online_for_drivers ORDER BY lower(ca.display_name), ca.id`);

/** Every stored price of the arrangement (version → lease price, null for an error), as the previous run left it. */
export const pricesOf = async (db: Queryable, arrangementId: number, runId?: number) => new Map((await db.query<{ version_id: number; lease_price: number | null }>(
  'SELECT version_id, lease_price::float8 AS lease_price FROM bulk_run_prices WHERE car_arrangement_id = $1 AND ($2::int IS NULL OR run_id = $2)',
  [arrangementId, runId ?? null])).map((r) => [r.version_id, r.lease_price]));

/** What a run's summary must count for an arrangement, from its prices before and after: priced new, and changed. */
export function expectedCounts(before: Map<number, number | null>, after: Map<number, number | null>): { newPrices: number; changedPrices: number } {
  let newPrices = 0;
  let changedPrices = 0;
  for (const [version, price] of after) {
    if (price === null) continue;
    const previous = before.get(version) ?? null;
    if (previous === null) newPrices += 1;
    else if (previous !== price) changedPrices += 1;
  }
  return { newPrices, changedPrices };
}
