// Lowers the calling thread's priority (issue 40): on two cores a bulk run's threads, PGlite's and the API's all want a
// core, and the API's should win whenever it wants one. On Linux a thread has an id of its own and a priority with it;
// elsewhere the thread keeps the process's priority.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

export function niceThisThread(niceness) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), niceness);
  } catch {
    // not Linux: no per-thread priority to set
  }
}
