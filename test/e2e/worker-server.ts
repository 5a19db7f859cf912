import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One server per Playwright worker: each worker signs in, writes and reads mail against its own in-memory
 * database, so specs in different workers never see each other's writes (the specs put back what they change
 * for the specs after them in the same worker, as they did when one worker had the only server).
 * Ports follow E2E_PORT (default 8181) by the worker's parallel index; a worker that restarts after a failure
 * gets the same index and starts a fresh server on the same port.
 */
export interface WorkerServer {
  url: string;
  port: number;
  /** Where this server's mail worker delivers (MAIL_SINK_DIR): .eml files the specs read. */
  mailSinkDir: string;
  stop(): Promise<void>;
}

const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/** A cold start migrates and seeds a fresh database: seconds on two busy cores. */
const START_TIMEOUT_MS = 120_000;

export const mailSinkDirFor = (port: number) => join(tmpdir(), `leasedesk-e2e-mail-${port}`);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  const port = BASE_PORT + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/`)) throw new Error(`Port ${port} already answers: stop the server left there (or set E2E_PORT) before the e2e run.`);
  const mailSinkDir = mailSinkDirFor(port);
  rmSync(mailSinkDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: process.env.STATIC_DIR || 'dist/app',
      // Tokens live 35 minutes, so page.clock reaches the session-expiry prompt (30 idle minutes, 5 before expiry).
      ACCESS_TOKEN_TTL_SECONDS: '2100',
      LOG_LEVEL: 'warn',
      // The wrong-password test must not lock the demo user out for the specs after it.
      LOGIN_MAX_FAILURES: '50',
      MAIL_SINK_DIR: mailSinkDir,
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  try {
    await listening(child, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, mailSinkDir, stop };
}

/** Resolves when the server says it listens (server/main.ts prints its address once the database is migrated and seeded). */
function listening(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`The e2e server on port ${port} did not start within ${START_TIMEOUT_MS / 1000} s.`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      said += chunk.toString();
      if (!said.includes(`:${port}/`)) return;
      clearTimeout(timer);
      // Later output is not read, only drained, so the pipe never fills and stops the server.
      child.stdout!.off('data', read).resume();
      resolve();
    };
    child.stdout!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e server on port ${port} exited with code ${code} before it listened.`));
    });
  });
}
