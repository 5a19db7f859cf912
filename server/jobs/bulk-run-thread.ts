import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SharedDatabase } from '../db/interface';
import { requestsShared } from '../db/foreground';
import { niceHelperThreads } from '../thread-priority';
import type { ThreadDatabase } from '../db/thread-db';
import { BulkInterrupted, PartTaken, priceParts, type ClaimedPart, type RunOptions } from './bulk-run-part';

/**
 * Where a bulk run prices its parts (issue 40). With the pricing in a pool and PGlite in a thread of its own, what
 * was left of a run on the API's thread — each window's JSON read, handed to the pool and back, its prices turned into
 * a statement's parameters, kept for the workbooks, and the garbage of all that — still held a request that came
 * meanwhile for a few milliseconds, at GET /driver's p99 3 × its idle one. So a server prices in a thread of its own
 * (`runThread`), on its own connection to the database (db/thread-db.ts) and its own pool; the API's thread only
 * claims the parts, beats for them and finishes the run. PGlite on the caller's thread (in memory: the tests, the
 * seed) cannot be reached from another thread: there the parts are priced here (`inProcess`).
 */
export interface PartsPricer {
  /** Gets ready to price (starts the thread), so that it is ready when the parts have been counted and claimed. */
  warm(): void;
  price(o: RunOptions, claimed: readonly ClaimedPart[]): Promise<void>;
  /** The server is closing: the run stops at its next window (BulkInterrupted), as `o.stopping` does here. */
  interrupt(): void;
  close(): Promise<void>;
}

export const inProcess: PartsPricer = { warm() {}, price: priceParts, interrupt() {}, close: async () => {} };

/** What the thread starts with. */
export interface RunThreadData {
  database: ThreadDatabase;
  threads: number;
  /** API requests in flight on this thread (db/foreground.ts `requestsShared`). */
  requests: Int32Array;
}

/** What crosses to the thread: the claimed parts and what of RunOptions is not the thread's own. */
export type ThreadCall =
  | { op: 'warm' }
  | { op: 'price'; id: number; run: { workerId: string; windowSize: number; workPercent: number; clockOffsetMs: number }; claimed: readonly ClaimedPart[] }
  | { op: 'stop' }
  | { op: 'close' };

export type ThreadReply =
  | { ready: true }
  | { wrote: readonly string[] | null }
  | { id: number; done: true }
  | { id: number; error: { kind: 'interrupted' | 'taken' | 'failed'; message: string } };

const errorOf = ({ kind, message }: { kind: string; message: string }) =>
  (kind === 'interrupted' ? new BulkInterrupted() : kind === 'taken' ? new PartTaken(message) : new Error(message));

/** How long a closing thread may take to close its pool and database before it is stopped. */
const CLOSE_GRACE_MS = 5000;

/** Prices in a thread started at the first run, on the database `share` reaches, with `threads` pricing threads. */
export function runThread(share: () => SharedDatabase, threads: number): PartsPricer {
  let started: Promise<Worker> | null = null;
  const calls = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of calls.values()) reject(error);
    calls.clear();
  };
  const start = () => (started ??= new Promise<Worker>((resolve, reject) => {
    const shared = share();
    const database: ThreadDatabase = shared.kind === 'pglite' ? { kind: 'pglite', port: shared.port } : shared;
    const worker = new Worker(new URL('./bulk-run-worker.mjs', import.meta.url), {
      workerData: { database, threads, requests: requestsShared } satisfies RunThreadData,
      transferList: shared.kind === 'pglite' ? [shared.port] : [],
    });
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        if (calls.size === 0) worker.unref();
        resolve(worker);
      }
      else if ('wrote' in reply) {
        if (shared.kind === 'pglite') shared.wrote(reply.wrote);
      } else {
        const call = calls.get(reply.id);
        calls.delete(reply.id);
        if (calls.size === 0) worker.unref();
        if ('error' in reply) call?.reject(errorOf(reply.error));
        else call?.resolve();
      }
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    // A thread that ended (closed, or failed): its runs are refused, and the next run starts a new one.
    worker.on('exit', (code) => {
      started = null;
      reject(new Error(`The bulk run thread stopped (exit code ${code}).`));
      failAll(new Error(`The bulk run thread stopped (exit code ${code}).`));
    });
  }));
  return {
    warm() {
      // The process's helper threads give way to the API's while a run goes; again at each run, as libuv's pool grows on demand.
      niceHelperThreads();
      // Its pricing threads start too, while the parts are counted and claimed (again at each run: they stop when idle).
      start().then((worker) => worker.postMessage({ op: 'warm' } satisfies ThreadCall), () => {}); // a thread that cannot start fails price() with the reason
    },
    async price(o, claimed) {
      const worker = await start();
      await new Promise<void>((resolve, reject) => {
        const id = next++;
        calls.set(id, { resolve, reject });
        worker.ref();
        const run = { workerId: o.workerId, windowSize: o.windowSize, workPercent: o.workPercent, clockOffsetMs: o.now().getTime() - Date.now() };
        worker.postMessage({ op: 'price', id, run, claimed } satisfies ThreadCall);
      });
    },
    interrupt() {
      void started?.then((worker) => worker.postMessage({ op: 'stop' } satisfies ThreadCall), () => {});
    },
    async close() {
      const worker = await started?.catch(() => null);
      if (!worker) return;
      worker.postMessage({ op: 'close' } satisfies ThreadCall);
      const timer = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS);
      await once(worker, 'exit');
      clearTimeout(timer);
    },
  };
}
