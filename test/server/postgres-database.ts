import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, migrateAndSeed, onCluster, POSTGRES_TEMPLATE, startPostgres } from './postgres-cluster';
import { POSTGRES_KEY } from './template-db-key';

export interface PostgresDatabase {
  /** The database's own connection string. */
  url: string;
  /**
   * Stops the file's own cluster when it has one. A database on the run's cluster stays until that stops at the end
   * of the run: dropping it (WITH FORCE) cut connections that were still closing, which failed the file.
   */
  close(): Promise<void>;
}

/**
 * A PostgreSQL database of the test file's own on the run's cluster (vitest's globalSetup, template-db.ts):
 * a copy of the migrated template seeded at testClock()'s start, or with `empty` a new empty database, for a file
 * that migrates and seeds itself. Without the run's cluster (outside vitest, or none could start) the file
 * starts a cluster of its own, as every file did before: where PostgreSQL's binaries are missing it fails as before.
 */
export async function postgresDatabase({ empty = false }: { empty?: boolean } = {}): Promise<PostgresDatabase> {
  const cluster = runCluster();
  if (!cluster) {
    const own = await startPostgres();
    if (!empty) await migrateAndSeed(own.url);
    return { url: own.url, close: async () => own.stop() };
  }
  const name = `leasedesk_${randomUUID().replaceAll('-', '')}`;
  await onCluster(cluster, `CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${POSTGRES_TEMPLATE}`}`);
  return { url: databaseUrl(cluster, name), close: async () => {} };
}

function runCluster(): string | null {
  try {
    return inject(POSTGRES_KEY) ?? null;
  } catch {
    return null;
  }
}
