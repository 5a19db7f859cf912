// A worker thread of the bulk run's pool (pricing-pool.ts). Threads do not inherit a TypeScript loader from vitest or
// from a bench started with tsx's API, so each registers its own (tsx, namespaced: it never touches the process's) and
// loads the tasks from their TypeScript sources.
import { threadId } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { niceThisThread } from '../nice-thread.mjs';

// It only ever takes what nothing more urgent wants.
niceThisThread(10);

const api = register({ namespace: 'bulk-pricing-worker' });
const tasks = await api.import('./bulk-worker-tasks.ts', import.meta.url);

export const priceKeyedWindow = tasks.priceKeyedWindow;
export const buildWorkbook = tasks.buildWorkbook;
/** Answers, with this thread's id, once it has loaded its tasks (pricing-pool.ts `warm`). */
export const ready = () => threadId;
