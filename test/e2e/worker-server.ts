import { closeSync, openSync } from 'node:fs';
import { E2E_BASE_PORT, answers, claimFileFor, e2eUrl, mailSinkDirFor, startE2eServer, startedServers } from './server-process.mjs';

/**
 * One server per Playwright worker: each worker signs in, writes and reads mail against its own in-memory
 * database, so specs in different workers never see each other's writes (the specs put back what they change
 * for the specs after them in the same worker, as they did when one worker had the only server).
 * Ports follow E2E_PORT (default 8181) by the worker's parallel index. `npm test` starts these servers while the
 * app is built (test/run-all.mjs); the first worker on a port takes that one over, and a worker that comes after it
 * on the same port (a restart after a failure) stops it and starts a fresh one, as does a worker of a Playwright run
 * of its own.
 */
export interface WorkerServer {
  url: string;
  port: number;
  /** Where this server's mail worker delivers (MAIL_SINK_DIR): .eml files the specs read. */
  mailSinkDir: string;
  stop(): Promise<void>;
}

export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  const port = E2E_BASE_PORT + parallelIndex;
  const started = startedServers().get(port);
  if (started !== undefined) {
    // Stopping it is the job of whoever started it (run-all.mjs), after Playwright.
    if (firstToClaim(port, started) && (await answers(`${e2eUrl(port)}/`))) return { url: e2eUrl(port), port, mailSinkDir: mailSinkDirFor(port), stop: async () => {} };
    await stopProcess(started);
  }
  return startE2eServer(port);
}

/** True for the one worker of the whole run that creates the claim (an exclusive create), false for any later one. */
function firstToClaim(port: number, pid: number): boolean {
  try {
    closeSync(openSync(claimFileFor(port, pid), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Stops a server this worker did not start and waits until the process is gone. */
async function stopProcess(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(); waited += 50) {
    if (waited > 30_000) throw new Error(`The e2e server (pid ${pid}) did not stop within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
