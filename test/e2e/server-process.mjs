import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// How an e2e server process is started, for the Playwright worker that needs one (worker-server.ts) and for
// `npm test` (test/run-all.mjs), which starts them while the app is built. Plain JavaScript: run-all.mjs runs in
// node without a TypeScript loader.

/** Each Playwright worker has its own server on E2E_PORT (default 8181) plus its parallel index. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

/** How many Playwright workers run side by side (playwright.config.ts). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Servers started before Playwright (by `npm test`), as run-all.mjs hands them to Playwright's workers:
 * JSON `[{ "port": 8181, "pid": 1234 }, …]`.
 */
export const STARTED_SERVERS_ENV = 'E2E_STARTED_SERVERS';

/** A cold start migrates and seeds a fresh database: seconds on two busy cores. */
const START_TIMEOUT_MS = 120_000;

export const mailSinkDirFor = (port) => join(tmpdir(), `leasedesk-e2e-mail-${port}`);
/** The file whose exclusive creation lets exactly one Playwright worker take over a started server. */
export const claimFileFor = (port, pid) => join(tmpdir(), `leasedesk-e2e-claim-${port}-${pid}`);
export const e2eUrl = (port) => `http://127.0.0.1:${port}`;

export async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts a server with a fresh in-memory database on `port` and resolves once it listens (migrated and seeded).
 * Refuses a port that already answers: a server left from an earlier run would share its data.
 */
export async function startE2eServer(port) {
  const url = e2eUrl(port);
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
    rmSync(claimFileFor(port, child.pid), { force: true });
  };
  try {
    await listening(child, port);
  } catch (error) {
    await stop();
    throw error;
  }
  rmSync(claimFileFor(port, child.pid), { force: true });
  return { url, port, pid: child.pid, mailSinkDir, stop };
}

/** Resolves when the server says it listens (server/main.ts prints its address once the database is migrated and seeded). */
function listening(child, port) {
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`The e2e server on port ${port} did not start within ${START_TIMEOUT_MS / 1000} s.`)), START_TIMEOUT_MS);
    const read = (chunk) => {
      said += chunk.toString();
      if (!said.includes(`:${port}/`)) return;
      clearTimeout(timer);
      // Later output is not read, only drained, so the pipe never fills and stops the server.
      child.stdout.off('data', read).resume();
      resolve();
    };
    child.stdout.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The e2e server on port ${port} exited with code ${code} before it listened.`));
    });
  });
}

/** The servers `npm test` started for Playwright's workers, by port (empty when Playwright runs on its own). */
export function startedServers() {
  const listed = process.env[STARTED_SERVERS_ENV];
  if (!listed) return new Map();
  return new Map(JSON.parse(listed).map((server) => [server.port, server.pid]));
}
