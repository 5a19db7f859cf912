// `npm test`: every check, scheduled for a two-core machine (the figures behind the schedule are in test/README.md).
// The typecheck runs while the app is built, both while nothing else needs the cores; then vitest, web-test-runner
// and Playwright each take the whole machine in turn. Every step runs even when one before it failed, so one run
// reports every failure; the exit code is 1 when any step failed. A table of step times closes the run.
import { spawn } from 'node:child_process';

const npx = (...args) => ({ command: 'npx', args });

/** Groups run one after another; the steps of a group run side by side (their output is held until each ends). */
const SCHEDULE = [
  [
    { name: 'typecheck', ...npx('tsc', '--noEmit', '-p', 'tsconfig.json') },
    { name: 'build', ...npx('rollup', '-c') },
  ],
  [{ name: 'vitest', ...npx('vitest', 'run') }],
  [{ name: 'web-test-runner', ...npx('web-test-runner') }],
  [{ name: 'playwright', ...npx('playwright', 'test'), needs: 'build' }],
];

function run(step, { streamed }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const held = [];
    if (!streamed) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (!streamed) {
        process.stdout.write(`\n── ${step.name} ──\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name: step.name, ok: code === 0, code: code ?? signal, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const results = [];
const startedAll = performance.now();
for (const group of SCHEDULE) {
  const runnable = group.filter((step) => !step.needs || results.find((r) => r.name === step.needs)?.ok);
  for (const step of group.filter((s) => !runnable.includes(s))) results.push({ name: step.name, ok: false, code: `skipped: ${step.needs} failed`, seconds: 0 });
  results.push(...(await Promise.all(runnable.map((step) => run(step, { streamed: group.length === 1 })))));
}
const total = (performance.now() - startedAll) / 1000;

console.log('\n── npm test ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(0).padStart(5)} s${r.ok ? '' : `  (${r.code})`}`);
console.log(`     ${'whole run'.padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
