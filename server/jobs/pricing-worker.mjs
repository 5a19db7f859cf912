// A worker thread of the bulk run's pool (pricing-pool.ts). Threads do not inherit a TypeScript loader from vitest or
// from a bench started with tsx's API, so each registers its own (tsx, namespaced: it never touches the process's) and
// loads the tasks from their TypeScript sources.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// The thread gives way to the API's thread whenever both want a core (issue 40: on two cores the pricing, the API and
// PostgreSQL's backend want three): niced to 10 on Linux, where a thread has an id of its own and a priority with it.
// Elsewhere it runs at the process's priority; it only ever takes what nothing more urgent wants.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // not Linux: no per-thread priority to set
}

const api = register({ namespace: 'bulk-pricing-worker' });
const tasks = await api.import('./bulk-worker-tasks.ts', import.meta.url);

export const priceWindow = tasks.priceWindow;
export const buildWorkbook = tasks.buildWorkbook;
