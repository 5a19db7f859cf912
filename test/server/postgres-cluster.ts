import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { testClock } from './test-clock';

/**
 * A throwaway PostgreSQL cluster for the tests that prove the server runs on the real thing, not
 * only on PGlite. Uses Debian's server binaries (`apt-get install postgresql`, which .ci/run does);
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
 * vitest's globalSetup (template-db.ts) starts one for the whole run; a test file takes a database of its own on it
 * (postgres-database.ts). No vitest import here: globalSetup loads this file.
 */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql (or set PG_BIN)');
  return found;
}

/** A port nothing listens on now (the cluster's, a spawned server's: server-process.ts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PostgresCluster {
  url: string;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'leasedesk-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'leasedesk', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  let stopped = false;
  return {
    url: `postgres://leasedesk@127.0.0.1:${port}/postgres`,
    // Once: vitest tears its globalSetup down once per project, each with the run's one cluster.
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The database on the run's cluster that the files copy: migrated, and seeded at testClock()'s start as PGlite's template. */
export const POSTGRES_TEMPLATE = 'leasedesk_template';

/** `url` with another database name. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/** Runs one statement (CREATE/DROP DATABASE) on the cluster's maintenance database. */
export async function onCluster(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the database at `url` at testClock()'s start, as createTestServer's databases are; closes it again. */
export async function migrateAndSeed(url: string): Promise<void> {
  const db = await openDb({ dataDir: 'unused', databaseUrl: url });
  try {
    await migrate(db);
    await seedIfEmpty(db, testClock().now());
  } finally {
    await db.close();
  }
}
