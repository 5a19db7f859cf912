// A thread's own id and priority (issue 40, server/thread-priority.ts says why): on two cores a bulk run's threads,
// PGlite's and the API's all want a core, and the API's should win whenever it wants one. On Linux a thread has an id
// of its own and a priority with it; elsewhere there is neither, and the thread keeps the process's priority.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The calling thread's id on Linux, else null. */
export function ownThreadId() {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
}

/** Lowers the calling thread's priority. */
export function niceThisThread(niceness) {
  const id = ownThreadId();
  if (id === null) return;
  try {
    setPriority(id, niceness);
  } catch {
    // not ours to change
  }
}
