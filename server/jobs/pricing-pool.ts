import { randomUUID } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CellValue } from '../xlsx';
import { buildLargeXlsx } from '../xlsx';
import { priceWindow, type PartPricing, type PricedColumns, type WindowTask } from './bulk-pricing-task';
import type { KeyedWindowTask, priceKeyedWindow, WorkbookMessage } from './bulk-worker-tasks';

/**
 * Where a bulk run's CPU work happens (issue 40): pricing catalogue windows and writing workbooks. `threadPool` runs it
 * on worker threads (piscina), so the API's event loop only moves rows between the database and the pool; `inThread`
 * runs it right here — the seed's one small run, where starting threads would cost more than it saves.
 */
export interface BulkCompute {
  priceWindow(task: WindowTask): Promise<PricedColumns[]>;
  /** Workbooks side by side from rows read in chunks: each chunk holds every workbook's next rows, passed on as they come. */
  buildWorkbooks(specs: readonly WorkbookSpec[], chunks: AsyncIterable<CellValue[][][]>): Promise<Buffer[]>;
  close(): Promise<void>;
}

export interface WorkbookSpec {
  sheet: string;
  header: string[];
}

export const inThread: BulkCompute = {
  priceWindow: async (task) => priceWindow(task),
  async buildWorkbooks(specs, chunks) {
    const rows: CellValue[][][] = specs.map(() => []);
    for await (const chunk of chunks) chunk.forEach((part, i) => rows[i]!.push(...part));
    return Promise.all(specs.map(({ sheet, header }, i) => buildLargeXlsx(sheet, header, rows[i]!)));
  },
  close: async () => {},
};

/**
 * `threads` threads (config.ts `bulkThreads`), each niced below the API's thread (pricing-worker.mjs). `warm` starts
 * those not running yet before the first task comes, and resolves with how many it started once they have loaded.
 */
export function threadPool(threads: number): BulkCompute & { warm(): Promise<number> } {
  let pool: Piscina | null = null;
  const keys = new WeakMap<readonly PartPricing[], string>();
  // Started at the first task: a process that never runs a bulk run never starts its threads.
  const started = () => (pool ??= new Piscina({
    filename: new URL('./pricing-worker.mjs', import.meta.url).href, minThreads: 0, maxThreads: threads, idleTimeout: 30_000,
  }));
  return {
    warm() {
      // As many tasks at once as there are threads: the pool starts each (its loader, its modules) while the run's parts
      // are counted and claimed, and keeps them while windows come. A cold run's first windows waited 590–660 ms for
      // the threads when they started with the first window, 275–365 ms now (bench/README.md "Issue 40, fifth pass").
      const pool = started();
      const asked = Array.from({ length: Math.max(0, threads - pool.threads.length) }, () => pool.run(null, { name: 'ready' }) as Promise<number>);
      // Each answers with its thread's id; a thread that fails to start fails the run's first window with the reason.
      return Promise.all(asked).then((ids) => new Set(ids).size, () => 0);
    },
    async priceWindow({ parts, versions }) {
      // The parts go along with a run's first window only, and again to a thread that has not had them.
      let key = keys.get(parts);
      const first = key === undefined;
      if (key === undefined) keys.set(parts, (key = randomUUID()));
      const run = (task: KeyedWindowTask) => started().run(task, { name: 'priceKeyedWindow' }) as Promise<ReturnType<typeof priceKeyedWindow>>;
      const priced = await run({ key, versions, ...(first ? { parts } : {}) });
      return 'missing' in priced ? (await run({ key, versions, parts })) as PricedColumns[] : priced;
    },
    async buildWorkbooks(specs, chunks) {
      // One task and one port a workbook; a task waiting for its thread finds its rows queued on its port.
      const channels = specs.map(() => new MessageChannel());
      const built = specs.map(({ sheet, header }, i) => {
        const port = channels[i]!.port2;
        const task = started().run({ sheet, header, port }, { name: 'buildWorkbook', transferList: [port] }) as Promise<Uint8Array>;
        task.catch(() => {}); // awaited below
        return task;
      });
      try {
        for await (const chunk of chunks) chunk.forEach((rows, i) => channels[i]!.port1.postMessage({ rows } satisfies WorkbookMessage));
        for (const { port1 } of channels) port1.postMessage({ end: true } satisfies WorkbookMessage);
      } finally {
        for (const { port1 } of channels) port1.close();
      }
      return (await Promise.all(built)).map((data) => Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
