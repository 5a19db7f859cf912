/**
 * What this machine's scheduler lets a busy background do to a request (issue 40, bench/README.md "Issue 40, seventh
 * pass"): `npm run bench:scheduler-floor`. No app, no database: this process stands for the API's thread — it sleeps
 * BENCH_FLOOR_GAP_MS (25, the bulk-run bench's gap between its GET /driver), then works 0.8 ms (a remembered GET
 * /driver's handler) — and takes how late each piece of work ends against when its timer was due, BENCH_FLOOR_SAMPLES
 * (1,000) times per case: alone, then beside two other processes that stand for a bulk run's threads (always busy, or
 * working in stints and resting between them), at nice 10 (as the run's threads are), at the API's own priority (as
 * PGlite's thread is) or under SCHED_IDLE (`chrt -i`, when the machine has chrt). The p99 beside each load against
 * the p99 alone is what the machine's scheduler costs a request while such work shares its cores, before any
 * application does anything: the floor under the bulk-run bench's "p99 in run / idle". Figures only, never asserts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { reportFigures } from './figures-support';
import { ms, ratio, summarize, type Summary } from './stats-support';

const SAMPLES = Number(process.env.BENCH_FLOOR_SAMPLES ?? 1_000);
const GAP_MS = Number(process.env.BENCH_FLOOR_GAP_MS ?? 25);
const HANDLER_MS = 0.8;

/**
 * A stand-in for one of a run's threads: works `workMs`, rests `restMs`, until it is killed — or until its stdin ends,
 * which is when this bench is gone however it ended (a busy loop left behind would spoil every later figure).
 */
const LOAD = `process.stdin.on('end', () => process.exit()).resume();
const [w, r] = process.argv.slice(-2).map(Number);
for (;;) {
  const end = performance.now() + w; while (performance.now() < end);
  await new Promise((f) => (r > 0 ? setTimeout(f, r) : setImmediate(f)));
}`;

interface Load {
  name: string;
  /** Its figure's key: the p99 beside it / alone. */
  key: string;
  /** How each stand-in starts: a command that runs node at some priority, and its arguments before node's. */
  wrappers: readonly (readonly string[])[];
  workMs: number;
  restMs: number;
}

const hasChrt = spawnSync('chrt', ['--help'], { stdio: 'ignore' }).status === 0;
const NICE = ['nice', '-n', '10'];
const IDLE = ['chrt', '-i', '0'];

const loads: Load[] = [
  { name: '2 × nice 10, busy', key: 'niceBusyRatio', wrappers: [NICE, NICE], workMs: 1_000, restMs: 0 },
  { name: '2 × nice 10, 15 ms on / 5 off', key: 'niceStintsRatio', wrappers: [NICE, NICE], workMs: 15, restMs: 5 },
  ...(hasChrt ? [
    { name: '2 × SCHED_IDLE, busy', key: 'idleBusyRatio', wrappers: [IDLE, IDLE], workMs: 1_000, restMs: 0 },
    { name: '2 × SCHED_IDLE, 15 ms on / 5 off', key: 'idleStintsRatio', wrappers: [IDLE, IDLE], workMs: 15, restMs: 5 },
    { name: '2 × SCHED_IDLE, 5 ms on / 5 off', key: 'idleShortStintsRatio', wrappers: [IDLE, IDLE], workMs: 5, restMs: 5 },
    // PGlite's thread: it answers the API too, so it keeps the API's priority while it writes a run's prices.
    { name: '1 × nice 0, 10 ms on / 3 off + 1 × SCHED_IDLE, busy', key: 'apiPriorityStintsRatio', wrappers: [[], IDLE], workMs: 10, restMs: 3 },
  ] : []),
];

async function probe(): Promise<Summary> {
  const late: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const due = performance.now() + GAP_MS;
    await sleep(GAP_MS);
    const end = performance.now() + HANDLER_MS;
    while (performance.now() < end);
    late.push(performance.now() - due);
  }
  return summarize(late);
}

function start(load: Load): ChildProcess[] {
  return load.wrappers.map((wrapper) => {
    const [command, ...args] = [...wrapper, process.execPath, '--input-type=module', '-e', LOAD, String(load.workMs), String(load.restMs)];
    return spawn(command!, args, { stdio: ['pipe', 'ignore', 'ignore'] });
  });
}

const line = (name: string, s: Summary, alone?: Summary) =>
  `${name.padEnd(52)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}${alone ? `  p99 / alone ${ratio(s.p99 / alone.p99)}` : ''}`;

console.log(`scheduler floor: ${SAMPLES} sleeps of ${GAP_MS} ms, each followed by ${HANDLER_MS} ms of work; lateness of its end`);
const alone = await probe();
console.log(line('alone', alone));
const figures: Record<string, number> = { p99AloneMs: alone.p99 };
for (const load of loads) {
  const children = start(load);
  await sleep(1_000);
  try {
    const beside = await probe();
    console.log(line(load.name, beside, alone));
    figures[load.key] = beside.p99 / alone.p99;
  } finally {
    for (const child of children) child.kill();
  }
}
if (!hasChrt) console.log('(no chrt on this machine: the SCHED_IDLE cases were left out)');
reportFigures('scheduler-floor', figures);
