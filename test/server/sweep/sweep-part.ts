import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createSweep } from './setup';
import { putBeside, sweepRoute } from './sweep';
import { routeKey, type SweptRoute } from './api-routes';

/**
 * Every registered write route swept with hostile input (issue 22; test/server/sweep/): no 5xx, a 400
 * names the field, a refused write writes nothing, an accepted one reads back as the schema allows.
 * A fixed seed keeps CI repeatable; `npm run fuzz` runs longer with any seed.
 *
 * The routes are dealt round-robin over SWEEP_PARTS test files (write-sweep-N.test.ts), each with its own
 * server, so the sweep runs on as many workers as there are: one file was the run's long pole.
 */
const SEED = 20261125;
const RUNS_PER_FIELD = 10;
/** Reads write nothing and have only query values: fewer cases per field do. */
const READ_RUNS_PER_FIELD = 4;
export const SWEEP_PARTS = 3;

/** Part `part` (1-based) of SWEEP_PARTS: every route lands in exactly one part. */
const dealt = <T>(routes: readonly T[], part: number) => routes.filter((_, i) => i % SWEEP_PARTS === part - 1);

export async function defineSweepPart(part: number): Promise<void> {
  const sweep = await createSweep();
  const writes = dealt(sweep.writes, part);
  const reads = dealt(sweep.reads, part);
  const totals = { cases: 0, ms: 0, statuses: new Map<number, number>() };

  afterAll(async () => {
    const statuses = [...totals.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(`write sweep part ${part}/${SWEEP_PARTS}: ${writes.length} of ${sweep.writes.length} write and ${reads.length} of ${sweep.reads.length} read routes, ${totals.cases} cases in ${(totals.ms / 1000).toFixed(1)} s; answers ${statuses}`);
    await sweep.close();
  });

  async function sweepCounted(route: SweptRoute, runsPerField: number): Promise<void> {
    const started = performance.now();
    const result = await sweepRoute(sweep, route, { seed: SEED, runsPerField });
    totals.ms += performance.now() - started;
    totals.cases += result.cases;
    for (const [status, n] of result.statuses) totals.statuses.set(status, (totals.statuses.get(status) ?? 0) + n);
    expect(result.cases).toBeGreaterThan(0);
  }

  describe('the write sweep', () => {
    if (part === 1) {
      it('covers write routes of every kind', () => {
        const keys = sweep.writes.map(routeKey);
        expect(keys).toEqual(expect.arrayContaining(['POST /api-admin/driver', 'PUT /api-admin/driver', 'DELETE /api-admin/driver', 'POST /api-admin/operatingcompany/attachment']));
        expect(sweep.writes.length).toBeGreaterThan(30);
        // Each of these is swept for taking a row as GET showed it (sweep.ts, checkPostTakesWhatGetShowed).
        expect(sweep.writes.filter((route) => putBeside(sweep, route)).length).toBeGreaterThanOrEqual(25);
      });

      it(`has one test file for each of the ${SWEEP_PARTS} parts, so no route goes unswept`, () => {
        const files = readdirSync(new URL('..', import.meta.url)).filter((name) => /^write-sweep-\d+\.test\.ts$/.test(name));
        expect(files.sort()).toEqual(Array.from({ length: SWEEP_PARTS }, (_, i) => `write-sweep-${i + 1}.test.ts`));
      });
    }

    it.each(writes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
      await sweepCounted(route, RUNS_PER_FIELD);
    }, 120_000);
  });

  /** The same rules for every GET: no 5xx for any query value, a 400 names the parameter, a refusal writes nothing. */
  describe('the read sweep', () => {
    it.each(reads.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
      await sweepCounted(route, READ_RUNS_PER_FIELD);
    }, 120_000);
  });
}
