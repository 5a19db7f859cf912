import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/**
 * Which threads of this process go first (issue 40). The API's thread (the process's main thread) answers requests;
 * so does PGlite's thread for the statements they need. Every other thread — V8's helpers (garbage collection and
 * compilation for every thread's heap, the bulk run's busy ones included), libuv's pool, the bulk run's own — starts at
 * the normal priority, and on two cores each one that wanted a core when a request came delayed the API thread's
 * wake-up: in the bench GET /driver's p99 during a run went from ~7 to ~5 ms with them niced (bench/README.md).
 * Linux only: a thread has a priority of its own there.
 */
const NICENESS = 10;

/** Threads besides the main one that answer requests: they keep the normal priority. */
const answering = new Set<number>();

export function answersRequests(threadId: number | null): void {
  if (threadId !== null) answering.add(threadId);
}

/**
 * Nices every thread of this process but the main one and those that answer requests, so that they give way to the
 * API's thread whenever both want a core, and take all the rest. From the main thread only (in a worker thread the
 * process's other threads are not its helpers).
 */
export function niceHelperThreads(): void {
  if (!isMainThread || process.platform !== 'linux') return;
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const task of tasks) {
    const id = Number(task);
    if (id === process.pid || answering.has(id)) continue;
    try {
      setPriority(id, NICENESS);
    } catch {
      // gone meanwhile, or not ours to change
    }
  }
}
