import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { removeTempDirs, tempDir } from './helpers';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The API's thread nices the process's helper threads while a bulk run goes (server/thread-priority.ts), PGlite's
 * thread apart: it answers requests too. In a process of its own, so that this test's process keeps its priorities.
 */
const SCRIPT = `
import { readdirSync, readFileSync } from 'node:fs';
import { openPgliteThread } from '${resolve('server/db/pglite-thread.ts')}';
import { niceHelperThreads } from '${resolve('server/thread-priority.ts')}';
const pg = await openPgliteThread(undefined);
await pg.query('SELECT 1');
niceHelperThreads();
const nice = (task) => Number(readFileSync('/proc/self/task/' + task + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
console.log(JSON.stringify({ main: process.pid, threads: Object.fromEntries(readdirSync('/proc/self/task').map((t) => [t, nice(t)])) }));
await pg.close();
`;

afterAll(removeTempDirs);

describe('the helper threads', () => {
  it.runIf(process.platform === 'linux')('give way to the API’s thread and PGlite’s, which keep the normal priority', () => {
    const script = join(tempDir('thread-priority-'), 'helpers.mts');
    writeFileSync(script, SCRIPT);
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const { main, threads } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { main: number; threads: Record<string, number> };
    expect(threads[String(main)]).toBe(0);
    const normal = Object.entries(threads).filter(([tid, nice]) => Number(tid) !== main && nice === 0);
    // PGlite's thread alone; V8's and libuv's helpers niced.
    expect(normal).toHaveLength(1);
    expect(Object.values(threads).filter((nice) => nice === 10).length).toBeGreaterThanOrEqual(4);
  });
});
