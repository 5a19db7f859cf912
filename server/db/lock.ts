import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite runs inside one process; two processes on one data folder corrupt it. This lock file holds
 * the owner's pid. A lock whose pid is alive (including our own: a second open in this process) is
 * refused; a lock left by a crashed process is taken over.
 */
export const LOCK_FILE = 'leasedesk.lock';

export interface FolderLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function acquireFolderLock(folder: string): FolderLock {
  const path = join(folder, LOCK_FILE);
  if (!tryCreate(path)) {
    const owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new Error(
        `The data folder ${folder} is in use by process ${owner}. Stop that server first, or point DATA_DIR ` +
          `elsewhere. (If no such server runs, delete ${path}.)`,
      );
    }
    // Stale: the owner is gone. Remove and create atomically again, so two starters cannot both win.
    unlinkSync(path);
    if (!tryCreate(path)) throw new Error(`Another process took the data folder lock ${path} just now`);
  }

  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      const owner = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      if (owner === process.pid) unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // Also on a plain process.exit(); a SIGKILL leaves a stale lock, which the next start takes over.
  process.on('exit', release);
  return { path, release };
}
