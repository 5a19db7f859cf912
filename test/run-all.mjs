// `npm test`: every check, scheduled for a two-core machine (the figures behind the schedule are in test/README.md).
// The typecheck runs while the app is built, both while nothing else needs the cores; then vitest, web-test-runner
// and Playwright each take the whole machine in turn. Playwright's servers (one per worker) start when the typecheck
// is done, beside the build, and wait for Playwright. Every step runs even when one before it failed, so one run
// reports every failure; the exit code is 1 when any step failed. A table of step times closes the run.
import { spawn } from 'node:child_process';
import { E2E_BASE_PORT, E2E_WORKERS, STARTED_SERVERS_ENV, startE2eServer } from './e2e/server-process.mjs';

const npx = (...args) => ({ command: 'npx', args });

/** Groups run one after another; the steps of a group run side by side (their output is held until each ends). */
const SCHEDULE = [
  [
    // TypeScript 7 (the native compiler, installed as typescript-native) checks types; `typescript` itself is 6, whose
    // JavaScript API dependency-cruiser needs (7 has none).
    { name: 'typecheck', command: 'node', args: ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], then: () => startE2eServers() },
    { name: 'build', ...npx('rollup', '-c') },
  ],
  [{ name: 'vitest', ...npx('vitest', 'run') }],
  [{ name: 'web-test-runner', ...npx('web-test-runner') }],
  [{ name: 'playwright', ...npx('playwright', 'test'), needs: 'build', env: () => e2eServersEnv() }],
];

/**
 * A cold e2e server start (migrate and seed a fresh database) costs ~17 core-s; Playwright's workers started theirs
 * side by side on two busy cores, ~22 s before the first test (test/README.md). The build now pays that CPU: the
 * first group took 48 s without them and 74 s with them, started beside the typecheck or after it; Playwright
 * gained ~50 s, the whole run 10–25 s.
 * A server that does not start here is started by its worker, which then reports why.
 */
let e2eServers;
function startE2eServers() {
  e2eServers ??= Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, index) =>
      startE2eServer(E2E_BASE_PORT + index).catch((error) => {
        console.log(`The e2e server on port ${E2E_BASE_PORT + index} did not start before Playwright: ${error.message}`);
        return undefined;
      }),
    ),
  ).then((servers) => servers.filter(Boolean));
  return e2eServers;
}

async function e2eServersEnv() {
  return { [STARTED_SERVERS_ENV]: JSON.stringify((await startE2eServers()).map(({ port, pid }) => ({ port, pid }))) };
}

async function run(step, { streamed }) {
  const env = { ...process.env, ...(await step.env?.()) };
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const held = [];
    if (!streamed) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.on('close', (code, signal) => {
      step.then?.();
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
await Promise.all((await (e2eServers ?? [])).map((server) => server.stop()));

console.log('\n── npm test ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(0).padStart(5)} s${r.ok ? '' : `  (${r.code})`}`);
console.log(`     ${'whole run'.padEnd(16)} ${total.toFixed(0).padStart(5)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
