import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inThread, threadPool } from '../../server/jobs/pricing-pool';
import { catalogueInWindows, partPricingFromStart } from '../../server/jobs/part-pricing';
import type { PartPricing } from '../../server/jobs/bulk-pricing-task';
import { openSeededDb, testClock } from './helpers';

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

  it('starts all its threads when warmed, before a window comes, and no more when warmed again', async () => {
    const pool = threadPool(2);
    try {
      expect(await pool.warm()).toBe(2);
      expect(await pool.warm()).toBe(0);
      expect(await pool.priceWindow({ parts: [], versions: [] })).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('prices a run’s windows on two threads as this thread does, its parts sent to each thread once', async () => {
    const db = await openSeededDb(testClock());
    const pool = threadPool(2);
    try {
      const [{ id: clientId }] = (await db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'")) as [{ id: number }];
      const arrangements = await db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE client_id = $1 AND data_object_type = 'car' ORDER BY id", [clientId]);
      const parts: PartPricing[] = [];
      for (const { id } of arrangements) parts.push(await partPricingFromStart(db, clientId, id));
      const windows = await catalogueInWindows(db, 40);
      expect(windows.length).toBeGreaterThan(4);
      // All at once: both threads take windows, and the one that did not get the first learns the parts on its first.
      const priced = await Promise.all(windows.map((versions) => pool.priceWindow({ parts, versions })));
      const here = await Promise.all(windows.map((versions) => inThread.priceWindow({ parts, versions })));
      expect(priced).toEqual(here);
      expect(priced.flat().reduce((n, columns) => n + columns.versionId.length, 0)).toBeGreaterThan(0);
    } finally {
      await pool.close();
      await db.close();
    }
  });
});
