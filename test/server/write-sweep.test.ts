import { afterAll, describe, expect, it } from 'vitest';
import { createSweep } from './sweep/setup';
import { sweepRoute } from './sweep/sweep';
import { routeKey, type SweptRoute } from './sweep/api-routes';

/**
 * Every registered write route swept with hostile input (issue 22; test/server/sweep/): no 5xx, a 400
 * names the field, a refused write writes nothing, an accepted one reads back as the schema allows.
 * A fixed seed keeps CI repeatable; `npm run fuzz` runs longer with any seed.
 */
const SEED = 20261125;
const RUNS_PER_FIELD = 10;
/** Reads write nothing and have only query values: fewer cases per field do. */
const READ_RUNS_PER_FIELD = 4;

const sweep = await createSweep();
const totals = { cases: 0, ms: 0, statuses: new Map<number, number>() };
afterAll(async () => {
  const statuses = [...totals.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(`write sweep: ${sweep.writes.length} write and ${sweep.reads.length} read routes, ${totals.cases} cases in ${(totals.ms / 1000).toFixed(1)} s; answers ${statuses}`);
  await sweep.close();
});

describe('the write sweep', () => {
  it('covers write routes of every kind', () => {
    const keys = sweep.writes.map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(['POST /api-admin/driver', 'PUT /api-admin/driver', 'DELETE /api-admin/driver', 'POST /api-admin/operatingcompany/attachment']));
    expect(sweep.writes.length).toBeGreaterThan(30);
  });

  it.each(sweep.writes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    await sweepCounted(route, RUNS_PER_FIELD);
  }, 120_000);
});

/** The same rules for every GET: no 5xx for any query value, a 400 names the parameter, a refusal writes nothing. */
describe('the read sweep', () => {
  it.each(sweep.reads.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    await sweepCounted(route, READ_RUNS_PER_FIELD);
  }, 120_000);
});

async function sweepCounted(route: SweptRoute, runsPerField: number): Promise<void> {
  const started = performance.now();
  const result = await sweepRoute(sweep, route, { seed: SEED, runsPerField });
  totals.ms += performance.now() - started;
  totals.cases += result.cases;
  for (const [status, n] of result.statuses) totals.statuses.set(status, (totals.statuses.get(status) ?? 0) + n);
  expect(result.cases).toBeGreaterThan(0);
}
