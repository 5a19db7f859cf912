/**
 * `npm run bench` (after its build): every benchmark of the project, each in its own child process (so one's
 * memory figures are not another's), its output passed through as it comes, then ONE table of every figure
 * against its goal (bench/summary.ts), collected from the benches' figures lines (bench/figures-support.ts).
 *
 *   npm run bench                       every bench at the issues' sizes (100k drivers and versions, 10 min load)
 *   npm run bench -- --quick            smaller sizes and shorter runs, to try it out (figures not comparable)
 *   npm run bench -- --only drivers-api,app-heap    just these (the others' rows say "not measured yet")
 *
 * A bench that fails does not stop the others; `npm run bench` exits 1 when any failed. Figures never fail it.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseFigures } from './figures-support';
import { formatSummary, summaryRows, type BenchRun } from './summary';

interface Bench {
  name: string;
  /** bench/<file>; default <name>.ts. */
  file?: string;
  /** The smaller sizes --quick sets (each bench's own environment options). */
  quick: Record<string, string>;
  /** Set for every run of this entry (the same file on PostgreSQL). */
  env?: Record<string, string>;
}

const ON_POSTGRES = { BENCH_POSTGRES: '1' };

const BENCHES: readonly Bench[] = [
  { name: 'login-bundle', file: 'run.ts', quick: {} },
  { name: 'cold-load', quick: { BENCH_COLD_RUNS: '3' } },
  { name: 'lease-price', quick: { BENCH_VERSIONS: '20000', BENCH_ROUNDS: '3' } },
  { name: 'drivers-api', quick: { BENCH_DRIVERS: '10000', BENCH_REQUESTS: '200' } },
  { name: 'drivers-api-postgres', file: 'drivers-api.ts', env: ON_POSTGRES, quick: { BENCH_DRIVERS: '10000', BENCH_REQUESTS: '200' } },
  { name: 'api-lists', quick: { BENCH_DRIVERS: '10000', BENCH_REQUESTS: '200' } },
  { name: 'api-lists-postgres', file: 'api-lists.ts', env: ON_POSTGRES, quick: { BENCH_DRIVERS: '10000', BENCH_REQUESTS: '200' } },
  { name: 'dashboard-api', quick: { BENCH_DRIVERS: '10000', BENCH_SAMPLES: '20' } },
  { name: 'dashboard-api-postgres', file: 'dashboard-api.ts', env: ON_POSTGRES, quick: { BENCH_DRIVERS: '10000', BENCH_SAMPLES: '20' } },
  { name: 'drivers-ui', quick: { BENCH_DRIVERS: '10000', BENCH_GROWTH_STEPS: '20' } },
  { name: 'car-extended', quick: { BENCH_VERSIONS: '10000', BENCH_SAMPLES: '5' } },
  { name: 'car-extended-ui', quick: { BENCH_VERSIONS: '10000', BENCH_SAMPLES: '3', BENCH_GROWTH_STEPS: '5' } },
  // What the machine's scheduler lets neighbours do to a request, under the bulk run's p99 ratio (no app).
  { name: 'scheduler-floor', quick: { BENCH_FLOOR_SAMPLES: '200' } },
  { name: 'bulk-run', quick: { BENCH_VERSIONS: '10000', BENCH_SAMPLES: '50' } },
  { name: 'bulk-run-postgres', file: 'bulk-run.ts', env: ON_POSTGRES, quick: { BENCH_VERSIONS: '10000', BENCH_SAMPLES: '50' } },
  { name: 'bulk-comparer', quick: { BENCH_VERSIONS: '10000', BENCH_SAMPLES: '1' } },
  // PGlite and then PostgreSQL (DATABASE_URL or a throwaway cluster) in one run.
  { name: 'history-writes', quick: { BENCH_HISTORY_CREATES: '200', BENCH_HISTORY_UPDATES: '400', BENCH_HISTORY_SIZE_UPDATES: '4000' } },
  { name: 'server-memory', quick: { BENCH_DRIVERS: '10000', BENCH_MEMORY_MINUTES: '1' } },
  { name: 'app-heap', quick: { BENCH_SCREENS: '20' } },
];

function optionList(name: string): string[] | null {
  const at = process.argv.indexOf(name);
  return at === -1 ? null : (process.argv[at + 1] ?? '').split(',').filter(Boolean);
}

/** One bench as `node --import tsx bench/<name>.ts`, its stdout shown and kept for the figures line. */
function runBench(bench: Bench, quick: boolean): Promise<BenchRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `bench/${bench.file ?? `${bench.name}.ts`}`], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...bench.env, ...(quick ? bench.quick : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('close', (code, signal) => {
      done({ exitCode: code ?? (signal ? 128 : 1), figures: parseFigures(output).get(bench.name) });
    });
  });
}

const quick = process.argv.includes('--quick');
const only = optionList('--only');
const unknown = (only ?? []).filter((name) => !BENCHES.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')} (known: ${BENCHES.map((b) => b.name).join(', ')})`);
  process.exit(2);
}

const runs = new Map<string, BenchRun>();
const started = performance.now();
for (const bench of BENCHES.filter((b) => !only || only.includes(b.name))) {
  console.log(`\n=== bench/${bench.file ?? `${bench.name}.ts`}${quick ? ' (--quick)' : ''} ===`);
  runs.set(bench.name, await runBench(bench, quick));
}
const failed = [...runs].filter(([, run]) => run.exitCode !== 0).map(([name]) => name);
console.log(`\n=== Summary${quick ? ' (--quick: smaller sizes, not the issues\' figures)' : ''}, ${new Date().toISOString().slice(0, 10)}, `
  + `${((performance.now() - started) / 60_000).toFixed(1)} min ===`);
console.log(formatSummary(summaryRows(runs)));
if (failed.length > 0) {
  console.log(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
