/**
 * What the driver benchmarks share: a PGlite folder holding the 100k-driver client `large`
 * (server/db/seed-large.ts), the real server started on it as a child process, and a sign-in.
 * Everything made here is undone by the returned `close()` or on Ctrl-C: no server keeps running
 * and no temporary folder stays behind. BENCH_DATA_DIR reuses a folder prepared earlier with
 * `DATA_DIR=<folder> npm run seed -- --drivers 100000`; such a folder is left in place. The car-list
 * bench asks for a catalogue grown to its size as well (`SeedSize.versions`; the driver benches leave it).
 *
 * On PostgreSQL instead of PGlite (issue 21 point 3): BENCH_POSTGRES=1 starts a throwaway cluster (the server
 * tests' test/server/postgres-cluster.ts, Debian's binaries), seeds it and stops it at the end; DATABASE_URL uses
 * that database (seeded here when it has no client `large` yet, left in place). DB_POOL_MAX passes to the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/demo-accounts';
import { LARGE_CLIENT, LARGE_SUPERVISOR, seedLargeClient } from '../server/db/seed-large';
import { growCarCatalogue } from '../server/db/seed-catalogue';
import { startPostgres } from '../test/server/postgres-cluster';

export const ROOT = resolve(import.meta.dirname, '..');
const BENCH_DRIVERS = Number(process.env.BENCH_DRIVERS ?? 100_000);
export { DEMO_PASSWORD, LARGE_CLIENT, LARGE_SUPERVISOR };

const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;

/** Runs the cleanups in reverse order, once, whether the bench ends, throws or is interrupted. */
class Cleanup {
  private readonly steps: (() => Promise<void> | void)[] = [];
  private done = false;
  private readonly onSignal = () => {
    void this.run().finally(() => process.exit(130));
  };

  constructor() {
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
  }

  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    if (this.done) return;
    this.done = true;
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
    for (const step of this.steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(error);
      }
    }
  }
}

/** What a new folder is seeded with besides the demo data. */
export interface SeedSize {
  /** Drivers of the client `large` (for the driver benches BENCH_DRIVERS, default 100,000). */
  drivers: number;
  /** The car catalogue grown to this many versions; 0 keeps the demo catalogue (~3,000). */
  versions: number;
}

/** Whether this run measures PostgreSQL (BENCH_POSTGRES=1 or DATABASE_URL) rather than the embedded PGlite. */
export const ON_POSTGRES = process.env.BENCH_POSTGRES === '1' || Boolean(process.env.DATABASE_URL?.trim());

/** The name a bench reports its figures under: `<bench>-postgres` on PostgreSQL (bench/summary.ts rows). */
export const figuresName = (bench: string): string => (ON_POSTGRES ? `${bench}-postgres` : bench);

/** The database the bench prepares and the server opens: a PGlite folder, or PostgreSQL's URL. */
interface Store {
  dataDir: string;
  databaseUrl?: string;
  /** Holds seeded data already (BENCH_DATA_DIR, DATABASE_URL with the client `large`). */
  reused: boolean;
}

async function openStore(cleanup: Cleanup): Promise<Store> {
  const reused = process.env.BENCH_DATA_DIR?.trim();
  // On PostgreSQL the folder still holds what the server keeps beside the database (its mail secret key).
  const dataDir = reused ? resolve(reused) : mkdtempSync(join(tmpdir(), 'leasedesk-bench-'));
  if (!reused) cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const given = process.env.DATABASE_URL?.trim();
  if (given) return { dataDir, databaseUrl: given, reused: true };
  if (ON_POSTGRES) {
    const cluster = await startPostgres();
    cleanup.add(() => cluster.stop());
    return { dataDir, databaseUrl: cluster.url, reused: false };
  }
  return { dataDir, reused: Boolean(reused) };
}

const DRIVER_BENCH_SEED: SeedSize = { drivers: BENCH_DRIVERS, versions: 0 };

/** Looks at the seeded database before the server takes it over (PGlite allows one process per folder). */
export type Inspect<T> = (db: Db, client: SeededClient) => Promise<T>;

export interface SeededClient {
  clientId: number;
  /** The client's drivers (BENCH_DRIVERS when seeded here). */
  drivers: number;
}

export interface LargeClientDb extends SeededClient {
  dataDir: string;
  /** Set on PostgreSQL. */
  databaseUrl?: string;
  /** Seeding (or opening a reused folder) took this long. */
  seconds: number;
}

/**
 * A seeded folder: BENCH_DATA_DIR as it is, or a new temporary one seeded here (demo data plus
 * `size.drivers` drivers for `large` and the catalogue grown to `size.versions`), inspected before
 * the server opens it.
 */
async function prepareDatabase<T>(cleanup: Cleanup, inspect: Inspect<T>, size: SeedSize): Promise<LargeClientDb & { inspected: T }> {
  const store = await openStore(cleanup);
  const { dataDir, databaseUrl } = store;
  const started = performance.now();
  const db = await openDb({ dataDir, databaseUrl });
  try {
    const large = async () => (await db.query<{ id: number }>('SELECT id FROM clients WHERE name = $1', [LARGE_CLIENT]).catch(() => []))[0]?.id;
    let clientId = store.reused ? await large() : undefined;
    if (store.reused && clientId === undefined && !databaseUrl) {
      throw new Error(`${dataDir} has no client "${LARGE_CLIENT}": run DATA_DIR=${dataDir} npm run seed -- --drivers 100000`);
    }
    if (clientId === undefined) {
      await migrate(db);
      await seedIfEmpty(db);
      clientId = await db.transaction((tx) => seedLargeClient(tx, size.drivers));
      if (size.versions > 0) {
        await db.transaction((tx) => growCarCatalogue(tx, size.versions, new Date()));
        // The list queries are planned on the grown table, as `npm run seed -- --versions` leaves it.
        await db.query('ANALYZE car_types');
      }
      // PostgreSQL plans on statistics and reads index-only by a visibility map that its autovacuum builds later; a bench
      // right after seeding measures the database as it settles, not before.
      if (databaseUrl) await db.exec('VACUUM ANALYZE');
    }
    const seconds = (performance.now() - started) / 1000;
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drivers WHERE client_id = $1', [clientId]);
    const drivers = count?.n ?? 0;
    return { dataDir, ...(databaseUrl ? { databaseUrl } : {}), clientId, drivers, seconds, inspected: await inspect(db, { clientId, drivers }) };
  } finally {
    await db.close();
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/**
 * server/main.ts in its own process (node --import tsx: one process, so its pid is the server's),
 * so the measuring side does not share the server's event loop. Resolves with its pid once it listens.
 */
async function startServer(cleanup: Cleanup, env: Record<string, string>): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanup.add(async () => {
    // SIGTERM lets the server close PGlite cleanly; a server that hangs is killed.
    child.kill('SIGTERM');
    if (!(await waitForExit(child, SERVER_STOP_TIMEOUT_MS))) child.kill('SIGKILL');
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('The server did not start in time')), SERVER_START_TIMEOUT_MS);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Leasedesk on http')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server stopped (exit ${code}) before listening:\n${output}`));
    });
  });
  return child.pid!;
}

export interface LargeServer<T> extends LargeClientDb {
  url: string;
  /** The server process (its resident memory is the memory bench's figure). */
  pid: number;
  /** What `inspect` returned. */
  inspected: T;
  close(): Promise<void>;
}

/** The seeded folder served on `port` (with the built app from STATIC_DIR, default dist/app). */
export async function startLargeServer<T = undefined>(
  port: number,
  inspect: Inspect<T> = async () => undefined as T,
  size: SeedSize = DRIVER_BENCH_SEED,
): Promise<LargeServer<T>> {
  const cleanup = new Cleanup();
  try {
    const prepared = await prepareDatabase(cleanup, inspect, size);
    const pid = await startServer(cleanup, {
      PORT: String(port),
      DATA_DIR: prepared.dataDir,
      ...(prepared.databaseUrl ? { DATABASE_URL: prepared.databaseUrl } : {}),
      STATIC_DIR: process.env.STATIC_DIR || 'dist/app',
    });
    return { ...prepared, pid, url: `http://127.0.0.1:${port}`, close: () => cleanup.run() };
  } catch (error) {
    await cleanup.run();
    throw error;
  }
}

/** POST /api-admin-auth/ as `username` (the large client's supervisor unless told); the bearer token. */
export async function signIn(url: string, username = LARGE_SUPERVISOR): Promise<string> {
  const response = await fetch(`${url}/api-admin-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, grant_type: 'password' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token?: string };
  if (!token) throw new Error('Sign-in answered without an access token');
  return token;
}
