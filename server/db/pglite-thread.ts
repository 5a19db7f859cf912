import { MessageChannel, Worker, type MessagePort, type Transferable } from 'node:worker_threads';
import { answersRequests } from '../thread-priority';

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

/** The operations a caller sends the thread (pglite-thread-worker.mjs); a reply carries the same id. */
type Op = 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'dump' | 'close';

/** What a caller of the thread talks through: the Worker itself, or a port the thread was given (`connect`). */
interface Channel {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  on(event: 'message', listener: (reply: Reply & { ready?: boolean }) => void): unknown;
  ref(): void;
  unref(): void;
}

/**
 * One caller's connection to the thread: its statements in order, a transaction holding it from begin to its end
 * (the thread makes other callers wait meanwhile), and every waiting statement refused once the channel fails.
 */
function connectionOver(channel: Channel) {
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failure: Error | null = null;
  let closed = false;
  channel.on('message', (reply) => {
    if ('ready' in reply) return;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) channel.unref();
    if (reply.error) waiting?.reject(errorFrom(reply.error));
    else waiting?.resolve(reply.result);
  });

  const ask = <T>(op: Op, sql?: string, params?: unknown[]) => new Promise<T>((resolve, reject) => {
    if (failure) return reject(failure);
    if (closed && op !== 'close') return reject(new Error('PGlite is closed'));
    const id = next++;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    channel.ref();
    channel.postMessage({ id, op, sql, params });
  });
  const direct = {
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: await ask<T[]>('query', sql, params) }),
    exec: (sql: string) => ask<void>('exec', sql),
  };

  // This caller's own statements wait for its transaction: they must not run inside it.
  let held: Promise<unknown> = Promise.resolve();
  const holding = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = held.then(work, work);
    held = turn.catch(() => {});
    return turn;
  };

  return {
    ask,
    holding,
    /** A thread that fails or stops answers nothing more: every waiting statement is refused, not left hanging. */
    fail(error: Error) {
      failure ??= error;
      for (const { reject } of pending.values()) reject(failure);
      pending.clear();
    },
    markClosed() {
      closed = true;
    },
    get closed() {
      return closed;
    },
    query: <T>(sql: string, params?: unknown[]) => holding(() => direct.query<T>(sql, params)),
    exec: (sql: string) => holding(() => direct.exec(sql)),
    transaction: <T>(fn: (tx: Pick<PgliteLike, 'query' | 'exec'>) => Promise<T>) => holding(async () => {
      await ask('begin');
      try {
        const result = await fn(direct);
        await ask('commit');
        return result;
      } catch (error) {
        await ask('rollback').catch(() => {});
        throw error;
      }
    }),
  };
}

export interface PgliteThread extends PgliteLike {
  /** A port for another thread of this process to the same database (`pgliteOverPort` there): it takes turns with this one. */
  connect(): MessagePort;
}

export async function openPgliteThread(dataDir: string | undefined, loadDataDir?: Uint8Array): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir } });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', (first: { ready: boolean; tid?: number | null; error?: Reply['error'] }) => {
      if (!first.ready) return reject(errorFrom(first.error!));
      answersRequests(first.tid ?? null);
      resolve();
    });
    worker.once('error', reject);
  });
  const own = connectionOver(worker);
  worker.on('error', own.fail);
  worker.on('exit', (code) => {
    if (!own.closed) own.fail(new Error(`The PGlite thread stopped (exit code ${code}).`));
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  // The thread keeps the process alive only while a statement is under way, as PGlite on this thread does.
  worker.unref();
  return {
    query: own.query,
    exec: own.exec,
    transaction: own.transaction,
    dumpDataDir: async () => new Blob([await own.holding(() => own.ask<Uint8Array<ArrayBuffer>>('dump'))]),
    connect() {
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ op: 'connect', port: port2 }, [port2]);
      return port1;
    },
    async close() {
      if (own.closed) return;
      try {
        await own.holding(() => own.ask<void>('close'));
      } finally {
        own.markClosed();
        await worker.terminate();
      }
    },
    get closed() {
      return own.closed;
    },
  };
}

/** The database of a PGlite thread, from another thread, through a port its opener gave (`PgliteThread.connect`). */
export function pgliteOverPort(port: MessagePort): Pick<PgliteLike, 'query' | 'exec' | 'transaction'> & { close(): void } {
  const connection = connectionOver(port as unknown as Channel);
  port.unref();
  port.on('close', () => connection.fail(new Error('The PGlite thread is gone.')));
  return {
    query: connection.query,
    exec: connection.exec,
    transaction: connection.transaction,
    close() {
      connection.markClosed();
      port.close();
    },
  };
}
