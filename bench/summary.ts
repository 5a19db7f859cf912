/**
 * The one table `npm run bench` ends with: every figure the project's benchmarks print, beside the goal its
 * issue sets (issue 21 for size, cold load, load and memory; issue 5 for the driver list; issues 15 and 19 for
 * the car lists, lease price and bulk run). A row without a goal is a figure its issue asks to state, or one that
 * explains another row (the scheduler floor under the bulk run's p99 ratio), no more.
 * Pure: bench/all.ts feeds it what the benches reported.
 */
import type { Figures } from './figures-support';
import { OPEN_RATE_LABEL } from './load-support';

export interface GoalRow {
  /**
   * The row's label. `{key}` names a figure of the same bench, filled with its value as measured (the app-heap row
   * says how many screens it opened: 20 under --quick, not the 50); `labelFigures` fills it when the bench
   * did not report it.
   */
  figure: string;
  labelFigures?: Record<string, number>;
  /** The bench (bench/<bench>.ts) whose figures line carries the value. */
  bench: string;
  key: string;
  unit: string;
  decimals: number;
  /** The goal: at most this value (or at least `atLeast`). Absent: a figure to state, without a goal. */
  atMost?: number;
  atLeast?: number;
}

/** How a bench's run ended, as bench/all.ts saw it; absent when it was not run this time. */
export interface BenchRun {
  exitCode: number;
  figures: Figures | undefined;
}

export interface SummaryRow {
  figure: string;
  value: string;
  goal: string;
  met: 'yes' | 'NO' | '—';
}

const SHARE_OF_HEALTH = ' of /health';

export const GOAL_ROWS: readonly GoalRow[] = [
  // JS + CSS, as the build's budget counts it (bench/size-budgets.json): the stylesheet is part of what the page waits for.
  { figure: 'login route /auth, JS + CSS (gzip)', bench: 'login-bundle', key: 'loginKiB', unit: ' KiB', decimals: 1, atMost: 90 },
  { figure: 'largest route chunk (gzip; boot chunk, listed debts apart)', bench: 'login-bundle', key: 'largestLazyChunkKiB', unit: ' KiB', decimals: 1, atMost: 50 },
  { figure: 'cold load LCP / static page (median of 9)', bench: 'cold-load', key: 'lcpRatio', unit: '×', decimals: 2, atMost: 1.5 },
  { figure: 'cold load first row / static page', bench: 'cold-load', key: 'firstRowRatio', unit: '×', decimals: 2 },
  { figure: 'cold load LCP, static page (median)', bench: 'cold-load', key: 'staticLcpMs', unit: ' ms', decimals: 0 },
  { figure: 'cold load LCP, /arrangement/driver (median)', bench: 'cold-load', key: 'lcpArrangementDriverMs', unit: ' ms', decimals: 0 },
  { figure: 'cold load first rows, /arrangement/driver (median)', bench: 'cold-load', key: 'firstRowArrangementDriverMs', unit: ' ms', decimals: 0 },
  ...(['PGlite', 'PostgreSQL'] as const).flatMap((db): GoalRow[] => {
    const suffix = db === 'PGlite' ? '' : '-postgres';
    return [
      // The goal is read on the open loop (administrators do not wait for each other); the closed loop beside it measures saturation.
      { figure: `driver API p99 @50 / p99 @10, open loop (${OPEN_RATE_LABEL}), ${db}`, bench: `drivers-api${suffix}`, key: 'openP99Ratio', unit: '×', decimals: 2, atMost: 3 },
      { figure: `driver API p99 @50 / p99 @10, closed loop (saturated), ${db}`, bench: `drivers-api${suffix}`, key: 'p99Ratio', unit: '×', decimals: 2 },
      { figure: `driver API p99 @50 clients, ${db}`, bench: `drivers-api${suffix}`, key: 'p99At50Ms', unit: ' ms', decimals: 1 },
      { figure: `driver API throughput @50 clients, ${db}`, bench: `drivers-api${suffix}`, key: 'perSecondAt50', unit: ' req/s', decimals: 0 },
      // Shares of what the server answers on a route without database, not multiples: "0.62 of /health".
      { figure: `driver API throughput @50, share of health route, ${db}`, bench: `drivers-api${suffix}`, key: 'healthShareRatio', unit: SHARE_OF_HEALTH, decimals: 2 },
      { figure: `area lists, worst p99 @50 / p99 @10, open loop (${OPEN_RATE_LABEL}), ${db}`, bench: `api-lists${suffix}`, key: 'worstOpenP99Ratio', unit: '×', decimals: 2, atMost: 3 },
      { figure: `area lists, worst p99 @50 / p99 @10, closed loop (saturated), ${db}`, bench: `api-lists${suffix}`, key: 'worstP99Ratio', unit: '×', decimals: 2 },
      { figure: `area lists, lowest share of health route @50, ${db}`, bench: `api-lists${suffix}`, key: 'lowestHealthShareRatio', unit: SHARE_OF_HEALTH, decimals: 2 },
    ];
  }),
  ...(['PGlite', 'PostgreSQL'] as const).flatMap((db): GoalRow[] => {
    const bench = db === 'PGlite' ? 'dashboard-api' : 'dashboard-api-postgres';
    // Issue 37 point 2: ≤ 50 ms server time at 100,000 drivers; the median is what an administrator meets, p95 beside it.
    return (['supervisor', 'scoped'] as const).flatMap((who): GoalRow[] => [
      { figure: `home dashboard @100k drivers, ${who}, median, ${db}`, bench, key: `${who}MedianMs`, unit: ' ms', decimals: 1, atMost: 50 },
      { figure: `home dashboard @100k drivers, ${who}, p95, ${db}`, bench, key: `${who}P95Ms`, unit: ' ms', decimals: 1 },
      { figure: `home dashboard @100k drivers, ${who}, SQL unremembered, ${db}`, bench, key: `${who}SqlMedianMs`, unit: ' ms', decimals: 1 },
    ]);
  }),
  // Issue 39 point 6: the record history costs writes at most 15 % (the ratio of time per op with it to without).
  ...(['PGlite', 'PostgreSQL'] as const).flatMap((db): GoalRow[] => {
    const prefix = db === 'PGlite' ? 'pglite' : 'postgres';
    return [
      { figure: `driver create with history / without, ${db}`, bench: 'history-writes', key: `${prefix}CreateTimeRatio`, unit: '×', decimals: 2, atMost: 1.15 },
      { figure: `driver update with history / without, ${db}`, bench: 'history-writes', key: `${prefix}UpdateTimeRatio`, unit: '×', decimals: 2, atMost: 1.15 },
      { figure: `record history per 100,000 updates, ${db}`, bench: 'history-writes', key: `${prefix}HistoryPer100kUpdatesMiB`, unit: ' MiB', decimals: 0 },
    ];
  }),
  { figure: 'driver API deep page / first page', bench: 'drivers-api', key: 'deepFirstRatio', unit: '×', decimals: 2 },
  { figure: 'driver list rows in the DOM, max', bench: 'drivers-ui', key: 'maxDomRows', unit: ' rows', decimals: 0, atMost: 60 },
  { figure: 'driver list scroll frame p95', bench: 'drivers-ui', key: 'frameP95Ms', unit: ' ms', decimals: 1 },
  { figure: 'driver list last keystroke → rows painted', bench: 'drivers-ui', key: 'keystrokeToRowsMs', unit: ' ms', decimals: 0 },
  { figure: 'lease-price calculation', bench: 'lease-price', key: 'versionsPerSecond', unit: ' versions/s', decimals: 0 },
  { figure: 'car list first page, server (median)', bench: 'car-extended', key: 'firstPageMs', unit: ' ms', decimals: 1 },
  { figure: 'car list search "golf", server (median)', bench: 'car-extended', key: 'searchMs', unit: ' ms', decimals: 1 },
  // Issue 40 point 4: every car list (extended, newly added, not added; 20 and 500 a page), its deepest page against its first.
  { figure: 'car lists, deepest page / first page, worst', bench: 'car-extended', key: 'deepPageRatioWorst', unit: '×', decimals: 2, atMost: 1.2 },
  { figure: 'car list not added over the whole catalogue, server (median)', bench: 'car-extended', key: 'notAddedAllMs', unit: ' ms', decimals: 0, atMost: 500 },
  { figure: 'car list navigation → first rows painted', bench: 'car-extended-ui', key: 'openToRowsMs', unit: ' ms', decimals: 0 },
  { figure: 'car list last keystroke → rows painted', bench: 'car-extended-ui', key: 'keystrokeToRowsMs', unit: ' ms', decimals: 0 },
  { figure: 'car list rows in the DOM, max', bench: 'car-extended-ui', key: 'maxDomRows', unit: ' rows', decimals: 0, atMost: 60 },
  // Issue 40 points 1 and 2, at 100,000 versions and 6 active arrangements, on both databases.
  ...(['PGlite', 'PostgreSQL'] as const).flatMap((db): GoalRow[] => {
    const bench = db === 'PGlite' ? 'bulk-run' : 'bulk-run-postgres';
    return [
      { figure: `bulk run throughput, first run (prices new; median of 3 cold runs), ${db}`, bench, key: 'versionsPerSecond', unit: ' versions/s', decimals: 0, atLeast: 25_000 },
      { figure: `bulk run throughput, second run (prices unchanged), ${db}`, bench, key: 'unchangedVersionsPerSecond', unit: ' versions/s', decimals: 0 },
      { figure: `bulk run, share of the pure calculation, ${db}`, bench, key: 'shareOfPure', unit: '×', decimals: 2 },
      { figure: `bulk run time, requested to finished (the first cold run), ${db}`, bench, key: 'runSeconds', unit: ' s', decimals: 2 },
      { figure: `bulk run peak RSS growth (the first cold run), ${db}`, bench, key: 'rssGrowthMiB', unit: ' MiB', decimals: 0 },
      { figure: `GET /driver p99 during a bulk run / idle (3 runs pooled), ${db}`, bench, key: 'p99Ratio', unit: '×', decimals: 2, atMost: 2 },
      { figure: `GET /driver longest wait during a bulk run (3 runs), ${db}`, bench, key: 'maxInRunMs', unit: ' ms', decimals: 0, atMost: 50 },
    ];
  }),
  // Under the bulk run's p99 ratio: the same ratio for a timer and 0.8 ms of work beside stand-ins for a run's threads,
  // no app at all (bench/scheduler-floor.ts). A neighbour at the API's priority is what PGlite's thread is during a run.
  { figure: 'scheduler floor: p99 alone, a 25 ms timer + 0.8 ms of work (no app)', bench: 'scheduler-floor', key: 'p99AloneMs', unit: ' ms', decimals: 1 },
  { figure: 'scheduler floor: p99 beside 2 nice-10 threads in stints / alone', bench: 'scheduler-floor', key: 'niceStintsRatio', unit: '×', decimals: 2 },
  { figure: 'scheduler floor: p99 beside 1 nice-0 thread in stints + 1 SCHED_IDLE / alone', bench: 'scheduler-floor', key: 'apiPriorityStintsRatio', unit: '×', decimals: 2 },
  { figure: 'scheduler floor: p99 beside 2 SCHED_IDLE threads in stints / alone', bench: 'scheduler-floor', key: 'idleStintsRatio', unit: '×', decimals: 2 },
  { figure: 'lease-price calculation in a bulk run (every category, deviations), one thread', bench: 'bulk-run', key: 'pureVersionsPerSecond', unit: ' versions/s', decimals: 0 },
  { figure: 'bulk comparer, every active arrangement', bench: 'bulk-comparer', key: 'compareAllMs', unit: ' ms', decimals: 0 },
  { figure: 'server RSS at start of the 50-client load', bench: 'server-memory', key: 'rssStartMiB', unit: ' MiB', decimals: 0 },
  { figure: 'server RSS at the end of the load', bench: 'server-memory', key: 'rssEndMiB', unit: ' MiB', decimals: 0 },
  { figure: 'server RSS end / after warm-up (flat)', bench: 'server-memory', key: 'rssFlatRatio', unit: '×', decimals: 2, atMost: 1.1 },
  { figure: 'app JS heap after {screens} screens / at start', labelFigures: { screens: 50 }, bench: 'app-heap', key: 'heapRatio', unit: '×', decimals: 2, atMost: 1.1 },
];

const goalText = (row: GoalRow) => (row.atMost !== undefined ? `≤ ${row.atMost}${row.unit}` : row.atLeast !== undefined ? `≥ ${row.atLeast.toLocaleString('en')}${row.unit}` : '—');

/** The label with its `{key}` figures filled: as the bench reported them, else as the row says. */
function label(row: GoalRow, run: BenchRun | undefined): string {
  return row.figure.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = run?.figures?.[key] ?? row.labelFigures?.[key];
    return value === undefined || value === null ? placeholder : value.toLocaleString('en');
  });
}

/** One table row: the value as measured, or why there is none (never an invented one). */
export function summaryRow(row: GoalRow, run: BenchRun | undefined): SummaryRow {
  const figure = label(row, run);
  const value = run?.figures?.[row.key];
  if (value === undefined || value === null) {
    const why = !run ? 'not measured yet' : run.exitCode !== 0 ? `bench failed (exit ${run.exitCode})` : 'not measured yet';
    return { figure, value: why, goal: goalText(row), met: '—' };
  }
  const shown = `${value.toLocaleString('en', { minimumFractionDigits: row.decimals, maximumFractionDigits: row.decimals })}${row.unit}`;
  const met = row.atMost !== undefined ? (value <= row.atMost ? 'yes' : 'NO') : row.atLeast !== undefined ? (value >= row.atLeast ? 'yes' : 'NO') : '—';
  return { figure, value: shown, goal: goalText(row), met };
}

export function summaryRows(runs: ReadonlyMap<string, BenchRun>, rows: readonly GoalRow[] = GOAL_ROWS): SummaryRow[] {
  return rows.map((row) => summaryRow(row, runs.get(row.bench)));
}

export function formatSummary(rows: readonly SummaryRow[]): string {
  const header: SummaryRow = { figure: 'figure', value: 'value', goal: 'goal', met: '—' };
  const width = (pick: (r: SummaryRow) => string) => Math.max(...[header, ...rows].map((r) => pick(r).length));
  const [f, v, g] = [width((r) => r.figure), width((r) => r.value), width((r) => r.goal)];
  const line = (r: SummaryRow, met: string) => `${r.figure.padEnd(f)}  ${r.value.padStart(v)}  ${r.goal.padEnd(g)}  ${met}`;
  return [line(header, 'met'), ...rows.map((r) => line(r, r.met))].join('\n');
}
