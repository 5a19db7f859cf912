import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { threadPool } from '../../server/jobs/pricing-pool';

/** A thread's nice value (Linux: /proc/<pid>/task/<tid>/stat, field 19). */
const niceOf = (task: string) => Number(readFileSync(`${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
const niceOfThreads = () => readdirSync('/proc/self/task').map((tid) => niceOf(`/proc/self/task/${tid}`));

describe('the bulk run pool', () => {
  it.runIf(process.platform === 'linux')('prices on a thread that gives way to the API thread (niced to 10), the API thread untouched', async () => {
    const before = niceOfThreads();
    const pool = threadPool(1);
    try {
      expect(await pool.priceWindow({ parts: [], versions: [] })).toEqual([]);
      const after = niceOfThreads();
      // The pricing thread, and the module loader's thread it starts (which inherits its priority).
      expect(after.filter((n) => n === 10).length).toBeGreaterThan(before.filter((n) => n === 10).length);
      expect(niceOf('/proc/thread-self')).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
