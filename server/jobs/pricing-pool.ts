import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CellValue } from '../xlsx';
import { buildLargeXlsx } from '../xlsx';
import { priceWindow, type PricedColumns, type WindowTask } from './bulk-pricing-task';
import type { WorkbookMessage } from './bulk-worker-tasks';

/**
 * Where a bulk run's CPU work happens (issue 40): pricing catalogue windows and writing workbooks. `threadPool` runs it
 * on worker threads (piscina), so the API's event loop only moves rows between the database and the pool; `inThread`
 * runs it right here — the seed's one small run, where starting threads would cost more than it saves.
 */
export interface BulkCompute {
  priceWindow(task: WindowTask): Promise<PricedColumns[]>;
  /** A workbook from rows read in chunks (each chunk is passed on as it comes). */
  buildWorkbook(sheet: string, header: string[], chunks: AsyncIterable<CellValue[][]>): Promise<Buffer>;
  close(): Promise<void>;
}

async function* flatten(chunks: AsyncIterable<CellValue[][]>): AsyncGenerator<CellValue[]> {
  for await (const chunk of chunks) yield* chunk;
}

export const inThread: BulkCompute = {
  priceWindow: async (task) => priceWindow(task),
  buildWorkbook: (sheet, header, chunks) => buildLargeXlsx(sheet, header, flatten(chunks)),
  close: async () => {},
};

/** One thread fewer than the machine has, so the API's thread keeps a core: at least one. */
export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

export function threadPool(threads = defaultThreads()): BulkCompute {
  let pool: Piscina | null = null;
  // Started at the first task: a process that never runs a bulk run never starts its threads.
  const started = () => (pool ??= new Piscina({
    filename: new URL('./pricing-worker.mjs', import.meta.url).href, minThreads: 0, maxThreads: threads, idleTimeout: 30_000,
  }));
  return {
    priceWindow: (task) => started().run(task, { name: 'priceWindow' }) as Promise<PricedColumns[]>,
    async buildWorkbook(sheet, header, chunks) {
      const { port1, port2 } = new MessageChannel();
      const built = started().run({ sheet, header, port: port2 }, { name: 'buildWorkbook', transferList: [port2] }) as Promise<Uint8Array>;
      try {
        for await (const rows of chunks) port1.postMessage({ rows } satisfies WorkbookMessage);
        port1.postMessage({ end: true } satisfies WorkbookMessage);
      } finally {
        port1.close();
      }
      const data = await built;
      return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
