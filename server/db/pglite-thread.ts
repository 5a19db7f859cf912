import { Worker } from 'node:worker_threads';

/**
 * PGlite in a thread of its own (issue 40), as much of PGlite's interface as db/pglite.ts uses. PGlite runs each
 * statement synchronously on the thread that holds it: on the API's thread every statement of a bulk run held every
 * request, including those answered from memory (remembered reads) that need no statement at all. Here a statement
 * holds only this thread; a request's own statement still waits for the one running, never for the API's thread.
 *
 * One connection, as PGlite has: a transaction holds it from BEGIN to its end, and a statement from outside waits for
 * that end (PGlite does the same with its own lock when it runs on the caller's thread).
 */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: Pick<PgliteLike, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

/** A database error as the thread described it: the same message and fields (code, constraint, …) as PGlite's own. */
function errorFrom(described: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(described.message), described);
}

export async function openPgliteThread(dataDir: string | undefined, loadDataDir?: Uint8Array): Promise<PgliteLike> {
  const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let closed = false;
  let failure: Error | null = null;
  // The thread keeps the process alive only while a statement is under way, as PGlite on this thread does.
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready: boolean; error?: Reply['error'] }) => (first.ready ? resolve() : reject(errorFrom(first.error!))));
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply & { ready?: boolean }) => {
    if ('ready' in reply) return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.error) waiting?.reject(errorFrom(reply.error));
    else waiting?.resolve(reply.result);
  });
  // A thread that fails or stops (its WASM aborted) answers nothing more: every waiting statement is refused, not left hanging.
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!closed) fail(new Error(`The PGlite thread stopped (exit code ${code}).`));
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const ask = <T>(op: string, sql?: string, params?: unknown[]) => new Promise<T>((resolve, reject) => {
    if (failure) return reject(failure);
    if (closed && op !== 'close') return reject(new Error('PGlite is closed'));
    const id = next++;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    worker.ref();
    worker.postMessage({ id, op, sql, params });
  });
  const direct = {
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: await ask<T[]>('query', sql, params) }),
    exec: (sql: string) => ask<void>('exec', sql),
  };

  // The connection: a transaction holds it to its end; a statement from outside holds it for its own round trip.
  let held: Promise<unknown> = Promise.resolve();
  const holding = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = held.then(work, work);
    held = turn.catch(() => {});
    return turn;
  };

  return {
    query: (sql, params) => holding(() => direct.query(sql, params)),
    exec: (sql) => holding(() => direct.exec(sql)),
    transaction: (fn) => holding(async () => {
      await direct.exec('BEGIN');
      try {
        const result = await fn(direct);
        await direct.exec('COMMIT');
        return result;
      } catch (error) {
        await direct.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    }),
    dumpDataDir: async () => new Blob([await holding(() => ask<Uint8Array<ArrayBuffer>>('dump'))]),
    async close() {
      if (closed) return;
      try {
        await holding(() => ask<void>('close'));
      } finally {
        closed = true;
        await worker.terminate();
      }
    },
    get closed() {
      return closed;
    },
  };
}
