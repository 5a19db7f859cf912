import { afterAll, describe, expect, it } from 'vitest';
import { createSweep } from './sweep/setup';
import { sweepRoute } from './sweep/sweep';
import { routeKey } from './sweep/write-routes';

/**
 * Every registered write route swept with hostile input (issue 22; test/server/sweep/): no 5xx, a 400
 * names the field, a refused write writes nothing, an accepted one reads back as the schema allows.
 * A fixed seed keeps CI repeatable; `npm run fuzz` runs longer with any seed.
 */
const SEED = 20261125;
const RUNS_PER_FIELD = 10;

const sweep = await createSweep();
const totals = { cases: 0, ms: 0, statuses: new Map<number, number>() };
afterAll(async () => {
  const statuses = [...totals.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(`write sweep: ${sweep.routes.length} routes, ${totals.cases} cases in ${(totals.ms / 1000).toFixed(1)} s; answers ${statuses}`);
  await sweep.close();
});

describe('the write sweep', () => {
  it('covers write routes of every kind', () => {
    const keys = sweep.routes.map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(['POST /api-admin/driver', 'PUT /api-admin/driver', 'DELETE /api-admin/driver', 'POST /api-admin/operatingcompany/attachment']));
    expect(sweep.routes.length).toBeGreaterThan(30);
  });

  it.each(sweep.routes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const started = performance.now();
    const result = await sweepRoute(sweep, route, { seed: SEED, runsPerField: RUNS_PER_FIELD });
    totals.ms += performance.now() - started;
    totals.cases += result.cases;
    for (const [status, n] of result.statuses) totals.statuses.set(status, (totals.statuses.get(status) ?? 0) + n);
    expect(result.cases).toBeGreaterThan(0);
  }, 120_000);
});
