import type { MessagePort } from 'node:worker_threads';
import { buildLargeXlsx, type CellValue } from '../xlsx';
import { priceWindow, type PartPricing, type PricedColumns, type WindowVersion } from './bulk-pricing-task';

/*
 * What the bulk run's worker threads do (pricing-worker.mjs loads this): price catalogue windows, and write a part's
 * workbook from rows the run's thread streams to it over a port — exceljs's row writing and zipping kept ~1 s per
 * 60,000 rows on the API's thread before.
 */

/**
 * A window task as it crosses to a pricing thread: the run's parts (each one's pricing context, offer rule and fixed
 * prices: the same for every window of a run) only when this thread may not have them yet, else by their key — cloning
 * them with each of a run's ~500 windows was most of the run thread's postMessage time.
 */
export interface KeyedWindowTask {
  key: string;
  versions: WindowVersion[];
  parts?: PartPricing[];
}

/** The parts of the last runs this thread priced, by key (a run's windows come from one run at a time). */
const partsByKey = new Map<string, PartPricing[]>();
const KEPT_RUNS = 4;

/** The window priced, or `missing` when this thread does not know the key's parts: the caller sends them along. */
export function priceKeyedWindow({ key, versions, parts }: KeyedWindowTask): PricedColumns[] | { missing: true } {
  if (parts) {
    partsByKey.delete(key);
    partsByKey.set(key, parts);
    if (partsByKey.size > KEPT_RUNS) partsByKey.delete(partsByKey.keys().next().value!);
  }
  const known = partsByKey.get(key);
  return known ? priceWindow({ parts: known, versions }) : { missing: true };
}

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
