import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: rollup rebuilds the app on change and tsx restarts the server on change. Signals are
 * passed to both; when either stops, the other is stopped too.
 */
const children: ChildProcess[] = [
  spawn('npx', ['rollup', '-c', '-w'], { stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(signal: NodeJS.Signals): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null && !child.killed) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
