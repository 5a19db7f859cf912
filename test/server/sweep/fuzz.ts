/**
 * `npm run fuzz`: the write and read sweep for longer and with any seed, outside the test run.
 *   npm run fuzz -- [--seed N] [--runs-per-field N] [--route "PUT /api-admin/driver"]
 * Prints cases per second per route and in all; a failure prints the case, the seed and the command that
 * repeats it, and exits 1. Without --seed a random one is taken (and printed).
 */
import { parseArgs } from 'node:util';
import { createSweep } from './setup';
import { sweepRoute } from './sweep';
import { routeKey } from './api-routes';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    'runs-per-field': { type: 'string', default: '100' },
    route: { type: 'string' },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const runsPerField = Number(values['runs-per-field']);
if (!Number.isInteger(seed) || !Number.isInteger(runsPerField) || runsPerField < 0) {
  console.error('--seed and --runs-per-field take whole numbers');
  process.exit(2);
}

const sweep = await createSweep();
const routes = [...sweep.writes, ...sweep.reads].filter((route) => !values.route || routeKey(route).includes(values.route));
console.log(`fuzzing ${routes.length} routes, seed ${seed}, ${runsPerField} random cases per field`);
let total = 0;
let failed = false;
const started = performance.now();
for (const route of routes) {
  const t0 = performance.now();
  try {
    const { cases } = await sweepRoute(sweep, route, { seed, runsPerField });
    total += cases;
    const seconds = (performance.now() - t0) / 1000;
    console.log(`  ${routeKey(route).padEnd(60)} ${String(cases).padStart(6)} cases  ${(cases / seconds).toFixed(0).padStart(5)}/s`);
  } catch (error) {
    failed = true;
    // fast-check's report (seed, path, counterexample) and, as its cause, what the case broke.
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
    console.error(`\nFAILED ${routeKey(route)}\n${error instanceof Error ? error.message : String(error)}${cause}`);
    console.error(`repeat: npm run fuzz -- --seed ${seed} --runs-per-field ${runsPerField} --route "${routeKey(route)}"\n`);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(`${total} cases in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} cases/s; seed ${seed}${failed ? '; FAILED' : ''}`);
await sweep.close();
process.exit(failed ? 1 : 0);
