import type { MessagePort } from 'node:worker_threads';
import { buildLargeXlsx, type CellValue } from '../xlsx';

/**
 * What the bulk run's worker threads do (pricing-worker.mjs loads this): price catalogue windows, and write a part's
 * workbook from rows the run's thread streams to it over a port — exceljs's row writing and zipping kept ~1 s per
 * 60,000 rows on the API's thread before.
 */
export { priceWindow } from './bulk-pricing-task';

export type WorkbookMessage = { rows: CellValue[][] } | { end: true };

export interface WorkbookTask {
  sheet: string;
  header: string[];
  port: MessagePort;
}

async function* rowsFrom(port: MessagePort): AsyncGenerator<CellValue[]> {
  const queue: WorkbookMessage[] = [];
  let wake: (() => void) | null = null;
  port.on('message', (message: WorkbookMessage) => {
    queue.push(message);
    wake?.();
  });
  // The run's thread stopped sending (its read failed): end here; it throws on its side and drops this workbook.
  port.on('close', () => {
    queue.push({ end: true });
    wake?.();
  });
  try {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((resolve) => { wake = resolve; });
      wake = null;
      const message = queue.shift()!;
      if ('end' in message) return;
      yield* message.rows;
    }
  } finally {
    port.close();
  }
}

export const buildWorkbook = ({ sheet, header, port }: WorkbookTask): Promise<Buffer> => buildLargeXlsx(sheet, header, rowsFrom(port), Number.POSITIVE_INFINITY);
